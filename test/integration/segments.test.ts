import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { MAX_ACTIVE_SEGMENTS } from '../../shared/segments/segment-requests.js';
import { outboxEvent } from '../../shared/events/index.js';
import { subscribes } from '../../shared/webhooks/delivery-requests.js';
import type { WebhookRecord } from '../../shared/webhooks/webhook-repository.js';
import { errorLines, importFile } from '../../local/walks/imports.js';

/**
 * Static segments (operator API): made, renamed and archived; members added and removed one
 * transaction each, with an exact count and one entered or exited event per change; a segment's
 * members paged, and a member's own segments. Every refusal names its field and writes nothing.
 */

describe('static segments', () => {
  let clientId: string;
  let apiKey: string;
  let base: string;
  const create = (body: unknown, program = clientId) => call('POST', `/admin/v1/clients/${program}/segments`, { headers: ADMIN_HEADERS, body });
  const read = (segmentId: string) => call('GET', `${base}/${segmentId}`, { headers: ADMIN_HEADERS });
  const change = (segmentId: string, body: unknown) => call('POST', `${base}/${segmentId}/members`, { headers: ADMIN_HEADERS, body });
  const membersPage = (segmentId: string, query: Record<string, string> = {}) => call('GET', `${base}/${segmentId}/members`, { headers: ADMIN_HEADERS, query });
  const memberSegments = (memberId: number | string, query: Record<string, string> = {}) =>
    call('GET', `/v2/users/${memberId}/segments`, { query: { api_key: apiKey, ...query } });
  const segmentEvents = async (memberId: number) =>
    (await memberOutboxEvents(clientId, memberId)).filter((event) => event.type.startsWith('segment.')).map((event) => [event.type, event.data.segment_id]);

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    base = `/admin/v1/clients/${clientId}/segments`;
  });

  it('makes a ready segment at version 1 with no members, and reads it alone and in the list', async () => {
    const made = await create({ name: 'VIP shoppers', description: 'Invited to the spring preview' });
    const listed = await call('GET', base, { headers: ADMIN_HEADERS });

    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      segment_id: expect.stringMatching(/^\d+$/),
      name: 'VIP shoppers',
      description: 'Invited to the spring preview',
      kind: 'static',
      filter: null,
      status: 'ready',
      build: null,
      version: 1,
      member_count: 0,
      as_of: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      date_updated: made.body.date_created,
    });
    expect((await read(made.body.segment_id)).body).toMatchObject({ ...made.body, as_of: expect.any(String) });
    expect(listed.body.segments).toContainEqual({ ...made.body, as_of: expect.any(String) });
  });

  it('refuses a body without a name, an unknown kind, or an unknown field, naming each, and makes nothing', async () => {
    const before = (await call('GET', base, { headers: ADMIN_HEADERS })).body.segments.length;

    const unnamed = await create({ name: '  ' });
    const unknownKind = await create({ name: 'Lapsed', kind: 'fuzzy' });
    const extra = await create({ name: 'Lapsed', filter: {} });

    expect(unnamed).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('name') } });
    expect(unknownKind).toMatchObject({ status: 400, body: { message: expect.stringContaining('kind') } });
    expect(extra).toMatchObject({ status: 400, body: { message: expect.stringContaining('filter') } });
    expect((await call('GET', base, { headers: ADMIN_HEADERS })).body.segments).toHaveLength(before);
  });

  it('answers 404 for a segment the program does not have, and 400 for an id that is not one', async () => {
    expect(await read('999999')).toMatchObject({ status: 404, body: { message: expect.stringContaining('segment_id') } });
    expect(await read('abc')).toMatchObject({ status: 400, body: { message: expect.stringContaining('segment_id') } });
  });

  it('adds members by id and by e-mail, answers ids naming no member back, and counts each member once', async () => {
    const segment = (await create({ name: 'Newsletter' })).body;
    const [ann, bob, cy] = await Promise.all([newMember(apiKey), newMember(apiKey), newMember(apiKey)]);

    const byId = await change(segment.segment_id, { add: [ann.id, String(bob.id), ann.id, 987_654_321, 'not-a-number'] });
    const byEmail = await change(segment.segment_id, { add: [cy.email_address, ann.email_address, 'nobody@example.com'], id_type: 'email' });

    expect(byId).toMatchObject({ status: 200, body: { added: 2, removed: 0, unchanged: 0, not_found: ['987654321', 'not-a-number'], member_count: 2 } });
    expect(byEmail.body).toEqual({ added: 1, removed: 0, unchanged: 1, not_found: ['nobody@example.com'], not_changed: [], member_count: 3 });
    expect((await read(segment.segment_id)).body.member_count).toBe(3);
    expect(await segmentEvents(ann.id)).toEqual([['segment.entered', segment.segment_id]]);
    const [event] = (await memberOutboxEvents(clientId, ann.id)).filter((one) => one.type === 'segment.entered');
    expect(event?.data).toEqual({ user_id: ann.id, segment_id: segment.segment_id, segment_name: 'Newsletter', at: expect.stringMatching(/Z$/) });
  });

  it("removes members with one exit event each, leaves those not in it unchanged, and lists a member's segments with since", async () => {
    const [first, second] = [(await create({ name: 'Spring' })).body, (await create({ name: 'Summer' })).body];
    const [dee, eve] = await Promise.all([newMember(apiKey), newMember(apiKey)]);
    await change(first.segment_id, { add: [dee.id, eve.id] });
    await change(second.segment_id, { add: [dee.id] });

    const removed = await change(first.segment_id, { remove: [eve.id, eve.id] });
    const again = await change(first.segment_id, { remove: [eve.id] });
    const listed = await memberSegments(dee.id);

    expect(removed.body).toEqual({ added: 0, removed: 1, unchanged: 0, not_found: [], not_changed: [], member_count: 1 });
    expect(again.body).toMatchObject({ removed: 0, unchanged: 1, member_count: 1 });
    // One of each; within a second the outbox's keys do not order them (the stream delivers them in commit order).
    expect((await segmentEvents(eve.id)).sort()).toEqual([
      ['segment.entered', first.segment_id],
      ['segment.exited', first.segment_id],
    ]);
    expect(listed).toMatchObject({ status: 200 });
    expect(listed.body).toEqual([
      { segment_id: first.segment_id, name: 'Spring', since: expect.stringMatching(/Z$/) },
      { segment_id: second.segment_id, name: 'Summer', since: expect.stringMatching(/Z$/) },
    ]);
    expect((await memberSegments(eve.id)).body).toEqual([]);
    expect((await memberSegments(dee.email_address, { id_type: 'email' })).body).toHaveLength(2);
  });

  it('refuses an empty change, one member both added and removed, and more than 1,000 ids, naming the field, and changes nothing', async () => {
    const segment = (await create({ name: 'Refusals' })).body;
    const member = await newMember(apiKey);

    const empty = await change(segment.segment_id, {});
    const both = await change(segment.segment_id, { add: [member.id], remove: [member.id] });
    const tooMany = await change(segment.segment_id, { add: Array.from({ length: 600 }, (_unused, n) => n + 1), remove: Array.from({ length: 401 }, (_unused, n) => n + 1001) });
    const badType = await change(segment.segment_id, { add: [member.id], id_type: 'nickname' });
    const badId = await change(segment.segment_id, { add: [0] });
    const twoSpellings = await change(segment.segment_id, { add: [member.email_address.toUpperCase()], remove: [member.email_address], id_type: 'email' });

    expect(empty).toMatchObject({ status: 400, body: { message: expect.stringContaining('add') } });
    expect(both).toMatchObject({ status: 400, body: { message: expect.stringContaining('remove') } });
    expect(tooMany).toMatchObject({ status: 400, body: { message: expect.stringContaining('1000') } });
    expect(badType).toMatchObject({ status: 400, body: { message: expect.stringContaining('id_type') } });
    expect(badId).toMatchObject({ status: 400, body: { message: expect.stringContaining('add') } });
    expect(twoSpellings).toMatchObject({ status: 400, body: { message: expect.stringContaining('remove') } });
    expect((await read(segment.segment_id)).body.member_count).toBe(0);
    expect(await segmentEvents(member.id)).toEqual([]);
  });

  it('pages the members by id with names, each once, and refuses a cursor that is not one', async () => {
    const segment = (await create({ name: 'Paged' })).body;
    const members = await Promise.all(Array.from({ length: 30 }, () => newMember(apiKey)));
    await change(segment.segment_id, { add: members.map((member) => member.id) });

    const seen: any[] = [];
    let cursor: string | undefined;
    do {
      const page = await membersPage(segment.segment_id, { limit: '12', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.members);
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);

    expect(seen.map((member) => member.user_id)).toEqual(members.map((member) => member.id).sort((a, b) => a - b));
    expect(seen[0]).toEqual({
      user_id: expect.any(Number),
      since: expect.stringMatching(/Z$/),
      first_name: expect.any(String),
      last_name: expect.any(String),
      email_address: expect.stringContaining('@'),
    });
    expect(await membersPage(segment.segment_id, { cursor: 'bm90LWEtY3Vyc29y' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('cursor') } });
  });

  it('renames a segment as a new version, and archives it: it no longer changes, lists only when asked, and reaches no member', async () => {
    const segment = (await create({ name: 'Autumn' })).body;
    const member = await newMember(apiKey);
    await change(segment.segment_id, { add: [member.id] });

    const renamed = await call('PUT', `${base}/${segment.segment_id}`, { headers: ADMIN_HEADERS, body: { name: 'Autumn 2026', description: 'Renamed' } });
    expect(renamed.body).toMatchObject({ name: 'Autumn 2026', description: 'Renamed', version: 2, member_count: 1 });
    expect((await memberSegments(member.id)).body).toEqual([expect.objectContaining({ name: 'Autumn 2026' })]);

    const archived = await call('POST', `${base}/${segment.segment_id}/archive`, { headers: ADMIN_HEADERS });
    expect(archived.body).toMatchObject({ status: 'archived', version: 3, member_count: 1 });
    expect(await call('POST', `${base}/${segment.segment_id}/archive`, { headers: ADMIN_HEADERS })).toMatchObject({ status: 409 });
    expect(await change(segment.segment_id, { remove: [member.id] })).toMatchObject({ status: 409, body: { message: expect.stringContaining('archived') } });
    expect(await call('PUT', `${base}/${segment.segment_id}`, { headers: ADMIN_HEADERS, body: { name: 'Again' } })).toMatchObject({ status: 409 });
    expect((await memberSegments(member.id)).body).toEqual([]);
    const listed = (await call('GET', base, { headers: ADMIN_HEADERS })).body.segments.map((one: any) => one.segment_id);
    const all = (await call('GET', base, { headers: ADMIN_HEADERS, query: { include_archived: 'true' } })).body.segments.map((one: any) => one.segment_id);
    expect(listed).not.toContain(segment.segment_id);
    expect(all).toContain(segment.segment_id);
  });

  it(`keeps at most ${MAX_ACTIVE_SEGMENTS} segments in use, and archiving one frees its place`, async () => {
    const { clientId: program } = await newClient();
    // One after another: creates racing for the next id only retry each other.
    for (let n = 0; n < MAX_ACTIVE_SEGMENTS; n++) await create({ name: `Cap ${n}` }, program);

    const over = await create({ name: 'One too many' }, program);
    await call('POST', `/admin/v1/clients/${program}/segments/1/archive`, { headers: ADMIN_HEADERS });
    const after = await create({ name: 'In its place' }, program);

    expect(over).toMatchObject({ status: 400, body: { message: expect.stringContaining(`${MAX_ACTIVE_SEGMENTS}`) } });
    expect(after).toMatchObject({ status: 201, body: { segment_id: String(MAX_ACTIVE_SEGMENTS + 1) } });
  });

  it('counts exactly under concurrent overlapping changes: the count equals the members listed', async () => {
    const segment = (await create({ name: 'Contended' })).body;
    const members = await Promise.all(Array.from({ length: 24 }, () => newMember(apiKey)));
    const ids = members.map((member) => member.id);

    // Eight callers at once, each adding an overlapping half and removing a quarter of the others.
    await Promise.all(
      Array.from({ length: 8 }, (_unused, caller) => {
        const add = ids.filter((_id, n) => (n + caller) % 2 === 0);
        const remove = ids.filter((_id, n) => (n + caller) % 4 === 1);
        return change(segment.segment_id, { add, remove });
      }),
    );
    await Promise.all(Array.from({ length: 4 }, () => change(segment.segment_id, { add: ids.slice(0, 6) })));

    const listed = (await membersPage(segment.segment_id, { limit: '100' })).body.members.map((member: any) => member.user_id);
    const counted = (await read(segment.segment_id)).body.member_count;
    const mine = await Promise.all(members.map(async (member) => ((await memberSegments(member.id)).body as any[]).length));
    expect(counted).toBe(listed.length);
    expect(mine.reduce((sum, n) => sum + n, 0)).toBe(counted);
    for (const id of ids.slice(0, 6)) expect(listed).toContain(id);
    for (const member of members) {
      const events = await segmentEvents(member.id);
      const entered = events.filter(([type]) => type === 'segment.entered').length;
      const exited = events.filter(([type]) => type === 'segment.exited').length;
      expect(entered - exited).toBe(listed.includes(member.id) ? 1 : 0);
    }
  });

  it('takes a static list from a file: each line a member in or out, already so skipped, unknown members and refused segments as error lines', async () => {
    const segment = (await create({ name: 'From a file' })).body;
    const dynamic = (await create({ name: 'Dynamic', kind: 'dynamic', filter: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 1 }] } })).body;
    const [ann, bob, cy] = await Promise.all([newMember(apiKey), newMember(apiKey), newMember(apiKey)]);
    await change(segment.segment_id, { add: [cy.id] });
    const csv = [
      'segment_id,user_id,id_type,action',
      `${segment.segment_id},${ann.id},,add`,
      `${segment.segment_id},${bob.email_address},email,`,
      `${segment.segment_id},${ann.id},,add`,
      `${segment.segment_id},${cy.id},,remove`,
      `${segment.segment_id},987654321,,add`,
      `${dynamic.segment_id},${ann.id},,add`,
      `${segment.segment_id},${bob.id},,maybe`,
    ].join('\n');

    const done = await importFile(clientId, 'segment_members', 'csv', csv);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 7, rows_done: 3, rows_skipped: 1, rows_failed: 3 });
    expect(await errorLines(clientId, done.import_id)).toEqual([
      { line: 6, field: 'user_id', code: 'not_found', message: 'user does not exist' },
      { line: 7, field: 'segment_id', code: 'refused', message: expect.stringContaining('dynamic') },
      { line: 8, field: 'action', code: 'invalid_value', message: expect.stringContaining('add or remove') },
    ]);
    expect((await read(segment.segment_id)).body.member_count).toBe(2);
    expect((await membersPage(segment.segment_id)).body.members.map((member: any) => member.user_id)).toEqual([ann.id, bob.id].sort((a, b) => a - b));
  });

  it('sends segment events only to endpoints that name them: * leaves them out, as it does custom events', () => {
    const entered = outboxEvent(clientId, 1, 'segment.entered', { user_id: 1, segment_id: '1', segment_name: 'VIP', at: '2026-11-29T10:00:00Z' }, 0);
    const endpoint = (events: string[], format: 'standard' | 'hosted' = 'standard') => ({ events, format }) as unknown as WebhookRecord;

    expect(subscribes(endpoint(['*']), entered)).toBe(false);
    expect(subscribes(endpoint(['*', 'segment.entered']), entered)).toBe(true);
    expect(subscribes(endpoint(['segment.exited']), entered)).toBe(false);
  });
});
