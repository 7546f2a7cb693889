import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { creditPoints } from '../../local/walks/points.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { expectLedgerHolds, storedMember } from '../helpers/ledger.js';

/**
 * A second pair of eyes on large adjustments: one over the program's adjustment_approval_threshold
 * (or a support operator's cap) waits, moving nothing, until a manager or owner other than its
 * requester approves it within seven days; the approval applies it exactly once.
 */

const DAY = 86_400;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('approval of large points adjustments', () => {
  let clientId: string;
  let apiKey: string;
  let managerA: { token: string; email: string };
  let managerB: { token: string; email: string };
  let support: { token: string; email: string };
  let viewer: { token: string; email: string };
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    [managerA, managerB, support, viewer] = await Promise.all([
      signedInOperator('manager'),
      signedInOperator('manager'),
      signedInOperator('support'),
      signedInOperator('viewer'),
    ]);
  });
  afterEach(() => resetClock());

  const adjust = (token: string, memberId: number, body: Record<string, unknown>) =>
    call('POST', `/admin/v1/clients/${clientId}/members/${memberId}/points_adjustments`, { headers: bearer(token), body });
  const decide = (token: string, adjustmentId: string, verdict: 'approve' | 'refuse', body?: Record<string, unknown>) =>
    call('POST', `/admin/v1/clients/${clientId}/adjustment_approvals/${adjustmentId}/${verdict}`, { headers: bearer(token), body });
  const queue = async (status: string, token = managerA.token) =>
    (await call('GET', `/admin/v1/clients/${clientId}/adjustment_approvals`, { headers: bearer(token), query: { status, limit: 100 } })).body.approvals as any[];
  const ids = (approvals: any[]) => approvals.map((approval) => approval.adjustment_id);
  const balances = async (memberId: number) => {
    const member = await storedMember(clientId, memberId);
    return { total_points: member?.total_points, redeemable_points: member?.redeemable_points };
  };
  const adjustmentEntries = async (memberId: number) => (await queryLedger(clientId, memberId)).filter((entry) => entry.kind === 'adjustment');

  it('applies an adjustment up to the threshold at once (201, applied) and holds a larger one as pending (202), moving nothing', async () => {
    const member = await newMember(apiKey);

    const atThreshold = await adjust(managerA.token, member.id, { points: 10_000, reason: 'Migration fix' });
    const over = await adjust(managerA.token, member.id, { points: 10_001, reason: 'Migration fix, part two', reference: 'TICKET-9' });

    expect(atThreshold).toMatchObject({ status: 201, body: { status: 'applied', points: 10_000, ending_redeemable: 10_000, approved_by: null } });
    expect(over).toMatchObject({
      status: 202,
      body: { status: 'pending_approval', points: 10_001, reference: 'TICKET-9', requested_by: managerA.email, decided_by: null, ending_redeemable: null },
    });
    expect(over.body.expires_at).toBe(over.body.date_created + 7 * DAY);
    expect(await balances(member.id)).toEqual({ total_points: 10_000, redeemable_points: 10_000 });
    expect(ids(await queue('pending'))).toContain(over.body.adjustment_id);
    expect(ids(await queue('pending', support.token))).toContain(over.body.adjustment_id);
  });

  it("sends a support operator's adjustment over their cap for approval instead of refusing it; one within the cap applies", async () => {
    const member = await newMember(apiKey);

    const overCap = await adjust(support.token, member.id, { points: 1_001, reason: 'Lost parcel' });
    const withinCap = await adjust(support.token, member.id, { points: 1_000, reason: 'Late delivery' });

    expect(overCap).toMatchObject({ status: 202, body: { status: 'pending_approval', requested_by: support.email } });
    expect(withinCap).toMatchObject({ status: 201, body: { status: 'applied' } });
    expect(await balances(member.id)).toEqual({ total_points: 1_000, redeemable_points: 1_000 });
  });

  it('applies a request once when another manager approves it: the ledger entry names requester and approver', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(support.token, member.id, { points: 25_000, reason: 'Store outage compensation' })).body;

    const approved = await decide(managerA.token, asked.adjustment_id, 'approve');
    const again = await decide(managerB.token, asked.adjustment_id, 'approve');

    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', decided_by: managerA.email, ending_redeemable: 25_000, points: 25_000 } });
    expect(again).toMatchObject({ status: 409, body: { error: 'conflict', message: `the adjustment request was already approved by ${managerA.email}` } });
    expect(await balances(member.id)).toEqual({ total_points: 25_000, redeemable_points: 25_000 });
    const entries = await adjustmentEntries(member.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ num_points: 25_000, notes: 'Store outage compensation' });
    expect(JSON.stringify(entries[0])).toContain(support.email);
    expect(JSON.stringify(entries[0])).toContain(managerA.email);
    const listed = await call('GET', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, { headers: ADMIN_HEADERS });
    expect(listed.body).toEqual([expect.objectContaining({ adjustment_id: asked.adjustment_id, adjusted_by: support.email, approved_by: managerA.email, status: 'applied' })]);
    expect(ids(await queue('approved'))).toContain(asked.adjustment_id);
    expect(ids(await queue('pending'))).not.toContain(asked.adjustment_id);
    await expectLedgerHolds(clientId, member.id);
  });

  it('refuses a requester approving their own adjustment with 403 in plain words, moving nothing', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(managerA.token, member.id, { points: 50_000, reason: 'Bulk goodwill' })).body;

    const own = await decide(managerA.token, asked.adjustment_id, 'approve');

    expect(own).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'you asked for this adjustment, so another manager or owner must approve it' } });
    expect(await balances(member.id)).toEqual({ total_points: 0, redeemable_points: 0 });
    expect(ids(await queue('pending'))).toContain(asked.adjustment_id);
  });

  it('applies a request once under six parallel approvals by two managers: one 200, the others the same answer or 409', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(support.token, member.id, { points: 12_345, reason: 'Parallel approvals' })).body;

    const answers = await Promise.all([managerA, managerB, managerA, managerB, managerA, managerB].map((manager) => decide(manager.token, asked.adjustment_id, 'approve')));

    const approvedAnswers = answers.filter((answer) => answer.status === 200);
    expect(approvedAnswers).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409 && answer.body.error === 'conflict')).toBe(true);
    expect(await adjustmentEntries(member.id)).toHaveLength(1);
    expect(await balances(member.id)).toEqual({ total_points: 12_345, redeemable_points: 12_345 });
    await expectLedgerHolds(clientId, member.id);
  });

  it('refuses a request with a reason: nothing moves, it cannot be approved after, and its requester may withdraw their own', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(support.token, member.id, { points: 30_000, reason: 'Unclear request' })).body;
    const own = (await adjust(managerA.token, member.id, { points: 40_000, reason: 'Typed one zero too many' })).body;

    const refused = await decide(managerB.token, asked.adjustment_id, 'refuse', { reason: 'No ticket backs this.' });
    const approveAfter = await decide(managerA.token, asked.adjustment_id, 'approve');
    const withdrawn = await decide(managerA.token, own.adjustment_id, 'refuse', { reason: 'Withdrawn: wrong amount' });
    const noReason = await decide(managerB.token, own.adjustment_id, 'refuse', { reason: ' ' });

    expect(refused).toMatchObject({ status: 200, body: { status: 'refused', decided_by: managerB.email, refusal_reason: 'No ticket backs this.', ending_redeemable: null } });
    expect(approveAfter).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringContaining('already refused') } });
    expect(withdrawn).toMatchObject({ status: 200, body: { status: 'refused', decided_by: managerA.email } });
    expect(noReason).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('reason') } });
    expect(await balances(member.id)).toEqual({ total_points: 0, redeemable_points: 0 });
    expect(ids(await queue('refused'))).toEqual(expect.arrayContaining([asked.adjustment_id, own.adjustment_id]));
  });

  it('answers 409 expired for an approval after seven days, and lists the request as expired, not pending', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(support.token, member.id, { points: 15_000, reason: 'Waited too long' })).body;
    advanceClock(7 * DAY + 1);

    const late = await decide(managerA.token, asked.adjustment_id, 'approve');
    const lateRefusal = await decide(managerA.token, asked.adjustment_id, 'refuse', { reason: 'Too late' });

    expect(late).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringMatching(/^expired: /) } });
    expect(lateRefusal).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringMatching(/^expired: /) } });
    expect(await balances(member.id)).toEqual({ total_points: 0, redeemable_points: 0 });
    const expired = await queue('expired');
    expect(expired.find((approval) => approval.adjustment_id === asked.adjustment_id)).toMatchObject({ status: 'expired', decided_by: null });
    expect(ids(await queue('pending'))).not.toContain(asked.adjustment_id);
  });

  it("refuses an approved debit the member's redeemable points no longer cover with input_error, moving nothing", async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 30_000);
    const asked = (await adjust(support.token, member.id, { points: -20_000, reason: 'Fraudulent credits' })).body;
    await adjust(managerA.token, member.id, { points: -10_000, reason: 'First correction' });
    await adjust(managerA.token, member.id, { points: -10_000, reason: 'Second correction' });

    const approved = await decide(managerB.token, asked.adjustment_id, 'approve');

    expect(asked.status).toBe('pending_approval');
    expect(approved).toMatchObject({ status: 400, body: { error: 'input_error', message: 'points: the member has 10000 redeemable points' } });
    expect(await balances(member.id)).toEqual({ total_points: 30_000, redeemable_points: 10_000 });
    expect(ids(await queue('pending'))).toContain(asked.adjustment_id);
  });

  it('refuses the viewer the queue and both verdicts, and support the verdicts, with 403', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(managerA.token, member.id, { points: 11_000, reason: 'Roles' })).body;

    const viewerList = await call('GET', `/admin/v1/clients/${clientId}/adjustment_approvals`, { headers: bearer(viewer.token) });
    const viewerApproval = await decide(viewer.token, asked.adjustment_id, 'approve');
    const supportApproval = await decide(support.token, asked.adjustment_id, 'approve');
    const supportRefusal = await decide(support.token, asked.adjustment_id, 'refuse', { reason: 'no' });

    for (const answer of [viewerList, viewerApproval, supportApproval, supportRefusal]) expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(ids(await queue('pending'))).toContain(asked.adjustment_id);
  });

  it('records approvals in the audit log with what they changed from', async () => {
    const member = await newMember(apiKey);
    const asked = (await adjust(support.token, member.id, { points: 10_500, reason: 'Audited' })).body;
    await decide(managerB.token, asked.adjustment_id, 'approve');

    const audit = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { limit: '100' } });

    const approval = audit.body.entries.find((entry: any) => entry.operation === 'AdminApproveAdjustment' && entry.targets.adjustment_id === asked.adjustment_id);
    expect(approval).toMatchObject({
      actor: { name: managerB.email, role: 'manager' },
      action: 'points',
      targets: { member_id: String(member.id) },
      before: { status: 'pending_approval', redeemable_points: 0, total_points: 0 },
    });
    const request = audit.body.entries.find((entry: any) => entry.operation === 'AdminCreatePointsAdjustment' && entry.targets.adjustment_id === asked.adjustment_id);
    expect(request).toMatchObject({ actor: { name: support.email }, targets: { approval: 'requested' }, changes: { points: 10_500, reason: 'Audited' } });
  });

  it('waives approval when the threshold is null, pages the queue newest first, and refuses a made-up cursor', async () => {
    const other = await newClient({ adjustment_approval_threshold: null });
    const member = await newMember(other.apiKey);
    const path = `/admin/v1/clients/${other.clientId}`;
    const large = await call('POST', `${path}/members/${member.id}/points_adjustments`, { headers: bearer(managerA.token), body: { points: 500_000, reason: 'No threshold' } });
    const asked: string[] = [];
    for (const points of [2_000, 3_000, 4_000]) {
      asked.push((await call('POST', `${path}/members/${member.id}/points_adjustments`, { headers: bearer(support.token), body: { points, reason: 'Over cap' } })).body.adjustment_id);
      advanceClock(1);
    }

    const first = await call('GET', `${path}/adjustment_approvals`, { headers: bearer(support.token), query: { limit: '2' } });
    const second = await call('GET', `${path}/adjustment_approvals`, { headers: bearer(support.token), query: { limit: '2', cursor: first.body.next_cursor } });
    const madeUp = await call('GET', `${path}/adjustment_approvals`, { headers: bearer(support.token), query: { cursor: 'not-a-cursor' } });

    expect(large).toMatchObject({ status: 201, body: { status: 'applied' } });
    expect(ids(first.body.approvals)).toEqual([asked[2], asked[1]]);
    expect(ids(second.body.approvals)).toEqual([asked[0]]);
    expect(second.body.next_cursor).toBeNull();
    expect(madeUp).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('cursor') } });
  });
});
