import { ADMIN_HEADERS, call, newClient } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';

/**
 * A program's custom event types (operator API): made, listed, read, changed and archived, each
 * change a new version; every refusal names its field and writes nothing.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const stepsBody = (name = 'steps_walked') => ({
  name,
  title: 'Steps walked',
  attributes: [
    { key: 'steps', type: 'number', required: true },
    { key: 'device', type: 'string', required: true },
    { key: 'shared', type: 'boolean', required: false },
    { key: 'walked_on', type: 'date', required: false },
  ],
});

const attribute = (key: string) => ({ key, type: 'string', required: false });

describe('event types', () => {
  let clientId: string;
  let base: string;
  const create = (body: unknown, headers = ADMIN_HEADERS, program = clientId) => call('POST', `/admin/v1/clients/${program}/event_types`, { headers, body });
  const list = (query: Record<string, string> = {}, headers = ADMIN_HEADERS) => call('GET', `${base}`, { headers, query });

  beforeAll(async () => {
    ({ clientId } = await newClient());
    base = `/admin/v1/clients/${clientId}/event_types`;
  });

  it('makes an active type at version 1 whose id is its name, and reads it alone and in the list', async () => {
    const made = await create(stepsBody());
    const read = await call('GET', `${base}/steps_walked`, { headers: ADMIN_HEADERS });
    const listed = await list();

    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      event_type_id: 'steps_walked',
      name: 'steps_walked',
      title: 'Steps walked',
      attributes: stepsBody().attributes,
      status: 'active',
      version: 1,
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      date_updated: made.body.date_created,
    });
    expect(read).toMatchObject({ status: 200, body: made.body });
    expect(listed.body.event_types).toContainEqual(made.body);
  });

  it('replaces title and attributes with version + 1, and audits the change with what it replaced', async () => {
    await create(stepsBody('store_visit'));
    const change = { title: 'Store visited', attributes: [{ key: 'store_id', type: 'string', required: true }] };

    const first = await call('PUT', `${base}/store_visit`, { headers: ADMIN_HEADERS, body: change });
    const second = await call('PUT', `${base}/store_visit`, { headers: ADMIN_HEADERS, body: { ...change, title: 'Store visit' } });
    const audit = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS });

    expect(first).toMatchObject({ status: 200, body: { name: 'store_visit', title: 'Store visited', attributes: change.attributes, version: 2, status: 'active' } });
    expect(second.body).toMatchObject({ title: 'Store visit', version: 3 });
    const replaced = audit.body.entries.filter((entry: { operation: string }) => entry.operation === 'AdminReplaceEventType');
    expect(replaced).toHaveLength(2);
    expect(replaced).toContainEqual(
      expect.objectContaining({
        action: 'campaigns',
        targets: expect.objectContaining({ name: 'store_visit' }),
        changes: change,
        before: { title: 'Steps walked', attributes: stepsBody().attributes },
      }),
    );
  });

  it('archives a type once: hidden from the list unless asked for, then refused further archiving and changes with 409', async () => {
    await create(stepsBody('old_promo'));

    const archived = await call('POST', `${base}/old_promo/archive`, { headers: ADMIN_HEADERS });
    const again = await call('POST', `${base}/old_promo/archive`, { headers: ADMIN_HEADERS });
    const changed = await call('PUT', `${base}/old_promo`, { headers: ADMIN_HEADERS, body: { title: 'Back', attributes: [] } });
    const active = await list();
    const all = await list({ include_archived: 'true' });
    const read = await call('GET', `${base}/old_promo`, { headers: ADMIN_HEADERS });
    const audit = await call('GET', `/admin/v1/clients/${clientId}/audit`, { headers: ADMIN_HEADERS });

    expect(archived).toMatchObject({ status: 200, body: { name: 'old_promo', status: 'archived', version: 2 } });
    expect(again).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringMatching(/^name: .*already archived/) } });
    expect(changed).toMatchObject({ status: 409, body: { error: 'conflict' } });
    expect(active.body.event_types.map((type: { name: string }) => type.name)).not.toContain('old_promo');
    expect(all.body.event_types).toContainEqual(archived.body);
    expect(read.body).toEqual(archived.body);
    expect(audit.body.entries).toContainEqual(expect.objectContaining({ operation: 'AdminArchiveEventType', before: { status: 'active' } }));
  });

  it.each([
    ['an upper-case name', 'name', { ...stepsBody('Steps') }],
    ['a name starting with a digit', 'name', { ...stepsBody('1steps') }],
    ['a name of 65 characters', 'name', { ...stepsBody(`a${'b'.repeat(64)}`) }],
    ['an attribute key with a dash', 'attributes.0.key', { ...stepsBody('bad_key'), attributes: [attribute('store-id')] }],
    ['an attribute key used twice', 'attributes.3.key', { ...stepsBody('twice'), attributes: [attribute('a'), attribute('b'), attribute('c'), attribute('a')] }],
    ['an unknown attribute type', 'attributes.0.type', { ...stepsBody('odd_type'), attributes: [{ key: 'when', type: 'datetime', required: true }] }],
    ['a missing required flag', 'attributes.0.required', { ...stepsBody('no_flag'), attributes: [{ key: 'when', type: 'date' }] }],
    ['51 attributes', 'attributes', { ...stepsBody('wide'), attributes: Array.from({ length: 51 }, (_, i) => attribute(`a${i}`)) }],
    ['an empty title', 'title', { ...stepsBody('untitled'), title: '' }],
  ])('refuses %s with 400 naming %s, writing nothing', async (_case, field, body) => {
    const before = await list({ include_archived: 'true' });

    const refused = await create(body);
    const after = await list({ include_archived: 'true' });

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'input_error', message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)) });
    expect(after.body).toEqual(before.body);
  });

  it('refuses a duplicate key in a change with 400 naming it, leaving the type as it was', async () => {
    const made = await create(stepsBody('dup_change'));

    const refused = await call('PUT', `${base}/dup_change`, { headers: ADMIN_HEADERS, body: { title: 'x', attributes: [attribute('a'), attribute('a')] } });
    const read = await call('GET', `${base}/dup_change`, { headers: ADMIN_HEADERS });

    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^attributes\.1\.key: /) } });
    expect(read.body).toEqual(made.body);
  });

  it('refuses a name the program already has with 409 naming name, keeping the first', async () => {
    const first = await create(stepsBody('taken'));

    const second = await create({ ...stepsBody('taken'), title: 'Other' });
    const read = await call('GET', `${base}/taken`, { headers: ADMIN_HEADERS });

    expect(second).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringMatching(/^name: /) } });
    expect(read.body).toEqual(first.body);
  });

  it("answers 404 for an unknown type, another program's type and an unknown program", async () => {
    const other = await newClient();
    await create(stepsBody('theirs'), ADMIN_HEADERS, other.clientId);

    const unknown = await call('GET', `${base}/never_made`, { headers: ADMIN_HEADERS });
    const theirs = await call('GET', `${base}/theirs`, { headers: ADMIN_HEADERS });
    const changeTheirs = await call('PUT', `${base}/theirs`, { headers: ADMIN_HEADERS, body: { title: 'Mine', attributes: [] } });
    const archiveTheirs = await call('POST', `${base}/theirs/archive`, { headers: ADMIN_HEADERS });
    const noProgram = await create(stepsBody('orphan'), ADMIN_HEADERS, 'noSuchProgram');
    const stillTheirs = await call('GET', `/admin/v1/clients/${other.clientId}/event_types/theirs`, { headers: ADMIN_HEADERS });

    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found', message: expect.stringMatching(/^name: /) } });
    expect(theirs.status).toBe(404);
    expect(changeTheirs.status).toBe(404);
    expect(archiveTheirs.status).toBe(404);
    expect(noProgram.status).toBe(404);
    expect(stillTheirs.body).toMatchObject({ title: 'Steps walked', version: 1, status: 'active' });
  });

  it('lets a viewer read types but not make, change or archive them', async () => {
    const { token } = await signedInOperator('viewer');
    await create(stepsBody('viewed'));

    const made = await create(stepsBody('by_viewer'), bearer(token));
    const changed = await call('PUT', `${base}/viewed`, { headers: bearer(token), body: { title: 'x', attributes: [] } });
    const archived = await call('POST', `${base}/viewed/archive`, { headers: bearer(token) });
    const read = await call('GET', `${base}/viewed`, { headers: bearer(token) });
    const listed = await list({}, bearer(token));

    expect([made.status, changed.status, archived.status]).toEqual([403, 403, 403]);
    expect(read).toMatchObject({ status: 200, body: { name: 'viewed', version: 1 } });
    expect(listed.body.event_types.map((type: { name: string }) => type.name)).toContain('viewed');
    expect(listed.body.event_types.map((type: { name: string }) => type.name)).not.toContain('by_viewer');
  });

  it('refuses the 201st type of a program with 400, archived types counting, under concurrent creates', async () => {
    const { clientId: full } = await newClient();
    const names = Array.from({ length: 200 }, (_, i) => `type_${i}`);
    for (let start = 0; start < names.length; start += 20) {
      const answers = await Promise.all(names.slice(start, start + 20).map((name) => create({ name, title: name, attributes: [] }, ADMIN_HEADERS, full)));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    }
    await call('POST', `/admin/v1/clients/${full}/event_types/type_0/archive`, { headers: ADMIN_HEADERS });

    const refused = await create({ name: 'one_more', title: 'One more', attributes: [] }, ADMIN_HEADERS, full);
    const all = await call('GET', `/admin/v1/clients/${full}/event_types`, { headers: ADMIN_HEADERS, query: { include_archived: 'true' } });

    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^name: .*at most 200/) } });
    expect(all.body.event_types).toHaveLength(200);
  });
});
