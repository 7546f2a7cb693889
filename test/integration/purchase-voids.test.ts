import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { randomUUID } from 'node:crypto';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { expectLedgerHolds } from '../helpers/ledger.js';
import { createReward, redeem } from '../../local/walks/rewards.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { queryPrefix } from '../../shared/data/batch-reads.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';

const DAY = 86_400;

describe('voiding a return (DELETE /v2/purchases/return/{return_id})', () => {
  afterEach(() => resetClock());

  const purchase = (apiKey: string, body: Record<string, unknown>) => call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: unique('rcpt'), ...body } });
  const giveBack = (apiKey: string, body: Record<string, unknown>) => call('POST', '/v2/purchases/return', { query: { api_key: apiKey }, body });
  const voidIt = (apiKey: string, returnId: string, headers?: Record<string, string>) =>
    call('DELETE', `/v2/purchases/return/${encodeURIComponent(returnId)}`, { query: { api_key: apiKey }, headers });
  const balances = async (apiKey: string, id: number) => (await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey } })).body;
  const detail = async (apiKey: string, receipt: string) => (await call('GET', `/v2/purchases/${encodeURIComponent(receipt)}`, { query: { api_key: apiKey } })).body;

  async function program(settings: Record<string, unknown> = {}) {
    const { clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1, ...settings });
    const member = await newMember(apiKey);
    return { clientId, apiKey, member, ledgerHolds: () => expectLedgerHolds(clientId, member.id) };
  }

  it('[Void Return] gives back the points the return took, through the ledger, once: a second DELETE answers the same and credits nothing', async () => {
    const { clientId, apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id, items: [{ id: 'A', quantity: 2, price: 10 }, { id: 'B', quantity: 1, price: 80 }] });
    const returned = await giveBack(apiKey, { receipt_id: receipt, return_id: 'RT-1', items: [{ id: 'A', quantity: 1 }] });

    const first = await voidIt(apiKey, 'RT-1');
    const second = await voidIt(apiKey, 'RT-1');

    expect(returned.body).toMatchObject({ return_id: 'RT-1', points_returned: 10 });
    expect(first).toMatchObject({
      status: 200,
      body: { return_id: 'RT-1', receipt_id: receipt, user_id: member.id, total_points_awarded: 10, pending_points_restored: 0, date_voided: expect.any(Number) },
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 100, redeemable_points: 100, num_points_purchased: 100 });
    const voids = (await queryLedger(clientId, member.id)).filter((entry) => entry.kind === 'return_void');
    expect(voids).toEqual([expect.objectContaining({ num_points: 10, counts_toward_total: false, receipt_id: receipt, return_id: 'RT-1' })]);
    const events = await memberOutboxEvents(clientId, member.id);
    expect(events.filter((event) => event.type === 'points.return_voided')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ user_id: member.id, points: 10, source: 'return_void', redeemable_points: 100, total_points: 100 }) }),
    ]);
    await ledgerHolds();
  });

  it('[Void Return] puts the returned units back, so they can be returned again, and the purchase shows the return voided', async () => {
    const { apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 20, user_id: member.id, items: [{ id: 'A', quantity: 2, price: 10 }] });
    const all = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'A', quantity: 2 }] });
    const refused = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'A', quantity: 1 }] });

    await voidIt(apiKey, all.body.return_id);
    const again = await giveBack(apiKey, { receipt_id: receipt, items: [{ id: 'A', quantity: 1 }] });

    expect(all.body).toMatchObject({ amount_returned: 20, points_returned: 20, return_id: expect.any(String) });
    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: 'the purchase was already returned' } });
    expect(again).toMatchObject({ status: 200, body: { amount_returned: 10, points_returned: 10 } });
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 20, redeemable_points: 10 });
    expect(await detail(apiKey, receipt)).toMatchObject({
      returned: 'partial',
      returned_amount: 10,
      points_returned: 10,
      items: [{ id: 'A', quantity: 2, price: 10, quantity_returned: 1 }],
      returns: [
        { return_id: all.body.return_id, voided: true, points_returned: 20, points_given_back: 20, pending_points_restored: 0 },
        { return_id: again.body.return_id, voided: false, points_returned: 10, date_voided: null, points_given_back: null },
      ],
    });
    await ledgerHolds();
  });

  it('[Void Return] puts points the return cancelled back on the pending entry, where they clear as pending points do', async () => {
    const { apiKey, member, ledgerHolds } = await program({ pending_points: { enabled: true, period_days: 30 } });
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 40, user_id: member.id, date_purchase: nowSeconds() });
    const half = await giveBack(apiKey, { receipt_id: receipt, total: 20 });

    const voided = await voidIt(apiKey, half.body.return_id);
    const waiting = await call('GET', `/v2/users/${member.id}/points/pending`, { query: { api_key: apiKey } });
    advanceClock(31 * DAY);
    await call('GET', `/v2/users/${member.id}/points/pending`, { query: { api_key: apiKey } });

    expect(half.body).toMatchObject({ pending_points_cancelled: 20, points_returned: 0 });
    expect(voided.body).toMatchObject({ total_points_awarded: 20, pending_points_restored: 20 });
    expect(waiting.body.pending).toEqual([expect.objectContaining({ number_of_points: '40' })]);
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 40, redeemable_points: 40 });
    await ledgerHolds();
  });

  it('[Void Return] restores pending points whose entry has cleared since as due at once, so the member earns them', async () => {
    const { apiKey, member, ledgerHolds } = await program({ pending_points: { enabled: true, period_days: 10 } });
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 30, user_id: member.id, date_purchase: nowSeconds() });
    const whole = await giveBack(apiKey, { receipt_id: receipt });
    advanceClock(40 * DAY);

    const voided = await voidIt(apiKey, whole.body.return_id);
    const cleared = await call('GET', `/v2/users/${member.id}/points/pending`, { query: { api_key: apiKey } });

    expect(whole.body).toMatchObject({ pending_points_cancelled: 30 });
    expect(voided.body).toMatchObject({ total_points_awarded: 30, pending_points_restored: 30 });
    expect(cleared.status).toBe(200);
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 30, redeemable_points: 30, num_points_purchased: 30 });
    await ledgerHolds();
  });

  it('[Void Return] gives back only what the return took when the member had spent the rest, and clears the recorded shortfall', async () => {
    const { clientId, apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 100, user_id: member.id });
    const reward = await createReward(clientId, { num_points: 80, total_quantity: 5 });
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);
    const returned = await giveBack(apiKey, { receipt_id: receipt });

    const voided = await voidIt(apiKey, returned.body.return_id);

    expect(returned.body).toMatchObject({ points_returned: 20, points_shortfall: 80 });
    expect(voided.body).toMatchObject({ total_points_awarded: 20 });
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 100, redeemable_points: 20 });
    expect(await detail(apiKey, receipt)).toMatchObject({ returned: 'none', points_returned: 0, points_shortfall: 0, points_awarded: 100 });
    await ledgerHolds();
  });

  it('[Void Return] of a receipt nobody had claimed answers user_id null and the points the return accounted for; the claim then earns them all', async () => {
    const { apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 10 });
    const returned = await giveBack(apiKey, { receipt_id: receipt, total: 4 });

    const voided = await voidIt(apiKey, returned.body.return_id);
    const claim = await call('POST', '/v2/claim_receipt/online', { query: { api_key: apiKey }, body: { user_id: member.id, receipt_number: receipt, receipt_total: 10 } });

    expect(voided.body).toMatchObject({ user_id: null, total_points_awarded: 4, pending_points_restored: 0 });
    expect(claim).toMatchObject({ status: 200, body: { points: '10' } });
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 10, redeemable_points: 10 });
    await ledgerHolds();
  });

  it('[Void Return] refuses a return made before the receipt was claimed once it has been claimed, and changes nothing', async () => {
    const { apiKey, member } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 10 });
    const returned = await giveBack(apiKey, { receipt_id: receipt, total: 4 });
    await call('POST', '/v2/claim_receipt/online', { query: { api_key: apiKey }, body: { user_id: member.id, receipt_number: receipt, receipt_total: 10 } });

    const refused = await voidIt(apiKey, returned.body.return_id);

    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('before the receipt was claimed') } });
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 6, redeemable_points: 6 });
    expect(await detail(apiKey, receipt)).toMatchObject({ returned_amount: 4, returns: [{ voided: false }] });
  });

  it("[Void Return] answers 404 not_found for an unknown return id and for another client's, and for a client without Purchase V1 input_error", async () => {
    const { apiKey, member } = await program();
    const other = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 10, user_id: member.id });
    const returned = await giveBack(apiKey, { receipt_id: receipt, total: 5 });
    const { apiKey: noPurchases } = await newClient({ purchase_v1: false });

    const unknown = await voidIt(apiKey, 'NO-SUCH-RETURN');
    const foreign = await voidIt(other.apiKey, returned.body.return_id);
    const disabled = await voidIt(noPurchases, returned.body.return_id);

    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found', message: 'return_id: no return has this id' } });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(disabled).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 5 });
  });

  it('[Return] takes the return_id sent, refuses it a second time for the client, and mints one when none is sent', async () => {
    const { apiKey, member } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 10, user_id: member.id });
    const returnId = unique('RT');

    const named = await giveBack(apiKey, { receipt_id: receipt, return_id: returnId, total: 2 });
    const reused = await giveBack(apiKey, { receipt_id: receipt, return_id: returnId, total: 2 });
    const minted = await giveBack(apiKey, { receipt_id: receipt, total: 2 });

    expect(named.body).toMatchObject({ return_id: returnId, points_returned: 2 });
    expect(reused).toMatchObject({ status: 400, body: { error: 'input_error', message: 'return_id: a return with this id already exists' } });
    expect(minted.body.return_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 6 });
  });

  it('[Void Return] with an Idempotency-Key answers a repeat from the record', async () => {
    const { apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 10, user_id: member.id });
    const returned = await giveBack(apiKey, { receipt_id: receipt, total: 10 });
    const key = { 'idempotency-key': randomUUID() };

    const first = await voidIt(apiKey, returned.body.return_id, key);
    const replay = await voidIt(apiKey, returned.body.return_id, key);

    expect(first).toMatchObject({ status: 200, body: { total_points_awarded: 10 } });
    expect(replay.body).toEqual(first.body);
    expect(await balances(apiKey, member.id)).toMatchObject({ redeemable_points: 10, total_points: 10 });
    await ledgerHolds();
  });

  it('[Void Return] credits once when the same return is voided by 8 requests at the same moment', async () => {
    const { clientId, apiKey, member, ledgerHolds } = await program();
    const receipt = unique('rcpt');
    await purchase(apiKey, { receipt_id: receipt, total: 50, user_id: member.id });
    const returned = await giveBack(apiKey, { receipt_id: receipt, total: 30 });

    const voids = await Promise.all(Array.from({ length: 8 }, () => voidIt(apiKey, returned.body.return_id)));

    expect(voids.map((res) => res.status)).toEqual(Array(8).fill(200));
    for (const res of voids) expect(res.body).toEqual(voids[0]!.body);
    expect(voids[0]!.body).toMatchObject({ total_points_awarded: 30 });
    expect(await balances(apiKey, member.id)).toMatchObject({ total_points: 50, redeemable_points: 50 });
    expect((await queryLedger(clientId, member.id)).filter((entry) => entry.kind === 'return_void')).toHaveLength(1);
    expect(await detail(apiKey, receipt)).toMatchObject({ returned_amount: 0, points_returned: 0 });
    await ledgerHolds();
  });
});
