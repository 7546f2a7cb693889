import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { nowSeconds } from '../../shared/support/clock.js';

const DAY = 86_400;

describe('potential points (POST /v2/purchases/potential_points)', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 2.5 }));
  });

  const potential = (body: Record<string, unknown>, key = apiKey, query: Record<string, string> = {}) =>
    call('POST', '/v2/purchases/potential_points', { query: { api_key: key, ...query }, body });
  const record = (body: Record<string, unknown>) => call('POST', '/v2/purchases', { query: { api_key: apiKey }, body });
  const balances = async (id: number) => (await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } })).body;

  it('[Potential Points] answers what the basket would earn, writes nothing, and the purchase then earns exactly that', async () => {
    const member = await newMember(apiKey);
    const basket = {
      receipt_id: unique('rcpt'),
      user_id: member.id,
      total: '19.99',
      tax: 1.6,
      date_purchase: nowSeconds() - 60,
      items: [{ id: 'sku-1', quantity: 1, cost: 9.99 }, { id: 'sku-2', quantity: 2, price: '5.00' }],
    };

    const estimate = await potential(basket);
    const before = await balances(member.id);
    const ledgerBefore = await queryLedger(clientId, member.id);
    const receiptBefore = await getPurchase(clientId, basket.receipt_id);
    const recorded = await record(basket);
    const after = await balances(member.id);

    expect(estimate).toMatchObject({ status: 200, body: { points: 49, user_id: member.id, date_points_clear: null } });
    expect(before).toMatchObject({ total_points: 0, redeemable_points: 0, num_points_purchased: 0 });
    expect(ledgerBefore).toEqual([]);
    expect(receiptBefore).toBeUndefined();
    expect(recorded.status).toBe(200);
    expect(after.total_points - before.total_points).toBe(estimate.body.points);
  });

  it('[Potential Points] needs no member or receipt id, and says when points would clear under pending points', async () => {
    const { apiKey: pendingKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1, pending_points: { enabled: true, period_days: 30 } });
    const boughtAt = nowSeconds() - DAY;

    const anonymous = await potential({ total: 12.5 });
    const pending = await potential({ total: 40, date_purchase: boughtAt }, pendingKey);
    const longAgo = await potential({ total: 40, date_purchase: boughtAt - 60 * DAY }, pendingKey);

    expect(anonymous).toMatchObject({ status: 200, body: { points: 31, user_id: null, date_points_clear: null } });
    expect(pending.body).toEqual({ points: 40, user_id: null, date_points_clear: boughtAt + 30 * DAY });
    expect(longAgo.body).toEqual({ points: 40, user_id: null, date_points_clear: null });
  });

  it('[Potential Points] finds the member by id_type, as a purchase does', async () => {
    const member = await newMember(apiKey);

    const byEmail = await potential({ total: 10, user_id: member.email_address }, apiKey, { id_type: 'email' });

    expect(byEmail.body).toEqual({ points: 25, user_id: member.id, date_points_clear: null });
  });

  it('[Potential Points] refuses what a purchase refuses: an unknown member, a date ahead, a bad body, a client without Purchase V1', async () => {
    const { apiKey: noPurchases } = await newClient({ purchase_v1: false });

    const unknownMember = await potential({ total: 10, user_id: 999_999_999_999 });
    const ahead = await potential({ total: 10, date_purchase: nowSeconds() + 3 * DAY });
    const noTotal = await potential({ items: [] });
    const negative = await potential({ total: -1 });
    const disabled = await potential({ total: 10 }, noPurchases);

    expect(unknownMember).toMatchObject({ status: 400, body: { error: 'param_error', message: 'user does not exist' } });
    expect(ahead).toMatchObject({ status: 400, body: { error: 'input_error', message: 'date_purchase must not be in the future' } });
    expect(noTotal).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(negative).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(disabled).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });
});
