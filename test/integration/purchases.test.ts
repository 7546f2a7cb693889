import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';

const purchase = (apiKey: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call('POST', '/v2/purchases', { query: { api_key: apiKey }, body, headers });

const member = async (apiKey: string, id: number) => (await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } })).body;

describe('purchases (21)', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 2.5 }));
  });

  it('records a purchase and credits floor(total x rate) at once, with tax and shipping given as strings', async () => {
    const buyer = await newMember(apiKey);
    const receiptId = unique('r');

    const res = await purchase(apiKey, {
      user_id: buyer.id,
      receipt_id: receiptId,
      total: 19.99,
      tax: '1.60',
      shipping: '4.95',
      loc_id: 17,
      date_purchase: nowSeconds() - 60,
      items: [{ id: 'sku-1', quantity: 1, cost: 9.99 }, { id: 2, quantity: '2', price: '5.00' }],
    });

    expect(res).toEqual({ status: 200, body: { message: 'purchase created' }, headers: expect.anything() });
    expect(await member(apiKey, buyer.id)).toMatchObject({ total_points: 49, redeemable_points: 49, num_points_purchased: 49 });
    const [entry] = await queryLedger(clientId, buyer.id);
    expect(entry).toMatchObject({ kind: 'purchase', name: 'Purchase', num_points: 49, notes: `receipt ${receiptId}` });
    expect(await getPurchase(clientId, receiptId)).toMatchObject({
      total: 19.99,
      tax: 1.6,
      shipping: 4.95,
      loc_id: '17',
      member_id: buyer.id,
      items: [{ id: 'sku-1', quantity: 1, price: 9.99 }, { id: '2', quantity: 2, price: 5 }],
    });
  });

  it('refuses a repeated receipt_id with input_error and credits nothing twice', async () => {
    const buyer = await newMember(apiKey);
    const body = { user_id: buyer.id, receipt_id: unique('r'), total: 10 };
    await purchase(apiKey, body);

    const repeat = await purchase(apiKey, body);

    expect(repeat).toMatchObject({ status: 400, body: { error: 'input_error', message: 'receipt already exists' } });
    expect((await member(apiKey, buyer.id)).total_points).toBe(25);
  });

  it('records exactly one of two concurrent purchases with one receipt_id', async () => {
    const buyer = await newMember(apiKey);
    const body = { user_id: buyer.id, receipt_id: unique('r'), total: 4 };

    const results = await Promise.all([purchase(apiKey, body), purchase(apiKey, body)]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await member(apiKey, buyer.id)).total_points).toBe(10);
  });

  it('records a purchase without a member, to be claimed later', async () => {
    const receiptId = unique('r');

    const res = await purchase(apiKey, { receipt_id: receiptId, total: '12.50', loc_id: 'store-9' });

    expect(res.status).toBe(200);
    const stored = await getPurchase(clientId, receiptId);
    expect(stored).toMatchObject({ total: 12.5, points: 31, loc_id: 'store-9' });
    expect(stored).not.toHaveProperty('member_id');
  });

  it('answers param_error when the user does not exist, recording nothing', async () => {
    const receiptId = unique('r');

    const res = await purchase(apiKey, { user_id: 42, receipt_id: receiptId, total: 3 });

    expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: 'user does not exist' } });
    expect(await getPurchase(clientId, receiptId)).toBeUndefined();
  });

  it.each([
    ['total is missing', { receipt_id: 'x' }],
    ['receipt_id is missing', { total: 1 }],
    ['tax is not a number', { receipt_id: 'x', total: 1, tax: 'abc' }],
    ['the total is negative', { receipt_id: 'x', total: -1 }],
    ['the purchase is dated days ahead', { receipt_id: 'x', total: 1, date_purchase: nowSeconds() + 3 * 86_400 }],
  ])('answers input_error when %s', async (_case, body) => {
    const res = await purchase(apiKey, body);
    expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });

  it('answers a repeated Idempotency-Key with the first answer rather than a receipt error', async () => {
    const buyer = await newMember(apiKey);
    const body = { user_id: buyer.id, receipt_id: unique('r'), total: 2 };
    const headers = { 'idempotency-key': unique('key') };

    const first = await purchase(apiKey, body, headers);
    const repeat = await purchase(apiKey, body, headers);

    expect(repeat).toMatchObject({ status: 200, body: first.body });
    expect((await member(apiKey, buyer.id)).total_points).toBe(5);
  });

  it('refuses purchases, claims and pending points for a client without Purchase V1', async () => {
    const other = await newClient();
    const buyer = await newMember(other.apiKey);
    const query = { api_key: other.apiKey };

    // Sequential on purpose: jest's ESM loader cannot import several handler modules at once.
    const responses = [
      await call('POST', '/v2/purchases', { query, body: { receipt_id: 'x', total: 1 } }),
      await call('POST', '/v2/claim_receipt/online', { query, body: { user_id: buyer.id, receipt_number: 'x', receipt_total: 1 } }),
      await call('POST', '/v2/claim_receipt/in_store', {
        query,
        body: { user_id: buyer.id, receipt_number: 'x', receipt_total: 1, store_number: '1', date_purchased: 0 },
      }),
      await call('GET', `/v2/users/${buyer.id}/points/pending`, { query }),
    ];

    for (const res of responses) expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });
});
