import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { injectTransactionConflicts } from '../helpers/transaction-conflicts.js';

/**
 * The audit log: every operator write records who (actor and role), what (operation, route,
 * targets, the fields set), when and under which request id, in the change's own transaction
 * where the change is one, so a change never stands without its entry and a refused change
 * leaves none.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function auditOf(clientId: string, query: Record<string, string> = {}) {
  const res = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query });
  expect(res.status).toBe(200);
  return res.body as { entries: any[]; next_cursor: string | null };
}

describe('audit log', () => {
  let clientId: string;
  let apiKey: string;
  let support: string;
  let supportId: string;
  let supportEmail: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    ({ token: support, operatorId: supportId, email: supportEmail } = await signedInOperator('support'));
  });

  it("records support's points adjustment with actor, role, route, targets, request id, time and the fields set, found by member and by actor", async () => {
    const member = await newMember(apiKey);
    const before = new Date().toISOString();

    const made = await call('POST', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, {
      headers: bearer(support),
      body: { points: 40, reason: 'missing stamp' },
    });

    expect(made.status).toBe(201);
    const requestId = made.headers['apigw-requestid'];
    const byMember = await auditOf(clientId, { member_id: String(member.id) });
    const byActor = await auditOf(clientId, { actor: supportId });
    const entry = byMember.entries.find((e) => e.request_id === requestId);
    expect(entry).toEqual({
      entry_id: expect.any(String),
      at: expect.any(String),
      actor: { id: supportId, name: supportEmail, role: 'support' },
      operation: 'AdminCreatePointsAdjustment',
      route: 'POST /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments',
      request_id: requestId,
      targets: { client_id: clientId, member_id: String(member.id), adjustment_id: made.body.adjustment_id },
      changes: { points: 40, reason: 'missing stamp' },
      before: { redeemable_points: 0, total_points: 0 },
    });
    expect(entry.at >= before && entry.at <= new Date().toISOString()).toBe(true);
    expect(byActor.entries.map((e) => e.request_id)).toContain(requestId);
  });

  it('writes no entry for a change that is refused: a debit beyond the balance (its transaction cancelled), a body that fails validation, a role not allowed', async () => {
    const member = await newMember(apiKey);
    const path = `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`;
    const { token: viewer } = await signedInOperator('viewer');

    const refused = await Promise.all([
      call('POST', path, { headers: bearer(support), body: { points: -500, reason: 'more than they have' } }),
      call('POST', path, { headers: bearer(support), body: { points: 'many', reason: 'bad' } }),
      call('POST', path, { headers: bearer(viewer), body: { points: 5, reason: 'viewer' } }),
    ]);

    expect(refused.map((res) => res.status)).toEqual([expect.any(Number), 400, 403]);
    expect(refused[0]!.status).toBeGreaterThanOrEqual(400);
    expect(refused[0]!.status).toBeLessThan(500);
    expect((await auditOf(clientId, { member_id: String(member.id) })).entries).toEqual([]);
  });

  it('writes the entry in the change’s own transaction: cancelled attempts leave none, the committed one leaves exactly one; a write cancelled to the end leaves none', async () => {
    const member = await newMember(apiKey);
    const path = `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`;

    const conflicts = injectTransactionConflicts(2);
    const retried = await call('POST', path, { headers: bearer(support), body: { points: 7, reason: 'after two conflicts' } });
    conflicts.stop();
    const endless = injectTransactionConflicts(10_000);
    const abandoned = await call('POST', path, { headers: bearer(support), body: { points: 9, reason: 'never commits' } });
    endless.stop();

    expect(retried.status).toBe(201);
    expect(abandoned).toMatchObject({ status: 409, body: { error: 'conflict' } });
    const entries = (await auditOf(clientId, { member_id: String(member.id) })).entries;
    expect(entries.map((e) => [e.request_id, e.changes.points])).toEqual([[retried.headers['apigw-requestid'], 7]]);
  });

  it('records a change made by single-item writes once it has answered, with the ids the answer created, and keeps secrets out', async () => {
    const { clientId: own } = await newClient();

    const webhook = await call('POST', `/admin/v1/clients/${own}/webhooks`, {
      headers: ADMIN_HEADERS,
      body: { url: 'http://127.0.0.1:9/audited', events: ['user.created'] },
    });
    const key = await call('POST', `/admin/v1/clients/${own}/api_keys`, { headers: ADMIN_HEADERS });

    expect([webhook.status, key.status]).toEqual([201, 201]);
    const entries = (await auditOf(own)).entries;
    const created = entries.find((e) => e.operation === 'AdminCreateWebhook');
    const issued = entries.find((e) => e.operation === 'AdminIssueApiKey');
    expect(created).toMatchObject({ actor: { id: 'local-admin', role: 'owner' }, targets: { client_id: own, webhook_id: webhook.body.webhook_id } });
    expect(issued).toMatchObject({ targets: { client_id: own, key_id: key.body.key_id } });
    expect(JSON.stringify(entries)).not.toContain(key.body.api_key);
    expect(JSON.stringify(entries)).not.toContain(webhook.body.secret ?? 'no secret answered');
  });

  it("keeps what belongs to no program in the deployment's log (owners only), and pages both logs newest first with since, until and cursor", async () => {
    const name = unique('audited program ');
    const created = await call('POST', '/admin/v1/clients', { headers: ADMIN_HEADERS, body: { name } });
    const invited = await call('POST', '/admin/v1/operators', { headers: ADMIN_HEADERS, body: { email: `${unique('audit')}@operators.example.com`, role: 'viewer' } });
    const since = new Date(Date.now() - 60_000).toISOString();
    const { token: viewer } = await signedInOperator('viewer');

    const first = await call('GET', '/admin/v1/audit', { headers: ADMIN_HEADERS, query: { since, limit: '1' } });
    const second = await call('GET', '/admin/v1/audit', { headers: ADMIN_HEADERS, query: { since, limit: '1', cursor: first.body.next_cursor } });
    const all = await call('GET', '/admin/v1/audit', { headers: ADMIN_HEADERS, query: { since, limit: '100' } });
    const future = await call('GET', '/admin/v1/audit', { headers: ADMIN_HEADERS, query: { since: '2999-01-01' } });
    const backwards = await call('GET', '/admin/v1/audit', { headers: ADMIN_HEADERS, query: { since: '2026-02-01', until: '2026-01-01' } });
    const notADate = await call('GET', '/admin/v1/audit', { headers: ADMIN_HEADERS, query: { since: 'yesterday' } });
    const asViewer = await call('GET', '/admin/v1/audit', { headers: bearer(viewer) });

    expect([created.status, invited.status]).toEqual([201, 201]);
    const ids = all.body.entries.map((e: any) => e.request_id);
    expect(ids).toEqual(expect.arrayContaining([created.headers['apigw-requestid'], invited.headers['apigw-requestid']]));
    const times = all.body.entries.map((e: any) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.body.entries).toHaveLength(1);
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.entries[0].entry_id).not.toBe(first.body.entries[0].entry_id);
    expect(ids.slice(0, 2)).toEqual([first.body.entries[0].request_id, second.body.entries[0].request_id]);
    const programEntry = all.body.entries.find((e: any) => e.request_id === created.headers['apigw-requestid']);
    expect(programEntry).toMatchObject({ operation: 'AdminCreateClient', targets: { client_id: created.body.client_id }, changes: { name } });
    expect(JSON.stringify(all.body)).not.toContain(invited.body.temporary_password);
    expect(future.body).toEqual({ entries: [], next_cursor: null });
    expect(backwards).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(notADate).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(asViewer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it("answers 404 for an unknown program's log", async () => {
    const res = await call('GET', '/admin/v1/clients/no-such-client/audit', { headers: ADMIN_HEADERS });

    expect(res).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});
