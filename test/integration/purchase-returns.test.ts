import { randomUUID } from 'node:crypto';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { expectLedgerHolds } from '../helpers/ledger.js';
import { createReward, redeem } from '../../local/walks/rewards.js';

describe('purchase returns (POST /v2/purchases/return)', () => {
  const purchase = (apiKey: string, body: Record<string, unknown>) => call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: unique('rcpt'), ...body } });
  const giveBack = (apiKey: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call('POST', '/v2/purchases/return', { query: { api_key: apiKey }, body, headers });
  const balances = async (apiKey: string, id: number) => (await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } })).body;

  async function program(settings: Record<string, unknown> = {}) {
    const { clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1, ...settings });
    const member = await newMember(apiKey);
    const ledgerHolds = () => expectLedgerHolds(clientId, member.id, { mayOverdraw: settings.returns_may_overdraw === true });
    return { clientId, apiKey, member, ledgerHolds };
  }

  it('takes back all the points of a purchase returned whole, through the ledger; a second return is refused', async () => {
    const { apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id });

    const res = await giveBack(apiKey, { receipt_id: receipt });
    const again = await giveBack(apiKey, { receipt_id: receipt });

    expect(res).toMatchObject({ status: 200, body: { receipt_id: receipt, amount_returned: 100, points_returned: 100, pending_points_cancelled: 0, points_shortfall: 0 } });
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 0, total_points: 100 });
    expect(again).toMatchObject({ status: 400, body: { error: 'input_error', message: 'the purchase was already returned' } });
    await ledgerHolds();
  });

  it('takes back points in proportion to the items returned, and refuses returning the same units twice', async () => {
    const { apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 50, user_id: member.id, items: [{ id: 'A', quantity: 2, price: 10 }, { id: 'B', quantity: 1, price: 30 }] });

    const first = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'A', quantity: 1 }] });
    const tooMany = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'A', quantity: 2 }] });
    const unknownLine = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'C', quantity: 1 }] });
    const second = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'A', quantity: 1 }] });
    const rest = await giveBack(apiKey, { receipt_id: receipt, total: 30 });

    expect(first.body).toMatchObject({ amount_returned: 10, points_returned: 10 });
    expect(tooMany).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('1 of line A') } });
    expect(unknownLine).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(second.body).toMatchObject({ amount_returned: 10, points_returned: 10 });
    expect(rest.body).toMatchObject({ amount_returned: 30, points_returned: 30 });
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 0, total_points: 50 });
    await ledgerHolds();
  });

  it('cancels pending points not yet cleared instead of taking redeemable points', async () => {
    const { apiKey, member, ledgerHolds } = await program({ pending_points: { enabled: true, period_days: 30 } });
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 40, user_id: member.id });

    const half = await giveBack(apiKey, { receipt_id: receipt, total: 20 });
    const pendingAfterHalf = await call('GET', `/v2/users/${member.id}/points/pending`, { query: { api_key: apiKey } });
    const rest = await giveBack(apiKey, { receipt_id: receipt });

    expect(half.body).toMatchObject({ pending_points_cancelled: 20, points_returned: 0 });
    expect(JSON.stringify(pendingAfterHalf.body)).toContain('"number_of_points":"20"');
    expect(rest.body).toMatchObject({ pending_points_cancelled: 20, points_returned: 0 });
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 0, total_points: 0 });
    await ledgerHolds();
  });

  it('takes what is left when the points were already spent, and records the shortfall', async () => {
    const { clientId, apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id });
    const reward = await createReward(clientId, { num_points: 80, total_quantity: 5 });
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);

    const res = await giveBack(apiKey, { receipt_id: receipt });

    expect(res.body).toMatchObject({ points_returned: 20, points_shortfall: 80 });
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 0 });
    await ledgerHolds();
  });

  it('takes redeemable points below zero instead when the client lets returns overdraw', async () => {
    const { clientId, apiKey, member, ledgerHolds } = await program({ returns_may_overdraw: true });
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id });
    const reward = await createReward(clientId, { num_points: 80, total_quantity: 5 });
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);

    const res = await giveBack(apiKey, { receipt_id: receipt });
    const redeemAgain = await redeem(apiKey, member.id, { reward_id: reward.id });

    expect(res.body).toMatchObject({ points_returned: 100, points_shortfall: 0 });
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: -80, total_points: 100 });
    expect(redeemAgain.status).toBe(403);
    await ledgerHolds();
  });

  it('never leaves more points than were earned minus spent when a return races a redemption of the same points', async () => {
    for (let round = 0; round < 5; round++) {
      const { clientId, apiKey, member, ledgerHolds } = await program();
      const receipt = unique('rcpt');
      await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id });
      const reward = await createReward(clientId, { num_points: 100, total_quantity: 5 });

      const [returned, redeemed] = await Promise.all([giveBack(apiKey, { receipt_id: receipt }), redeem(apiKey, member.id, { reward_id: reward.id })]);

      const spent = redeemed.status === 200 ? 100 : 0;
      const { redeemable_points } = await balances(apiKey, member.id);
      expect(returned.status).toBe(200);
      expect(redeemable_points).toBe(100 - spent - returned.body.points_returned);
      expect(returned.body.points_returned + returned.body.points_shortfall).toBe(100);
      expect(redeemable_points).toBeGreaterThanOrEqual(0);
      await ledgerHolds();
    }
  });

  it('honours an Idempotency-Key, refuses unknown receipts and bad bodies, and lets a returned receipt be claimed only for what was kept', async () => {
    const { apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id });
    const key = { 'idempotency-key': randomUUID() };

    const first = await giveBack(apiKey, { receipt_id: receipt, total: 25 }, key);
    const replay = await giveBack(apiKey, { receipt_id: receipt, total: 25 }, key);
    const unknown = await giveBack(apiKey, { receipt_id: 'NO-SUCH-RECEIPT' });
    const both = await giveBack(apiKey, { receipt_id: receipt, total: 1, items: [{ id: 'A' }] });
    const tooMuch = await giveBack(apiKey, { receipt_id: receipt, total: 80 });

    expect(replay.body).toEqual(first.body);
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 75 });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(both).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(tooMuch).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('at most 75') } });
    await ledgerHolds();

    const unclaimed = unique('rcpt');
    await purchase(apiKey, { receipt_id: unclaimed, total: 10 });
    await giveBack(apiKey, { receipt_id: unclaimed, total: 4 });
    const claim = await call('POST', '/v2/claim_receipt/online', { query: { api_key: apiKey }, body: { user_id: member.id, receipt_number: unclaimed, receipt_total: 10 } });
    expect(claim).toMatchObject({ status: 200, body: { points: '6' } });
  });
});
