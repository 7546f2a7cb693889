import { call, newClient, newMember, unique } from '../../local/walks/api.js';

const DAY = 86_400;
/** 2025-01-01T12:00:00Z: purchases of these tests are dated a day apart from it. */
const FIRST_DAY = Date.UTC(2025, 0, 1, 12) / 1000;

describe('reading purchases back (GET /v2/purchases/{receipt_id}, GET /v2/users/{user_id}/purchases)', () => {
  let apiKey: string;
  beforeAll(async () => {
    ({ apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 2 }));
  });

  const purchase = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body });
    if (res.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
  };
  const giveBack = (body: Record<string, unknown>) => call('POST', '/v2/purchases/return', { query: { api_key: apiKey }, body });
  const detail = (receipt: string, key = apiKey) => call('GET', `/v2/purchases/${encodeURIComponent(receipt)}`, { query: { api_key: key } });
  const history = (user: number | string, query: Record<string, string | number> = {}) =>
    call('GET', `/v2/users/${user}/purchases`, { query: { api_key: apiKey, ...query } });

  it('[Purchase Detail] answers the purchase with its lines, its returns and the points each moved', async () => {
    const member = await newMember(apiKey);
    const receipt = unique('rcpt');
    await purchase({
      receipt_id: receipt,
      total: 50,
      tax: 4,
      loc_id: 'store-9',
      user_id: member.id,
      date_purchase: FIRST_DAY,
      items: [{ id: 'A', quantity: 3, price: 10 }, { id: 'B', quantity: 1, cost: 20 }],
    });
    const byItems = await giveBack({ receipt_id: receipt, return_id: unique('RT'), items: [{ id: 'A', quantity: 2 }] });
    const byTotal = await giveBack({ receipt_id: receipt, total: 5 });
    await call('DELETE', `/v2/purchases/return/${byTotal.body.return_id}`, { query: { api_key: apiKey } });

    const res = await detail(receipt);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      receipt_id: receipt,
      date_purchase: FIRST_DAY,
      date_created: expect.any(Number),
      purchase_total: 50,
      tax: 4,
      shipping: null,
      loc_id: 'store-9',
      user_id: member.id,
      date_claimed: null,
      coupon_codes: [],
      points_earned: 100,
      points_returned: 40,
      points_shortfall: 0,
      points_awarded: 60,
      returned: 'partial',
      returned_amount: 20,
      items: [
        { id: 'A', quantity: 3, price: 10, quantity_returned: 2 },
        { id: 'B', quantity: 1, price: 20, quantity_returned: 0 },
      ],
      returns: [
        {
          return_id: byItems.body.return_id,
          date_returned: expect.any(Number),
          amount_returned: 20,
          items: [{ id: 'A', quantity: 2 }],
          points_returned: 40,
          pending_points_cancelled: 0,
          points_shortfall: 0,
          voided: false,
          date_voided: null,
          points_given_back: null,
          pending_points_restored: null,
        },
        {
          return_id: byTotal.body.return_id,
          date_returned: expect.any(Number),
          amount_returned: 5,
          items: [],
          points_returned: 10,
          pending_points_cancelled: 0,
          points_shortfall: 0,
          voided: true,
          date_voided: expect.any(Number),
          points_given_back: 10,
          pending_points_restored: 0,
        },
      ],
    });
  });

  it('[Purchase Detail] shows a receipt nobody has claimed with no member, and a purchase returned whole as full', async () => {
    const unclaimed = unique('rcpt');
    const whole = unique('rcpt');
    const member = await newMember(apiKey);
    await purchase({ receipt_id: unclaimed, total: 7.5 });
    await purchase({ receipt_id: whole, total: 3, user_id: member.id });
    await giveBack({ receipt_id: whole });

    const [open, returned] = await Promise.all([detail(unclaimed), detail(whole)]);

    expect(open.body).toMatchObject({ user_id: null, date_claimed: null, points_earned: 15, points_awarded: 15, returned: 'none', returns: [] });
    expect(returned.body).toMatchObject({ user_id: member.id, returned: 'full', returned_amount: 3, points_returned: 6, points_awarded: 0 });
  });

  it("[Purchase Detail] answers 404 not_found for a receipt id nobody recorded and for another client's receipt", async () => {
    const receipt = unique('rcpt');
    await purchase({ receipt_id: receipt, total: 1 });
    const { apiKey: otherKey } = await newClient({ purchase_v1: true });

    const unknown = await detail('NO-SUCH-RECEIPT');
    const foreign = await detail(receipt, otherKey);

    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found', message: 'receipt_id: no purchase has this receipt id' } });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it("[User Purchase History] lists the member's purchases newest first, 10 a page, with links to the other pages", async () => {
    const member = await newMember(apiKey);
    const receipts = Array.from({ length: 12 }, (_unused, day) => `${unique('h')}-day${day}`);
    for (const [day, receipt] of receipts.entries()) await purchase({ receipt_id: receipt, total: day + 1, user_id: member.id, date_purchase: FIRST_DAY + day * DAY });
    await giveBack({ receipt_id: receipts[11], total: 12 });
    await giveBack({ receipt_id: receipts[10], total: 1 });

    const first = await history(member.id);
    const second = await history(member.id, { page: 2 });
    const past = await history(member.id, { page: 3 });

    expect(first.status).toBe(200);
    expect(first.body.paging).toEqual({ total: 12, pages: 2, next_page: expect.stringContaining('page=2'), prev_page: null });
    expect(first.body.purchases.map((p: { receipt_id: string }) => p.receipt_id)).toEqual([...receipts].reverse().slice(0, 10));
    expect(first.body.purchases[0]).toEqual({
      purchase_id: receipts[11],
      purchase_id_type: 'receipt_id',
      receipt_id: receipts[11],
      date_purchase: FIRST_DAY + 11 * DAY,
      purchase_total: 12,
      returned_amount: 12,
      total_points_earned: 24,
      total_points_returned: 24,
      total_points_awarded: 0,
      returned: 'full',
    });
    expect(first.body.purchases[1]).toMatchObject({ returned: 'partial', returned_amount: 1, total_points_earned: 22, total_points_awarded: 20 });
    expect(first.body.purchases[2]).toMatchObject({ returned: 'none', returned_amount: 0, total_points_awarded: 20 });
    expect(second.body.paging).toEqual({ total: 12, pages: 2, next_page: null, prev_page: expect.stringContaining('page=1') });
    expect(second.body.purchases.map((p: { receipt_id: string }) => p.receipt_id)).toEqual([receipts[1], receipts[0]]);
    expect(past.body).toEqual({ paging: { total: 12, pages: 2, next_page: null, prev_page: expect.stringContaining('page=2') }, purchases: [] });
  });

  it('[User Purchase History] keeps to date_start..date_end (both days included), and lists claimed receipts but no one else’s purchases', async () => {
    const member = await newMember(apiKey);
    const someoneElse = await newMember(apiKey);
    const receipts = Array.from({ length: 6 }, (_unused, day) => `${unique('d')}-day${day}`);
    for (const [day, receipt] of receipts.entries()) await purchase({ receipt_id: receipt, total: 1, user_id: day === 0 ? someoneElse.id : member.id, date_purchase: FIRST_DAY + day * DAY });
    const claimed = unique('c');
    await purchase({ receipt_id: claimed, total: 2, date_purchase: FIRST_DAY + 3 * DAY + 60 });
    await call('POST', '/v2/claim_receipt/online', { query: { api_key: apiKey }, body: { user_id: member.id, receipt_number: claimed, receipt_total: 2 } });

    const ranged = await history(member.id, { date_start: '2025-01-03', date_end: '2025-01-04' });
    const fromOnly = await history(member.id, { date_start: '2025-01-05' });
    const everything = await history(member.email_address, { id_type: 'email' });

    expect(ranged.body.purchases.map((p: { receipt_id: string }) => p.receipt_id)).toEqual([claimed, receipts[3], receipts[2]]);
    expect(fromOnly.body.purchases.map((p: { receipt_id: string }) => p.receipt_id)).toEqual([receipts[5], receipts[4]]);
    expect(everything.body.paging.total).toBe(6);
    expect(everything.body.purchases.map((p: { receipt_id: string }) => p.receipt_id)).not.toContain(receipts[0]);
  });

  it('[User Purchase History] answers a member with no purchases an empty page, and refuses bad dates and unknown members', async () => {
    const member = await newMember(apiKey);

    const empty = await history(member.id);
    const backwards = await history(member.id, { date_start: '2025-01-05', date_end: '2025-01-04' });
    const notADate = await history(member.id, { date_start: '2025-13-45' });
    const unknown = await history(999_999_999_999);

    expect(empty).toMatchObject({ status: 200, body: { paging: { total: 0, pages: 0, next_page: null, prev_page: null }, purchases: [] } });
    expect(backwards).toMatchObject({ status: 400, body: { error: 'param_error', message: 'date_end must not be before date_start' } });
    expect(notADate).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'page_not_found', message: 'user does not exist' } });
  });
});
