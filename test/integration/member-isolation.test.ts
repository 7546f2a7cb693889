import { contracts } from '../../lib/routes.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import { ID_TYPES } from '../../shared/members/member-lookup.js';
import { getMember } from '../../shared/member-store/index.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { ADMIN_HEADERS, type ApiResult, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { loadRouteFixtures, type RouteFixture } from '../../local/walks/route-fixtures.js';
import { creditPoints, newActivity } from '../../local/walks/points.js';
import { createReward } from '../../local/walks/rewards.js';
import { createCampaign } from '../../local/walks/campaigns.js';
import { memberCallHeaders, type MemberIsolationWorld } from '../../walk-kit/member-isolation.js';

/**
 * Member isolation (the hosted page "API Mobile Authentication": a user token is limited to its
 * own member's data): member A's token against member B of the same program, on every route of
 * the route table. Routes open to member tokens answer 403 for B by every id type they take and
 * for a member that does not exist, and B's points, ledger and tokens are as they were; every
 * other route refuses the token with 403. Then A signs out everywhere, and every route open to
 * tokens answers A's old token 401.
 */

let fixtures: Map<AnyRouteContract, RouteFixture>;
let world: MemberIsolationWorld;
let apiKey: string;
let a: { id: number; token: string };
let b: { id: number; ids: Record<(typeof ID_TYPES)[number], string>; token: string };

const OTHER_MEMBER = { error: 'forbidden', message: "a member token opens only its own member's data" };
const apiKeyRoutes = contracts.filter((contract) => contract.auth === 'api_key');
const openRoutes = apiKeyRoutes.filter((contract) => contract.memberToken);
const memberRoutes = openRoutes.filter((contract) => contract.member);

/** The contract's path, its {user_id} the given member and every other segment the world's thing of that name. */
function pathOf(contract: AnyRouteContract, userId: string | number, params: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = { user_id: userId, client_id: world.clientId, reward_id: world.rewardId, activity_id: world.activityId, ...params };
  return contract.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? 'x')));
}

/** The route's request for `userId`, as a member with `token` (or the program's api_key) sends it. */
function send(contract: AnyRouteContract, userId: string | number, credentials: { token: string } | { apiKey: string }, query: Record<string, string> = {}): Promise<ApiResult> {
  const extra = fixtures.get(contract)?.memberIsolation?.(world) ?? {};
  return call(contract.method, pathOf(contract, userId, extra.params), {
    query: { ...extra.query, ...query, ...('apiKey' in credentials ? { api_key: credentials.apiKey } : {}) },
    headers: 'token' in credentials ? memberCallHeaders(credentials.token) : {},
    body: extra.body,
  });
}

const stateOf = async (memberId: number) => {
  const member = await getMember(world.clientId, memberId, true);
  return { total: member?.total_points, redeemable: member?.redeemable_points, ledger: (await queryLedger(world.clientId, memberId)).length };
};

const issueToken = async (memberId: number): Promise<string> => {
  const issued = await call('POST', `/v2/users/${memberId}/tokens`, { query: { api_key: apiKey } });
  expect(issued.status).toBe(201);
  return issued.body.token;
};

beforeAll(async () => {
  fixtures = await loadRouteFixtures();
  // A member's own limit is far above what the walk sends in a second: refusals here are isolation's, not the rate's.
  const program = await newClient({ member_rate_limit_per_second: 1_000, purchase_v1: true });
  apiKey = program.apiKey;
  const [activity, reward, campaign] = await Promise.all([
    newActivity(program.clientId),
    createReward(program.clientId, { num_points: 10 }),
    createCampaign(program.clientId),
  ]);
  world = { clientId: program.clientId, rewardId: String(reward.id), activityId: String(activity.id), campaignId: String(campaign.campaign_id) };
  const mark = unique('iso');
  const ids = {
    email: `${mark}-b@example.com`,
    username: `${mark}-b`,
    third_party_id: `${mark}-ext`,
    mobile_phone_number: `+1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}3`,
    network1_user_id: `${mark}-n1`,
    network2_user_id: `${mark}-n2`,
  };
  const [memberA, memberB] = await Promise.all([newMember(apiKey), newMember(apiKey, { email_address: ids.email, username: ids.username, third_party_id: ids.third_party_id, mobile_phone_number: ids.mobile_phone_number, network1_user_id: ids.network1_user_id, network2_user_id: ids.network2_user_id })]);
  await Promise.all([creditPoints(program.clientId, memberA.id, 500), creditPoints(program.clientId, memberB.id, 500)]);
  a = { id: memberA.id, token: await issueToken(memberA.id) };
  b = { id: memberB.id, ids: { id: String(memberB.id), ...ids }, token: await issueToken(memberB.id) };
}, 120_000);

