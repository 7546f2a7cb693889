import { ADMIN_HEADERS, call, newClient, newMember, resendingRefusals } from '../../../local/walks/api.js';
import { expectLedgerHolds as ledgerHolds } from '../../helpers/ledger.js';
import { creditPoints } from '../../../local/walks/points.js';

describe('audited points adjustments (operator API)', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  const adjust = (memberId: number | string, body: unknown) =>
    call('POST', `/admin/v1/clients/${clientId}/members/${memberId}/points_adjustments`, { headers: ADMIN_HEADERS, body });
  const list = (memberId: number | string) => call('GET', `/admin/v1/clients/${clientId}/members/${memberId}/points_adjustments`, { headers: ADMIN_HEADERS });
  const balances = async (memberId: number) => (await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } })).body;
  const expectLedgerHolds = (memberId: number) => ledgerHolds(clientId, memberId);

  it('gives and takes points through the ledger, recording who made each adjustment and why', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);

    const give = await adjust(member.id, { points: 40, reason: 'Goodwill for a late delivery', reference: 'TICKET-81' });
    const take = await adjust(member.id, { points: -30, reason: 'Duplicate credit' });
    const listed = await list(member.id);

    expect(give).toMatchObject({ status: 201, body: { points: 40, reason: 'Goodwill for a late delivery', reference: 'TICKET-81', adjusted_by: 'local-admin', ending_redeemable: 140 } });
    expect(take).toMatchObject({ status: 201, body: { points: -30, reference: null, adjusted_by: 'local-admin', ending_redeemable: 110 } });
    expect(await balances(member.id)).toMatchObject({ total_points: 140, redeemable_points: 110 });
    expect(listed.body.map((a: any) => a.points).sort()).toEqual([-30, 40]);
    await expectLedgerHolds(member.id);
  });

  it('refuses to take more than the redeemable points with input_error and changes nothing', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 10);

    const res = await adjust(member.id, { points: -11, reason: 'Too much' });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('10 redeemable') } });
    expect((await list(member.id)).body).toEqual([]);
    expect(await balances(member.id)).toMatchObject({ redeemable_points: 10 });
    await expectLedgerHolds(member.id);
  });

  it('never goes below zero when takings race', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);

    // Sent as a client does under contention: a 409 conflict changed nothing and is sent again.
    const results = await Promise.all(Array.from({ length: 8 }, () => resendingRefusals(() => adjust(member.id, { points: -25, reason: 'Race' }))));

    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status !== 201).every((r) => r.body.error === 'input_error')).toBe(true);
    expect(await balances(member.id)).toMatchObject({ redeemable_points: 0, total_points: 100 });
    await expectLedgerHolds(member.id);
  });

  it('answers bad input with input_error, an unknown member with not_found, and a client api_key with 401', async () => {
    const member = await newMember(apiKey);

    const zero = await adjust(member.id, { points: 0, reason: 'Nothing' });
    const noReason = await adjust(member.id, { points: 5 });
    const fraction = await adjust(member.id, { points: 1.5, reason: 'x' });
    const unknown = await adjust(4242424242, { points: 5, reason: 'Nobody' });
    const listUnknown = await list(4242424242);
    const asClient = await call('POST', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, { query: { api_key: apiKey }, body: { points: 5, reason: 'x' } });

    for (const res of [zero, noReason, fraction]) expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(listUnknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(asClient.status).toBe(401);
    expect(await balances(member.id)).toMatchObject({ total_points: 0, redeemable_points: 0 });
  });
});
