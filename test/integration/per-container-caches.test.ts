import { CATALOGUE_CACHE_MS } from '../../shared/support/catalogue-cache.js';
import { KEY_CACHE_SECONDS } from '../../shared/programs/clients.js';
import { advanceClockEverywhere, freezeClockEverywhere, isolateRoutes, resetClockEverywhere, stopRouteContainers } from '../../local/route-containers.js';
import { GRANT_CACHE_MS } from '../../shared/operators/operator-grants.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { signedInOperator } from '../../local/walks/operators.js';
import { createReward } from '../../local/walks/rewards.js';
import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { creditPoints } from '../../local/walks/points.js';
import { reevaluateSegments } from '../../shared/segment-triggers/index.js';

/**
 * In AWS every route is its own function: a cache that the operator route clears is not cleared
 * in the containers of the public routes. Here each route runs in its own worker thread (the
 * local server's per-container mode), and the clock moves in all of them: each change is seen
 * late by a container that remembered the old state, and by every container within the bound
 * docs/decisions.md states for it. The clock stands still between its moves, so a slow machine's
 * seconds do not expire what a container remembers before the test looks.
 */

const admin = (method: string, path: string, body?: unknown) => call(method, `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS, body });

describe('per-container caches, one container per route', () => {
  beforeAll(() => isolateRoutes());
  beforeEach(() => freezeClockEverywhere());
  afterEach(() => resetClockEverywhere());
  afterAll(() => stopRouteContainers());

  it(`a revoked api_key works on in a container that remembers it, and nowhere after ${KEY_CACHE_SECONDS} s`, async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const issued = (await admin('POST', `${clientId}/api_keys`)).body;
    const profile = () => call('GET', `/v2/users/${member.id}`, { query: { api_key: issued.api_key } });
    expect((await profile()).status).toBe(200);

    expect((await admin('DELETE', `${clientId}/api_keys/${issued.key_id}`)).status).toBe(204);
    const remembered = await profile();
    const freshContainer = await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: issued.api_key } });
    advanceClockEverywhere(KEY_CACHE_SECONDS);
    const expired = await profile();

    expect(remembered.status).toBe(200);
    expect(freshContainer).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
    expect(expired).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it(`a disabled operator's token is refused by a container that remembers their grant within ${GRANT_CACHE_MS / 1000} s, and at once by any other`, async () => {
    const { clientId } = await newClient();
    const support = await signedInOperator('support');
    const settings = () => call('GET', `/admin/v1/clients/${clientId}/settings`, { headers: { authorization: `Bearer ${support.token}` } });
    expect((await settings()).status).toBe(200);

    expect((await call('POST', `/admin/v1/operators/${support.operatorId}/disable`, { headers: ADMIN_HEADERS })).status).toBe(200);
    const remembered = await settings();
    const freshContainer = await call('GET', `/admin/v1/clients/${clientId}/activities`, { headers: { authorization: `Bearer ${support.token}` } });
    advanceClockEverywhere(GRANT_CACHE_MS / 1000);
    const expired = await settings();

    expect(remembered.status).toBe(200);
    expect(freshContainer).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(expired).toMatchObject({ status: 401, body: { error: 'unauthorized', message: 'this operator account is disabled' } });
  });

  it(`a settings change reaches a container that remembers the client within ${KEY_CACHE_SECONDS} s`, async () => {
    const { clientId, apiKey } = await newClient();
    const signUp = () => newMember(apiKey, { custom_data: { store_loc: '7' } }).then(
      (member) => ({ status: 200, member }),
      (error: Error) => ({ status: 400, message: error.message }),
    );
    const before = await signUp();

    expect((await admin('PUT', `${clientId}/settings`, { custom_attributes: ['store_loc'] })).status).toBe(200);
    const remembered = await signUp();
    advanceClockEverywhere(KEY_CACHE_SECONDS);
    const after = await signUp();

    expect(before).toMatchObject({ status: 400, message: expect.stringContaining('unknown custom attribute store_loc') });
    expect(remembered).toMatchObject({ status: 400 });
    expect(after).toMatchObject({ status: 200, member: { custom_data: { store_loc: '7' } } });
  });

  it(`a catalogue change reaches a listing container that remembers the catalogue within ${CATALOGUE_CACHE_MS / 1000} s`, async () => {
    const { clientId, apiKey } = await newClient();
    const reward = await createReward(clientId, { title: 'Scarf' });
    const titles = async () => ((await call('GET', '/v2/rewards', { query: { api_key: apiKey } })).body as Array<{ title: string }>).map((r) => r.title);
    expect(await titles()).toEqual(['Scarf']);

    expect((await admin('PUT', `${clientId}/rewards/${reward.id}`, { title: 'Winter scarf', num_points: 100, total_quantity: 10 })).status).toBe(200);
    const remembered = await titles();
    advanceClockEverywhere(CATALOGUE_CACHE_MS / 1000);
    const after = await titles();

    expect(remembered).toEqual(['Scarf']);
    expect(after).toEqual(['Winter scarf']);
  });

  it(`an activated, changed or paused rule is live in a credit's container that remembers the rules within ${CATALOGUE_CACHE_MS / 1000} s`, async () => {
    const { clientId, apiKey } = await newClient();
    const activity = (await admin('POST', `${clientId}/activities`, { name: 'Visit', title: 'Visit', num_points: 10 })).body;
    const member = await newMember(apiKey);
    const earned = async () =>
      (await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.id } })).body.num_points as number;
    const rule = (await admin('POST', `${clientId}/rules`, { name: 'Bonus', trigger: { kind: 'activity', activity_id: String(activity.id) }, effect: { kind: 'fixed', points: 5 } })).body;
    const beforeActivation = await earned();

    expect((await admin('POST', `${clientId}/rules/${rule.rule_id}/activate`)).status).toBe(200);
    const rememberedDraft = await earned();
    advanceClockEverywhere(CATALOGUE_CACHE_MS / 1000);
    const live = await earned();
    expect((await admin('PUT', `${clientId}/rules/${rule.rule_id}`, { name: 'Bonus', trigger: { kind: 'activity', activity_id: String(activity.id) }, effect: { kind: 'fixed', points: 7 } })).status).toBe(200);
    advanceClockEverywhere(CATALOGUE_CACHE_MS / 1000);
    const changed = await earned();
    expect((await admin('POST', `${clientId}/rules/${rule.rule_id}/pause`)).status).toBe(200);
    const rememberedActive = await earned();
    advanceClockEverywhere(CATALOGUE_CACHE_MS / 1000);
    const paused = await earned();

    expect([beforeActivation, rememberedDraft, live, changed, rememberedActive, paused]).toEqual([10, 10, 15, 17, 17, 10]);
  });

  it('the stream decides a member by a dynamic segment made or changed a moment ago in the operator route, with no cache to outlive', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    /** The stream consumer's part, in this process (a container of its own): the member credited, its events handed over. */
    const creditedAndStreamed = async (points: number) => {
      await creditPoints(clientId, member.id, points);
      return reevaluateSegments(await memberOutboxEvents(clientId, member.id));
    };
    const earners = (points: number) => ({ name: 'Earners', kind: 'dynamic', filter: { all: [{ field: 'member.lifetime_points', op: 'gte', value: points } ] } });

    const beforeAny = await creditedAndStreamed(100);
    const made = (await admin('POST', `${clientId}/segments`, earners(50))).body;
    const afterMade = await creditedAndStreamed(10);
    expect((await admin('PUT', `${clientId}/segments/${made.segment_id}`, earners(10_000))).status).toBe(200);
    const afterChanged = await creditedAndStreamed(10);

    expect(beforeAny).toMatchObject({ joined: 0, left: 0 });
    expect(afterMade).toMatchObject({ joined: 1, left: 0 });
    expect(afterChanged).toMatchObject({ joined: 0, left: 1 });
  });
});
