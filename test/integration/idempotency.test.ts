import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { contracts } from '../../lib/routes.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { idempotencyKey, IdempotentRequest, runIdempotent } from '../../shared/data/idempotency.js';
import { optimisticTransaction } from '../../shared/data/transactions.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import { call, newClient, newMember, resendingRefusals, unique } from '../../local/walks/api.js';
import { addCampaignCodes, createCampaign } from '../../local/walks/campaigns.js';
import { couponWorld, type IdempotencyProgram, type IdempotencyWorld, isMovesNothing, PROGRAM_SETTINGS } from '../../walk-kit/idempotency.js';
import { creditPoints, newActivity } from '../../local/walks/points.js';
import { createCodeReward, createReward } from '../../local/walks/rewards.js';
import { useCouponRoute } from '../../functions/coupons/use-coupon.contract.js';
import { unuseCouponRoute } from '../../functions/coupons/unuse-coupon.contract.js';
import { redeemRewardRoute } from '../../functions/users/redeem-reward.contract.js';
import { loadRouteFixtures } from '../../local/walks/route-fixtures.js';

/**
 * Safe retries (Idempotency-Key) on every route that moves points, stock or codes: a repeat
 * answers the first response and changes nothing, the same key with another body is refused,
 * parallel duplicates take effect once, and a new key is a new request. Each route's cases sit in
 * its fixture (walk-kit/idempotency.ts says what they hold).
 */

const DAY = 86_400;
/** Records live a day (DynamoDB TTL removes them after). */
const RECORD_TTL = DAY;

const fixtures = await loadRouteFixtures();
const routeOf = (contract: AnyRouteContract) => `${contract.method} ${contract.path}`;

/** The routes that move points, stock or codes, with their cases, in the route list's order. */
const IDEMPOTENT_ROUTES = [...fixtures].flatMap(([contract, { idempotency }]) =>
  idempotency && !isMovesNothing(idempotency) ? [{ contract, route: routeOf(contract), cases: idempotency.cases }] : [],
);
const CASES = IDEMPOTENT_ROUTES.flatMap(({ route, cases }) => cases.map((c) => ({ ...c, route })));
const API_KEY_POSTS = contracts.filter((contract) => contract.auth === 'api_key' && contract.method === 'POST');

let program: IdempotencyProgram;

beforeAll(async () => {
  const { clientId, apiKey } = await newClient(PROGRAM_SETTINGS);
  const activityId = (await newActivity(clientId, { num_points: 30 })).id;
  const campaignId = (await createCampaign(clientId, { num_points: 50, redemption_limit: 10 })).campaign_id;
  program = { clientId, apiKey, activityId, campaignId, api: { call, newMember, creditPoints, createReward, createCodeReward, addCampaignCodes } };
});

describe('the routes that move points, stock or codes', () => {
  it("every api_key POST route's fixture has an idempotency section: its cases, or why it moves nothing", () => {
    expect(API_KEY_POSTS.filter((contract) => fixtures.get(contract)?.idempotency === undefined).map(routeOf)).toEqual([]);
  });

  it('a route with cases declares idempotent: true in its contract, and every route that declares it has cases', () => {
    const undeclared = IDEMPOTENT_ROUTES.filter(({ contract }) => contract.idempotent !== true).map(({ route }) => route);
    const withoutCases = contracts.filter((contract) => contract.idempotent === true && !IDEMPOTENT_ROUTES.some((r) => r.contract === contract)).map(routeOf);

    expect({ undeclared, withoutCases }).toEqual({ undeclared: [], withoutCases: [] });
  });

  it.each(IDEMPOTENT_ROUTES)('$route records the key with an expiry (TTL) a day ahead', async ({ cases }) => {
    const world = await cases[0].arrange(program);
    const key = unique('key');

    const res = await world.send(key, world.body);

    expect(res.status).toBe(200);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: idempotencyKey(program.clientId, key), ConsistentRead: true }));
    const now = Date.now() / 1000;
    expect(Item).toMatchObject({ type: 'idempotency', request_hash: expect.any(String) });
    expect(Item!.expires_at).toBeGreaterThan(now + RECORD_TTL - 60);
    expect(Item!.expires_at).toBeLessThanOrEqual(now + RECORD_TTL + 1);
  });
});

