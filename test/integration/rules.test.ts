import { MAX_ACTIVE_RULES } from '../../shared/rules/rule-requests.js';
import { ADMIN_HEADERS, call, newClient } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { purchaseRuleBody, ruleBody, ruleEventTypeBody } from '../../walk-kit/rules.js';

/**
 * A program's earning rules (operator API): made as drafts or active, listed, read, replaced
 * (each change a new version), moved between draft, active, paused and archived; every refusal
 * names its place and writes nothing.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const purchaseRule = (extra: Record<string, unknown> = {}) => ({ name: 'Coffee bonus', trigger: { kind: 'purchase' }, effect: { kind: 'fixed', points: 50 }, ...extra });
const condition = (field: string, op: string, value: unknown) => ({ field, op, value });

/** A chain of `depth` nested all-groups around one condition. */
const nested = (depth: number): unknown => {
  let group: unknown = { all: [condition('purchase.total', 'gt', 1)] };
  for (let level = 1; level < depth; level += 1) group = { all: [group] };
  return group;
};

describe('earning rules', () => {
  let clientId: string;
  let base: string;
  const rules = (program = clientId) => `/admin/v1/clients/${program}/rules`;
  const create = (body: unknown, headers = ADMIN_HEADERS, program = clientId) => call('POST', rules(program), { headers, body });
  const list = (query: Record<string, string> = {}, headers = ADMIN_HEADERS, program = clientId) => call('GET', rules(program), { headers, query });
  const read = (ruleId: string, headers = ADMIN_HEADERS) => call('GET', `${base}/${ruleId}`, { headers });
  const move = (ruleId: string, to: 'activate' | 'pause' | 'archive', headers = ADMIN_HEADERS, program = clientId) =>
    call('POST', `${rules(program)}/${ruleId}/${to}`, { headers });
  const replace = (ruleId: string, body: unknown, headers = ADMIN_HEADERS) => call('PUT', `${base}/${ruleId}`, { headers, body });

  beforeAll(async () => {
    ({ clientId } = await newClient());
    base = rules();
    const type = await call('POST', `/admin/v1/clients/${clientId}/event_types`, { headers: ADMIN_HEADERS, body: ruleEventTypeBody('steps_walked') });
    expect(type.status).toBe(201);
  });

  it('makes a draft by default and an active rule when asked, at version 1 with ids counting up, and reads each back', async () => {
    const draft = await create(ruleBody('Draft bonus'));
    const active = await create({ ...ruleBody('Live bonus'), status: 'active' });
    const readBack = await read(draft.body.rule_id);

    expect(draft.status).toBe(201);
    expect(draft.body).toEqual({
      ...ruleBody('Draft bonus'),
      priority: 100,
      stop_after: false,
      rule_id: expect.stringMatching(/^\d+$/),
      status: 'draft',
      version: 1,
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      date_updated: draft.body.date_created,
      budget_used: null,
    });
    expect(active).toMatchObject({ status: 201, body: { name: 'Live bonus', status: 'active', version: 1 } });
    expect(Number(active.body.rule_id)).toBe(Number(draft.body.rule_id) + 1);
    expect(readBack).toMatchObject({ status: 200, body: draft.body });
  });

  it('numbers a fresh program’s rules 1, 2, 3 in the order they are made', async () => {
    const { clientId: fresh } = await newClient();

    const ids = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await create(ruleBody(name), ADMIN_HEADERS, fresh)).body.rule_id);

    expect(ids).toEqual(['1', '2', '3']);
  });

  it('lists rules by id, by status when asked, and archived ones only with include_archived or status=archived', async () => {
    const { clientId: program } = await newClient();
    const made = [];
    for (const status of ['draft', 'active', 'active', 'draft']) made.push((await create({ ...ruleBody(`Rule ${status}`), status }, ADMIN_HEADERS, program)).body);
    await move(made[2].rule_id, 'pause', ADMIN_HEADERS, program);
    await move(made[3].rule_id, 'archive', ADMIN_HEADERS, program);
    const ids = (answer: { body: { rules: Array<{ rule_id: string }> } }) => answer.body.rules.map((rule) => rule.rule_id);

    const unfiltered = await list({}, ADMIN_HEADERS, program);
    const everything = await list({ include_archived: 'true' }, ADMIN_HEADERS, program);
    const byStatus = await Promise.all(['draft', 'active', 'paused', 'archived'].map((status) => list({ status }, ADMIN_HEADERS, program)));
    const badStatus = await list({ status: 'live' }, ADMIN_HEADERS, program);

    expect(ids(unfiltered)).toEqual(['1', '2', '3']);
    expect(ids(everything)).toEqual(['1', '2', '3', '4']);
    expect(byStatus.map(ids)).toEqual([['1'], ['2'], ['3'], ['4']]);
    expect(badStatus).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringMatching(/^status: /) } });
  });

  it('answers 404 naming rule_id for a rule the program does not have, on every rule route', async () => {
    const answers = await Promise.all([
      read('999'),
      replace('999', ruleBody()),
      move('999', 'activate'),
      move('999', 'pause'),
      move('999', 'archive'),
      call('GET', `${base}/999/versions`, { headers: ADMIN_HEADERS }),
    ]);

    for (const answer of answers) expect(answer).toMatchObject({ status: 404, body: { error: 'not_found', message: expect.stringMatching(/^rule_id: /) } });
  });

  it('replaces a whole body as version 2, keeping status and creation date, and lists both versions oldest first', async () => {
    const made = (await create(purchaseRuleBody('Coffee mornings'))).body;
    const changed = purchaseRuleBody('Coffee all day', 80_000);

    const replaced = await replace(made.rule_id, changed);
    const versions = await call('GET', `${base}/${made.rule_id}/versions`, { headers: ADMIN_HEADERS });

    expect(replaced).toMatchObject({ status: 200, body: { ...changed, rule_id: made.rule_id, status: 'draft', version: 2, date_created: made.date_created, budget_used: 0 } });
    expect(versions.status).toBe(200);
    expect(versions.body.versions.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
      [1, 'Coffee mornings'],
      [2, 'Coffee all day'],
    ]);
    expect(versions.body.versions[0]).not.toHaveProperty('budget_used');
    expect(await read(made.rule_id)).toMatchObject({ body: { name: 'Coffee all day', version: 2 } });
  });

  it('moves a rule draft → active → paused → active → archived, each move a version, and every other move is 409 naming the status', async () => {
    const { rule_id: id } = (await create(ruleBody('Moving'))).body;
    const refusal = (status: string) => ({ status: 409, body: { error: 'conflict', message: expect.stringMatching(new RegExp(`^status: rule ${id} is ${status}; `)) } });

    const pauseDraft = await move(id, 'pause');
    const activated = await move(id, 'activate');
    const activateActive = await move(id, 'activate');
    const paused = await move(id, 'pause');
    const pausePaused = await move(id, 'pause');
    const reactivated = await move(id, 'activate');
    const archived = await move(id, 'archive');
    const afterArchive = await Promise.all([move(id, 'activate'), move(id, 'pause'), move(id, 'archive')]);
    const replaceArchived = await replace(id, ruleBody('Back again'));
    const versions = await call('GET', `${base}/${id}/versions`, { headers: ADMIN_HEADERS });

    expect(pauseDraft).toMatchObject(refusal('draft'));
    expect(activated).toMatchObject({ status: 200, body: { status: 'active', version: 2 } });
    expect(activateActive).toMatchObject(refusal('active'));
    expect(paused).toMatchObject({ status: 200, body: { status: 'paused', version: 3 } });
    expect(pausePaused).toMatchObject(refusal('paused'));
    expect(reactivated).toMatchObject({ status: 200, body: { status: 'active', version: 4 } });
    expect(archived).toMatchObject({ status: 200, body: { status: 'archived', version: 5 } });
    for (const answer of afterArchive) expect(answer).toMatchObject(refusal('archived'));
    expect(replaceArchived).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringMatching(new RegExp(`^rule_id: rule ${id} is archived`)) } });
    expect(versions.body.versions.map((v: { status: string }) => v.status)).toEqual(['draft', 'active', 'paused', 'active', 'archived']);
    expect(await read(id)).toMatchObject({ body: { name: 'Moving', status: 'archived', version: 5 } });
  });

  it('archives a draft and a paused rule too', async () => {
    const draft = (await create(ruleBody('Draft to archive'))).body;
    const paused = (await create({ ...ruleBody('Paused to archive'), status: 'active' })).body;
    await move(paused.rule_id, 'pause');

    const answers = await Promise.all([move(draft.rule_id, 'archive'), move(paused.rule_id, 'archive')]);

    expect(answers.map((answer) => [answer.status, answer.body.status, answer.body.version])).toEqual([
      [200, 'archived', 2],
      [200, 'archived', 3],
    ]);
  });

  it('refuses to activate a rule whose schedule has ended with 400 naming schedule.ends_at, leaving it a draft', async () => {
    const { rule_id: id } = (await create(purchaseRule({ name: 'Last summer', schedule: { ends_at: '2020-09-01T00:00:00Z' } }))).body;

    const refused = await move(id, 'activate');

    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^schedule\.ends_at: /) } });
    expect(await read(id)).toMatchObject({ body: { status: 'draft', version: 1 } });
  });

  it(`refuses the ${MAX_ACTIVE_RULES + 1}st active rule with 400, by activation or by creation, changing nothing`, async () => {
    const { clientId: full } = await newClient();
    // Small batches: creates of one program race for its counter, and an operator makes rules one at a time.
    for (let start = 0; start < MAX_ACTIVE_RULES; start += 5) {
      const batch = Array.from({ length: 5 }, (_, i) => create({ ...ruleBody(`Active ${start + i}`), status: 'active' }, ADMIN_HEADERS, full));
      expect((await Promise.all(batch)).map((answer) => answer.status)).toEqual(Array(5).fill(201));
    }
    const draft = (await create(ruleBody('One too many'), ADMIN_HEADERS, full)).body;
    const before = await list({ include_archived: 'true' }, ADMIN_HEADERS, full);

    const activated = await move(draft.rule_id, 'activate', ADMIN_HEADERS, full);
    const createdActive = await create({ ...ruleBody('Also too many'), status: 'active' }, ADMIN_HEADERS, full);
    const after = await list({ include_archived: 'true' }, ADMIN_HEADERS, full);

    const capped = { status: 400, body: { error: 'input_error', message: expect.stringMatching(new RegExp(`^status: .*at most ${MAX_ACTIVE_RULES} active`)) } };
    expect(activated).toMatchObject(capped);
    expect(createdActive).toMatchObject(capped);
    expect(after.body).toEqual(before.body);
    expect(after.body.rules.filter((rule: { status: string }) => rule.status === 'active')).toHaveLength(MAX_ACTIVE_RULES);
    expect(after.body.rules.at(-1)).toMatchObject({ rule_id: draft.rule_id, status: 'draft', version: 1 });
  }, 60_000);

  it('makes an event rule on an active event type of the program, reading its attributes', async () => {
    const made = await create({
      name: 'Long walks',
      trigger: { kind: 'event', event_type: 'steps_walked' },
      conditions: { all: [condition('event.attributes.steps', 'gte', 5000), condition('event.attributes.device', 'eq', 'watch')] },
      effect: { kind: 'per_unit', points: 1, per: 1000, of: 'event.attributes.steps' },
    });

    expect(made).toMatchObject({ status: 201, body: { trigger: { kind: 'event', event_type: 'steps_walked' }, status: 'draft' } });
  });

  const eventRule = (extra: Record<string, unknown>) => ({ name: 'Walks', trigger: { kind: 'event', event_type: 'steps_walked' }, effect: { kind: 'fixed', points: 10 }, ...extra });

  it.each([
    ['an event type the program does not have', 'trigger.event_type', eventRule({ trigger: { kind: 'event', event_type: 'swims' } })],
    ['an attribute the event type does not have', 'conditions.all.0.field', eventRule({ conditions: { all: [condition('event.attributes.floors', 'gt', 3)] } })],
    ['per_unit counting a text attribute', 'effect.of', eventRule({ effect: { kind: 'per_unit', points: 1, per: 1, of: 'event.attributes.device' } })],
    ['a field rules do not read', 'conditions.all.0.field', purchaseRule({ conditions: { all: [condition('member.shoe_size', 'eq', 42)] } })],
    ['gt with text', 'conditions.all.0.op', purchaseRule({ conditions: { all: [condition('purchase.total', 'gt', 'ten')] } })],
    ['groups 6 deep', 'conditions.all.0.all.0.all.0.all.0.all.0', purchaseRule({ conditions: nested(6) })],
    ['a condition value past what the table stores', 'conditions.all.0.op', purchaseRule({ conditions: { all: [condition('purchase.total', 'gte', 1e308)] } })],
    ['51 conditions', 'conditions', purchaseRule({ conditions: { all: Array.from({ length: 51 }, (_, i) => condition('purchase.total', 'gt', i)) } })],
    ['a multiplier on an event trigger', 'effect.kind', eventRule({ effect: { kind: 'multiplier', factor: 2, of: 'base' } })],
    ['per_unit of something it cannot count', 'effect.of', purchaseRule({ effect: { kind: 'per_unit', points: 1, per: 1, of: 'purchase.items[colour=red].amount' } })],
    ['per_unit of an event attribute on a purchase', 'effect.of', purchaseRule({ effect: { kind: 'per_unit', points: 1, per: 1, of: 'event.attributes.steps' } })],
    ['per_unit per less than a cent', 'effect.per', purchaseRule({ effect: { kind: 'per_unit', points: 1, per: 1e-320, of: 'purchase.total' } })],
    ['a budget of no points', 'budget.points_total', purchaseRule({ budget: { points_total: 0 } })],
    ['an unknown status', 'status', purchaseRule({ status: 'paused' })],
  ])('refuses %s with 400 naming %s, writing nothing', async (_case, place, body) => {
    const before = await list({ include_archived: 'true' });

    const refused = await create(body);
    const after = await list({ include_archived: 'true' });

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'input_error', message: expect.stringMatching(new RegExp(`^${place.replaceAll('.', '\\.')}: `)) });
    expect(after.body).toEqual(before.body);
  });

  it('refuses a bad replacement with 400 naming its place, leaving the rule as it was', async () => {
    const made = (await create(eventRule({ name: 'Steady walks' }))).body;

    const refused = await Promise.all([
      replace(made.rule_id, eventRule({ conditions: { all: [condition('event.attributes.floors', 'gt', 3)] } })),
      replace(made.rule_id, purchaseRule({ conditions: nested(6) })),
    ]);

    expect(refused.map((answer) => [answer.status, answer.body.message.split(':')[0]])).toEqual([
      [400, 'conditions.all.0.field'],
      [400, 'conditions.all.0.all.0.all.0.all.0.all.0'],
    ]);
    expect(await read(made.rule_id)).toMatchObject({ status: 200, body: made });
  });

  it('shows a new budget as 0 used, and takes a lower points_total while nothing has been credited', async () => {
    const made = await create(purchaseRule({ name: 'Budgeted', budget: { points_total: 1000 } }));

    const lowered = await replace(made.body.rule_id, purchaseRule({ name: 'Budgeted', budget: { points_total: 400 } }));
    const readBack = await read(made.body.rule_id);

    expect(made).toMatchObject({ status: 201, body: { budget: { points_total: 1000 }, budget_used: 0 } });
    expect(lowered).toMatchObject({ status: 200, body: { budget: { points_total: 400 }, budget_used: 0, version: 2 } });
    expect(readBack.body).toMatchObject({ budget: { points_total: 400 }, budget_used: 0 });
  });

  it.each(['support', 'viewer'] as const)('lets %s read rules but not make, change or move them (403, nothing written)', async (role) => {
    const { token } = await signedInOperator(role);
    const made = (await create(ruleBody(`Seen by ${role}`))).body;

    const writes = await Promise.all([
      create(ruleBody(`By ${role}`), bearer(token)),
      replace(made.rule_id, ruleBody('Changed'), bearer(token)),
      ...(['activate', 'pause', 'archive'] as const).map((to) => move(made.rule_id, to, bearer(token))),
      call('PUT', `${base}/switch`, { headers: bearer(token), body: { paused: true } }),
    ]);
    const reads = await Promise.all([
      read(made.rule_id, bearer(token)),
      list({}, bearer(token)),
      call('GET', `${base}/${made.rule_id}/versions`, { headers: bearer(token) }),
      call('GET', `${base}/switch`, { headers: bearer(token) }),
    ]);

    expect(writes.map((answer) => [answer.status, answer.body.error])).toEqual(Array(6).fill([403, 'forbidden']));
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(reads[3]!.body.paused).toBe(false);
    expect(reads[0]!.body).toEqual(made);
    expect(reads[1]!.body.rules.map((rule: { name: string }) => rule.name)).not.toContain(`By ${role}`);
  });

  it("answers 404 for a program's rule named under another program, and leaves it as it was", async () => {
    const other = await newClient();
    const theirs = (await create(ruleBody('Theirs'), ADMIN_HEADERS, other.clientId)).body;
    const { clientId: empty } = await newClient();
    const under = (path: string) => `${rules(empty)}/${theirs.rule_id}${path}`;

    const answers = await Promise.all([
      call('GET', under(''), { headers: ADMIN_HEADERS }),
      call('GET', under('/versions'), { headers: ADMIN_HEADERS }),
      call('PUT', under(''), { headers: ADMIN_HEADERS, body: ruleBody('Mine') }),
      ...['activate', 'pause', 'archive'].map((to) => call('POST', under(`/${to}`), { headers: ADMIN_HEADERS })),
    ]);
    const listed = await list({ include_archived: 'true' }, ADMIN_HEADERS, empty);
    const stillTheirs = await call('GET', `${rules(other.clientId)}/${theirs.rule_id}`, { headers: ADMIN_HEADERS });

    for (const answer of answers) expect(answer).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(listed.body).toEqual({ rules: [] });
    expect(stillTheirs.body).toEqual(theirs);
  });
});