describe('member isolation: member A\'s token against member B, on every route', () => {
  it('every route open to member tokens that takes a body or a required query says what in its fixture', () => {
    const needing = openRoutes.filter((contract) => contract.body && !fixtures.get(contract)?.memberIsolation);
    expect(needing.map((contract) => contract.name)).toEqual([]);
    expect(memberRoutes.length).toBeGreaterThan(10);
  });

  it("answers 403 for B by every id type each route takes, and for a member that does not exist, and B's points, ledger and token are as they were", async () => {
    const before = await stateOf(b.id);
    const wrong: string[] = [];
    for (const contract of memberRoutes) {
      const idTypes = contract.member?.idTypes ?? ID_TYPES;
      const asked = [...idTypes.map((idType) => [idType, b.ids[idType]] as const), ['email', 'nobody-at-all@example.com'] as const];
      for (const [idType, userId] of asked) {
        const answer = await send(contract, userId, { token: a.token }, { id_type: idType });
        if (answer.status !== 403 || JSON.stringify(answer.body) !== JSON.stringify(OTHER_MEMBER)) wrong.push(`${contract.name} by ${idType}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await stateOf(b.id)).toEqual(before);
    expect((await call('GET', `/v2/users/${b.id}/points`, { headers: memberCallHeaders(b.token) })).status).toBe(200);
  }, 120_000);

  it("answers A's own reads as the program's api_key does", async () => {
    const differ: string[] = [];
    for (const contract of openRoutes.filter((route) => route.method === 'GET')) {
      const [asMember, asProgram] = await Promise.all([send(contract, a.id, { token: a.token }), send(contract, a.id, { apiKey })]);
      if (asMember.status !== asProgram.status || asProgram.status === 400) differ.push(`${contract.name}: ${asMember.status} as the member, ${asProgram.status} with the api_key (${JSON.stringify(asMember.body)})`);
    }
    expect(differ).toEqual([]);
  }, 120_000);

  it('refuses the token with 403 on every route not open to it, and on every operator route', async () => {
    const wrong: string[] = [];
    // A public route (a password sign-in) takes no credential at all: a token there is neither needed nor read.
    for (const contract of contracts.filter((route) => !route.memberToken && route.auth !== 'public')) {
      const answer = await call(contract.method, pathOf(contract, a.id), { headers: memberCallHeaders(a.token), body: contract.body ? {} : undefined });
      const message = contract.auth === 'operator' ? 'a member token may not call operator routes' : `a member token may not call ${contract.name}`;
      if (answer.status !== 403 || answer.body?.message !== message) wrong.push(`${contract.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(await stateOf(a.id)).toEqual(expect.objectContaining({ redeemable: 500 }));
  }, 120_000);

  it("after A signs out everywhere, every route open to tokens answers A's old token 401, and B's token still works", async () => {
    const signOut = await call('DELETE', `/v2/users/${a.id}/tokens`, { headers: memberCallHeaders(a.token) });
    expect(signOut.status).toBe(204);
    const wrong: string[] = [];
    for (const contract of openRoutes) {
      const answer = await send(contract, a.id, { token: a.token });
      if (answer.status !== 401) wrong.push(`${contract.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);
    expect((await call('GET', `/v2/users/${b.id}/points`, { headers: memberCallHeaders(b.token) })).status).toBe(200);
    // The operator API still sees both members as they were.
    expect((await call('GET', `/admin/v1/clients/${world.clientId}/members/${b.id}`, { headers: ADMIN_HEADERS })).status).toBe(200);
  }, 120_000);
});