describe.each(CASES)('Idempotency-Key on $name ($route)', (c) => {
  // Each test gets a world of its own; they are set up side by side to keep the file quick.
  let worlds: Record<'repeat' | 'otherBody' | 'parallel' | 'newKey', IdempotencyWorld>;
  beforeAll(async () => {
    const [repeat, otherBody, parallel, newKey] = await Promise.all([1, 2, 3, 4].map(() => c.arrange(program)));
    worlds = { repeat: repeat!, otherBody: otherBody!, parallel: parallel!, newKey: newKey! };
  });

  it('answers a repeat with the same key and body with the first response and changes nothing', async () => {
    const world = worlds.repeat;
    const key = unique('key');
    const before = await world.state();

    const first = await world.send(key, world.body);
    const afterFirst = await world.state();
    await world.rearm?.();
    const rearmed = await world.state();
    const repeat = await world.send(key, world.body);

    expect(first.status).toBe(200);
    expect(afterFirst).toEqual(world.effect(before));
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(await world.state()).toEqual(rearmed);
  });

  it('refuses the same key with a different body with input_error and changes nothing', async () => {
    const world = worlds.otherBody;
    const key = unique('key');
    await world.send(key, world.body);
    const afterFirst = await world.state();

    const other = await world.send(key, world.otherBody);

    expect(other).toMatchObject({ status: 400, body: { error: 'input_error', message: 'Idempotency-Key was already used with a different request' } });
    expect(await world.state()).toEqual(afterFirst);
  });

  it('takes effect once for five parallel requests with one key, and answers all five alike', async () => {
    const world = worlds.parallel;
    const key = unique('key');
    const before = await world.state();

    const answers = await Promise.all(Array.from({ length: 5 }, () => resendingRefusals(() => world.send(key, world.body))));

    expect(answers[0]!.status).toBe(200);
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: answers[0]!.status, body: answers[0]!.body });
    expect(await world.state()).toEqual(world.effect(before));
  });

  it('runs a request with a different key anew', async () => {
    const world = worlds.newKey;
    await world.send(unique('key'), world.body);
    await world.rearm?.();
    const before = await world.state();

    const second = await world.send(unique('key'), world.body);

    if (c.newKey === 'effect') {
      expect(second.status).toBe(200);
      expect(await world.state()).toEqual(world.effect(before));
    } else if (c.newKey === 'unchanged') {
      expect(second.status).toBe(200);
      expect(await world.state()).toEqual(before);
    } else {
      expect(second).toMatchObject({ status: c.newKey.status, body: { error: c.newKey.error, message: c.newKey.message } });
      expect(await world.state()).toEqual(before);
    }
  });
});

describe('a recorded answer that changed nothing', () => {
  it('replays a coupon report that found the coupon already used, even after the coupon was unused again', async () => {
    const world = await couponWorld(program, 'use', { route: useCouponRoute, opposite: unuseCouponRoute, redeem: redeemRewardRoute });
    await world.send(undefined, world.body);
    const key = unique('key');

    const first = await world.send(key, world.body);
    await world.rearm!();
    const unused = await world.state();
    const repeat = await world.send(key, world.body);

    expect(first).toMatchObject({ status: 200, body: { used: true } });
    expect(repeat.body).toEqual(first.body);
    expect(await world.state()).toEqual(unused);
  });
});

describe('an idempotent request whose transaction leaves its answer record out', () => {
  it('fails instead of answering without replay protection', async () => {
    const { clientId } = await newClient();
    const request = new IdempotentRequest({ clientId, key: unique('k'), requestHash: 'h' }, 0);

    // The transaction commits, but without `request`: nothing would answer a retry with this answer.
    const forgetful = runIdempotent(
      request,
      () => optimisticTransaction(async () => ({ items: [], result: { done: true } }), undefined),
      (result) => result,
    );
    const remembering = new IdempotentRequest({ clientId, key: unique('k'), requestHash: 'h' }, 0);
    const recorded = runIdempotent(
      remembering,
      () => optimisticTransaction(async () => ({ items: [], result: { done: true } }), remembering),
      (result) => result,
    );

    await expect(forgetful).rejects.toThrow('an idempotent request answered without its answer on record');
    await expect(recorded).resolves.toEqual({ done: true });
  });
});
