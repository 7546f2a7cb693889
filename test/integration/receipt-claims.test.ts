import { call, newClient, newMember, resendingRefusals, unique } from '../../local/walks/api.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';

const DAY = 86_400;
/** 2026-03-10 15:00 UTC */
const PURCHASED_AT = Date.UTC(2026, 2, 10, 15) / 1000;

describe('receipt claims (19, 20)', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1 }));
  });

  async function unclaimedPurchase(overrides: Record<string, unknown> = {}) {
    const body = { receipt_id: unique('rcpt'), total: 42.5, loc_id: 'store-7', date_purchase: PURCHASED_AT, ...overrides };
    const res = await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body });
    if (res.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
    return body;
  }
  const online = (body: Record<string, unknown>) => call('POST', '/v2/claim_receipt/online', { query: { api_key: apiKey }, body });
  const inStore = (body: Record<string, unknown>) => call('POST', '/v2/claim_receipt/in_store', { query: { api_key: apiKey }, body });
  const points = async (id: number) => (await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } })).body.redeemable_points;

  it('credits the purchase points to the member who claims the receipt online', async () => {
    const receipt = await unclaimedPurchase();
    const claimer = await newMember(apiKey);

    const res = await online({ user_id: claimer.id, receipt_number: receipt.receipt_id, receipt_total: '42.50' });

    expect(res).toMatchObject({ status: 200, body: { points: '42' } });
    expect(await points(claimer.id)).toBe(42);
    const [entry] = await queryLedger(clientId, claimer.id);
    expect(entry).toMatchObject({ kind: 'receipt_claim', num_points: 42, receipt_id: receipt.receipt_id });
  });

  it('claims in store when store number and purchase day match', async () => {
    const receipt = await unclaimedPurchase();
    const claimer = await newMember(apiKey);

    const res = await inStore({
      user_id: claimer.id,
      receipt_number: receipt.receipt_id,
      receipt_total: 42.5,
      store_number: 'store-7',
      date_purchased: PURCHASED_AT - 14 * 3600,
    });

    expect(res).toMatchObject({ status: 200, body: { points: '42' } });
  });

  it.each([
    ['an unknown receipt', (r: any) => ({ receipt_number: `${r.receipt_id}-x`, receipt_total: 42.5 })],
    ['another total', (r: any) => ({ receipt_number: r.receipt_id, receipt_total: 42.51 })],
  ])('answers "receipt invalid" online for %s', async (_case, claim) => {
    const receipt = await unclaimedPurchase();
    const claimer = await newMember(apiKey);

    const res = await online({ user_id: claimer.id, ...claim(receipt) });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'receipt invalid' } });
    expect(await points(claimer.id)).toBe(0);
  });

  it.each([
    ['another store', { store_number: 'store-8', date_purchased: PURCHASED_AT }],
    ['another day', { store_number: 'store-7', date_purchased: PURCHASED_AT + DAY }],
  ])('answers "receipt invalid" in store for %s', async (_case, claim) => {
    const receipt = await unclaimedPurchase();
    const claimer = await newMember(apiKey);

    const res = await inStore({ user_id: claimer.id, receipt_number: receipt.receipt_id, receipt_total: 42.5, ...claim });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'receipt invalid' } });
  });

  it('answers input_error when an in-store claim leaves out the store number', async () => {
    const claimer = await newMember(apiKey);
    const res = await inStore({ user_id: claimer.id, receipt_number: 'x', receipt_total: 1, date_purchased: PURCHASED_AT });
    expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });

  it('answers "receipt already claimed" to a second claim, by anyone', async () => {
    const receipt = await unclaimedPurchase();
    const [first, second] = [await newMember(apiKey), await newMember(apiKey)];
    const claim = { receipt_number: receipt.receipt_id, receipt_total: 42.5 };
    await online({ user_id: first.id, ...claim });

    const again = await online({ user_id: first.id, ...claim });
    const other = await online({ user_id: second.id, ...claim });

    for (const res of [again, other]) expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'receipt already claimed' } });
    expect(await points(first.id)).toBe(42);
    expect(await points(second.id)).toBe(0);
  });

  it('answers "unable to claim receipt for this user" for an unknown user or a purchase recorded for someone else', async () => {
    const buyer = await newMember(apiKey);
    const receipt = await unclaimedPurchase({ user_id: buyer.id });
    const stranger = await newMember(apiKey);
    const claim = { receipt_number: receipt.receipt_id, receipt_total: 42.5 };

    const unknown = await online({ user_id: 42, ...claim });
    const someoneElse = await online({ user_id: stranger.id, ...claim });
    const buyerAgain = await online({ user_id: buyer.id, ...claim });

    for (const res of [unknown, someoneElse]) {
      expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: 'unable to claim receipt for this user' } });
    }
    expect(buyerAgain.body.message).toBe('receipt already claimed');
    expect(await points(buyer.id)).toBe(42);
  });

  it('lets exactly one of several members claiming one receipt at once win, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const receipt = await unclaimedPurchase();
      const claimers = [await newMember(apiKey), await newMember(apiKey), await newMember(apiKey)];

      const results = await Promise.all(
        claimers.map((m) => online({ user_id: m.id, receipt_number: receipt.receipt_id, receipt_total: 42.5 })),
      );

      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      for (const lost of results.filter((r) => r.status === 400)) expect(lost.body.message).toBe('receipt already claimed');
      const balances = await Promise.all(claimers.map((m) => points(m.id)));
      expect(balances.sort((a, b) => a - b)).toEqual([0, 0, 42]);
    }
  }, 30_000);

  it('never lets a member keep the points of a purchase returned in full while they claimed it, in 50 races', async () => {
    const ret = (receiptId: string) => call('POST', '/v2/purchases/return', { query: { api_key: apiKey }, body: { receipt_id: receiptId } });
    const race = async () => {
      const receipt = await unclaimedPurchase({ total: 50 });
      const claimer = await newMember(apiKey);

      // Sent as clients do under contention: a 409 conflict changed nothing and is sent again.
      const [claimed, returned] = await Promise.all([
        resendingRefusals(() => online({ user_id: claimer.id, receipt_number: receipt.receipt_id, receipt_total: 50 })),
        resendingRefusals(() => ret(receipt.receipt_id)),
      ]);

      return { claimer, claimed, returned };
    };
    const outcomes = [];
    for (let batch = 0; batch < 5; batch++) outcomes.push(...(await Promise.all(Array.from({ length: 10 }, race))));

    for (const { claimer, claimed, returned } of outcomes) {
      expect(returned.status).toBe(200);
      expect(claimed.status).toBe(200);
      // Earned 50, returned 50: whichever committed first, nothing is kept.
      expect(await points(claimer.id)).toBe(0);
      const ledger = await queryLedger(clientId, claimer.id);
      expect(ledger.reduce((sum, entry) => sum + entry.num_points, 0)).toBe(0);
    }
    // Both orders happened: a claim that came second earned nothing, a return that came second took the points back.
    const claimSecond = outcomes.filter((o) => o.claimed.body.points === '0').length;
    expect(claimSecond + outcomes.filter((o) => o.returned.body.points_returned === 50).length).toBe(50);
  }, 120_000);
});
