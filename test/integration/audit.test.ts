import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { download, exportAndWait, exportsCall, fileRows, gunzipText } from '../../local/walks/exports.js';
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
      action: 'points',
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

describe('audit log filters, time zone and CSV', () => {
  let clientId: string;
  let apiKey: string;
  let support: { token: string; operatorId: string; email: string };
  let manager: { token: string; operatorId: string; email: string };
  let first: { id: number };
  let second: { id: number };
  const made: Record<string, string> = {};

  /** Every entry of a filtered log, following its cursor one entry a page: the request ids, newest first. */
  async function allPages(query: Record<string, string>): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await auditOf(clientId, { ...query, limit: '1', ...(cursor ? { cursor } : {}) });
      expect(page.entries.length).toBeLessThanOrEqual(1);
      ids.push(...page.entries.map((e) => e.request_id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    return { ids, pages };
  }

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    support = await signedInOperator('support');
    // An address a spreadsheet would read as a formula: the CSV must write it as text.
    manager = await signedInOperator('manager', `=${unique('mia')}@operators.example.com`);
    first = await newMember(apiKey);
    second = await newMember(apiKey);
    const adjust = (who: { token: string }, member: { id: number }, points: number, reason: string) =>
      call('POST', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, { headers: bearer(who.token), body: { points, reason } });
    const steps: Array<[string, () => Promise<{ status: number; headers: Record<string, string> }>]> = [
      ['supportFirst', () => adjust(support, first, 40, 'missing stamp')],
      ['managerFirst', () => adjust(manager, first, 15, 'double stamp')],
      ['managerSecond', () => adjust(manager, second, 5, 'goodwill')],
      ['managerZone', () => call('PATCH', `/admin/v1/clients/${clientId}/settings`, { headers: bearer(manager.token), body: { time_zone: 'Europe/Paris' } })],
    ];
    for (const [name, step] of steps) {
      const res = await step();
      expect([name, res.status]).toEqual([name, name === 'managerZone' ? 200 : 201]);
      made[name] = res.headers['apigw-requestid'] as string;
    }
  });

  it('files every entry under a kind of action and narrows the log by kind, by operator e-mail (any case) and by both with a member', async () => {
    const points = await auditOf(clientId, { kind: 'points' });
    const settings = await auditOf(clientId, { kind: 'settings' });
    const bySupport = await auditOf(clientId, { actor_email: support.email.toUpperCase() });
    const managerOnFirst = await auditOf(clientId, { actor_email: manager.email, kind: 'points', member_id: String(first.id) });
    const managerSettings = await auditOf(clientId, { actor_email: manager.email, kind: 'settings' });
    const nobody = await auditOf(clientId, { actor_email: 'nobody@operators.example.com' });

    expect(points.entries.map((e) => e.request_id)).toEqual([made.managerSecond, made.managerFirst, made.supportFirst]);
    expect(points.entries.every((e) => e.action === 'points')).toBe(true);
    expect(settings.entries.map((e) => [e.request_id, e.action, e.before, e.changes])).toEqual([
      [made.managerZone, 'settings', { time_zone: 'UTC' }, { time_zone: 'Europe/Paris' }],
    ]);
    expect(bySupport.entries.map((e) => e.request_id)).toEqual([made.supportFirst]);
    expect(managerOnFirst.entries.map((e) => e.request_id)).toEqual([made.managerFirst]);
    expect(managerSettings.entries.map((e) => e.request_id)).toEqual([made.managerZone]);
    expect(nobody).toEqual({ entries: [], next_cursor: null });
  });

  it('pages a filtered log by cursor, each page reading a bounded number of items, and finds the same entries', async () => {
    const settings = await allPages({ kind: 'settings' });
    const managerPoints = await allPages({ actor_email: manager.email, kind: 'points' });

    expect(settings.ids).toEqual([made.managerZone]);
    // Four entries read one at a time: the log is walked to its end whatever the filter keeps.
    expect(settings.pages).toBeGreaterThanOrEqual(4);
    expect(managerPoints.ids).toEqual([made.managerSecond, made.managerFirst]);
  });

  it('refuses an unknown kind of action or a malformed e-mail with 400 naming the filter', async () => {
    const kind = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { kind: 'payments' } });
    const email = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS, query: { actor_email: 'not an address' } });

    expect(kind).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('kind') } });
    expect(email).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('actor_email') } });
  });

  it('keeps a program time zone: UTC by default, an IANA name only (400 naming time_zone otherwise)', async () => {
    const { clientId: fresh } = await newClient();
    const settingsPath = `/admin/v1/clients/${fresh}/settings`;

    const initial = await call('GET', settingsPath, { headers: ADMIN_HEADERS });
    const refused = await Promise.all(
      ['Mars/Olympus_Mons', '+01:00', 'Europe Paris', ''].map((time_zone) => call('PATCH', settingsPath, { headers: ADMIN_HEADERS, body: { time_zone } })),
    );
    const set = await call('PATCH', settingsPath, { headers: ADMIN_HEADERS, body: { time_zone: 'America/New_York' } });
    const after = await call('GET', settingsPath, { headers: ADMIN_HEADERS });

    expect(initial.body.time_zone).toBe('UTC');
    for (const res of refused) expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining('time_zone') } });
    expect(set.status).toBe(200);
    expect(after.body.time_zone).toBe('America/New_York');
  });

  it("exports the filtered log as a formula-safe CSV with UTC and program-zone times, plain sentences, before and after", async () => {
    const done = await exportAndWait(clientId, { kind: 'audit', format: 'csv', filters: { actor_email: manager.email, kind: 'points' } });

    expect(done).toMatchObject({ kind: 'audit', status: 'completed', rows: 2, filters: { actor_email: manager.email, kind: 'points' } });
    const fetched = await download(done.download.url);
    const text = gunzipText(fetched.body);
    const rows = fileRows(fetched.body, 'csv');
    expect(text.split('\r\n')[0]).toBe('time_utc,time_program,operator,role,kind,action,member_id,before,after,request_id');
    expect(rows.map((row) => row.request_id)).toEqual([made.managerSecond, made.managerFirst]);
    const [latest, earlier] = rows as Array<Record<string, string>>;
    // Cells that began with "=" are written as text: a quote before them, the cell quoted.
    expect(latest).toMatchObject({ operator: `'${manager.email}`, role: 'manager', kind: 'points', member_id: String(second.id) });
    expect(latest!.action).toBe(`'${manager.email} (manager) gave 5 points to member ${second.id}: goodwill`);
    expect(earlier!.action).toBe(`'${manager.email} (manager) gave 15 points to member ${first.id}: double stamp`);
    expect(text).not.toMatch(/(^|,)=/m);
    expect(JSON.parse(latest!.after!)).toEqual({ points: 5, reason: 'goodwill' });
    expect(JSON.parse(latest!.before!)).toEqual({ redeemable_points: 0, total_points: 0 });
    expect(latest!.time_utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Paris is an hour or two ahead of UTC: the same instant, written in the program's zone.
    const utc = new Date(latest!.time_utc!);
    const paris = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(utc);
    expect(latest!.time_program).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} ${paris}:\\d{2} (CET|CEST|GMT\\+[12])$`));
  });

  it('refuses filters on an export of another kind, and an audit export from a role that may not export', async () => {
    const wrongKind = await exportsCall('POST', clientId, '', { body: { kind: 'members', filters: { kind: 'points' } } });
    const badKind = await exportsCall('POST', clientId, '', { body: { kind: 'audit', filters: { kind: 'payments' } } });
    const asSupport = await call('POST', `/admin/v1/clients/${clientId}/exports`, { headers: bearer(support.token), body: { kind: 'audit' } });

    expect(wrongKind).toMatchObject({ status: 400, body: { message: expect.stringContaining('filters') } });
    expect(badKind).toMatchObject({ status: 400, body: { message: expect.stringContaining('kind') } });
    expect(asSupport).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});
