import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '../../lib/routes.js';
import { getCode, getRedemptionCount } from '../../shared/campaigns/campaign-repository.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { findCouponsByCode } from '../../shared/rewards/coupon-repository.js';
import { idempotencyKey, IdempotentRequest, runIdempotent } from '../../shared/data/idempotency.js';
import { optimisticTransaction } from '../../shared/data/transactions.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { getMember } from '../../shared/member-records/index.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { listOrders } from '../../shared/rewards/redemption-repository.js';
import { batchGetStocks } from '../../shared/rewards/stock-repository.js';
import { call, newClient, newMember, resendingRefusals, unique, type ApiResult, type CallOptions } from '../../local/walks/api.js';
import { addCampaignCodes, createCampaign } from '../../local/walks/campaigns.js';
import { creditPoints, newActivity } from '../../local/walks/points.js';
import { createCodeReward, createReward } from '../../local/walks/rewards.js';

/**
 * Safe retries (Idempotency-Key) on every route that moves points, stock or codes: a repeat
 * answers the first response and changes nothing, the same key with another body is refused,
 * parallel duplicates take effect once, and a new key is a new request.
 */

/** The POST routes that move points, stock or codes: each must honour Idempotency-Key. */
const IDEMPOTENT_ROUTES = [
  'POST /v2/users/{user_id}/activities',
  'POST /v2/users/{user_id}/redemption',
  'POST /v2/code_redemption_campaign/submit',
  'POST /v2/purchases',
  'POST /v2/purchases/return',
  'POST /v2/claim_receipt/online',
  'POST /v2/claim_receipt/in_store',
  'POST /v2/coupon/use',
  'POST /v2/coupon/unuse',
];
/** api_key POST routes that move none of them. */
const NOT_MOVING = ['POST /v2/users', 'POST /v2/purchases/potential_points'];

const DAY = 86_400;
/** Records live a day (DynamoDB TTL removes them after). */
const RECORD_TTL = DAY;
/** 2026-03-10 15:00 UTC */
const PURCHASED_AT = Date.UTC(2026, 2, 10, 15) / 1000;

type Body = Record<string, unknown>;
type State = Record<string, unknown>;

interface World {
  /** Sends the route's request, with this Idempotency-Key when one is given. */
  send(key: string | undefined, body: Body): Promise<ApiResult>;
  body: Body;
  /** Another request to the same route, for reusing a key with a different body. */
  otherBody: Body;
  /** What the route changes: balances, ledger length, stock, code, receipt or coupon state. */
  state(): Promise<State>;
  /** The state after one more effect of `body`. */
  effect(state: State): State;
  /** Puts things back so that `body` would take effect again (coupon reports). */
  rearm?(): Promise<void>;
}

interface Case {
  name: string;
  route: string;
  arrange(): Promise<World>;
  /** A new key once the first request took effect: another effect, or the route's own refusal of a repeat. */
  newKey: 'effect' | { status: number; error: string; message: string };
}

let clientId: string;
let apiKey: string;
let activityId: string;
let campaignId: string;

beforeAll(async () => {
  ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1 }));
  activityId = (await newActivity(clientId, { num_points: 30 })).id;
  campaignId = (await createCampaign(clientId, { num_points: 50, redemption_limit: 10 })).campaign_id;
});

const keyed = (key: string | undefined, body: Body): CallOptions => ({
  query: { api_key: apiKey },
  body,
  headers: key === undefined ? {} : { 'idempotency-key': key },
});
const post = (path: string) => (key: string | undefined, body: Body) => call('POST', path, keyed(key, body));

async function pointsOf(memberId: number): Promise<State> {
  const member = await getMember(clientId, memberId, true);
  const ledger = await queryLedger(clientId, memberId);
  return { total: member!.total_points, redeemable: member!.redeemable_points, ledger: ledger.length };
}
const earned = (state: State, points: number): State => ({
  ...state,
  total: (state.total as number) + points,
  redeemable: (state.redeemable as number) + points,
  ledger: (state.ledger as number) + 1,
});
const spent = (state: State, points: number): State => ({
  ...state,
  redeemable: (state.redeemable as number) - points,
  ledger: (state.ledger as number) + 1,
});

async function memberWithPoints(points: number) {
  const member = await newMember(apiKey);
  await creditPoints(clientId, member.id, points);
  return member;
}

const stockOf = async (rewardId: string) => (await batchGetStocks(clientId, [Number(rewardId)], true)).get(Number(rewardId))!.current_quantity;

function redemptionWorld(member: { id: number }, rewardId: string): World {
  return {
    send: post(`/v2/users/${member.id}/redemption`),
    body: { reward_id: rewardId },
    otherBody: { reward_id: rewardId, quantity: 2 },
    state: async () => ({ ...(await pointsOf(member.id)), stock: await stockOf(rewardId), orders: (await listOrders(clientId, member.id, 100)).length }),
    effect: (state) => ({ ...spent(state, 10), stock: (state.stock as number) - 1, orders: (state.orders as number) + 1 }),
  };
}

async function submitWorld(singleUse: boolean): Promise<World> {
  const [code, otherCode] = [unique('CODE').toUpperCase(), unique('CODE').toUpperCase()];
  const [member] = await Promise.all([newMember(apiKey), addCampaignCodes(clientId, campaignId, [code, otherCode], singleUse)]);
  return {
    send: post('/v2/code_redemption_campaign/submit'),
    body: { user_id: member.id, campaign_id: campaignId, code_value: code },
    otherBody: { user_id: member.id, campaign_id: campaignId, code_value: otherCode },
    state: async () => ({
      ...(await pointsOf(member.id)),
      submissions: await getRedemptionCount(clientId, member.id, campaignId),
      codeUsedBy: (await getCode(clientId, campaignId, code))?.used_by ?? null,
    }),
    effect: (state) => ({
      ...earned(state, 50),
      submissions: (state.submissions as number) + 1,
      codeUsedBy: singleUse ? member.id : null,
    }),
  };
}

async function claimWorld(path: string, inStore: boolean): Promise<World> {
  const receipt = unique('rcpt');
  const [recorded, member, other] = await Promise.all([
    call('POST', '/v2/purchases', keyed(undefined, { receipt_id: receipt, total: 42.5, loc_id: 'store-7', date_purchase: PURCHASED_AT })),
    newMember(apiKey),
    newMember(apiKey),
  ]);
  if (recorded.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(recorded.body)}`);
  const claim = (userId: number) => ({
    user_id: userId,
    receipt_number: receipt,
    receipt_total: 42.5,
    ...(inStore ? { store_number: 'store-7', date_purchased: PURCHASED_AT } : {}),
  });
  return {
    send: post(path),
    body: claim(member.id),
    otherBody: claim(other.id),
    state: async () => ({ ...(await pointsOf(member.id)), claimedBy: (await getPurchase(clientId, receipt))?.claimed_by ?? null }),
    effect: (state) => ({ ...earned(state, 42), claimedBy: member.id }),
  };
}

/** A member holding two coupons of a code reward, and whether each is used. */
async function couponHolder() {
  const [{ reward }, member] = await Promise.all([createCodeReward(clientId, 2, { num_points: 10 }), memberWithPoints(100)]);
  const order = await call('POST', `/v2/users/${member.id}/redemption`, keyed(undefined, { reward_id: reward.id, quantity: 2 }));
  if (order.status !== 200) throw new Error(`redemption failed: ${JSON.stringify(order.body)}`);
  const codes: string[] = order.body.codes;
  const used = () => Promise.all(codes.map(async (code) => (await findCouponsByCode(clientId, member.id, code, true))[0]!.used));
  return { member, codes, used };
}

/** Coupon reports on the first of two coupons, which starts in the state `report` moves it from. */
async function couponWorld(report: 'use' | 'unuse'): Promise<World> {
  const { member, codes, used } = await couponHolder();
  const opposite = post(`/v2/coupon/${report === 'use' ? 'unuse' : 'use'}`);
  const rearm = async () => {
    const res = await opposite(undefined, { user_id: member.id, code: codes[0] });
    if (res.status !== 200) throw new Error(`coupon report failed: ${JSON.stringify(res.body)}`);
  };
  if (report === 'unuse') await rearm();
  return {
    send: post(`/v2/coupon/${report}`),
    body: { user_id: member.id, code: codes[0] },
    otherBody: { user_id: member.id, code: codes[1] },
    state: async () => ({ used: await used() }),
    effect: (state) => ({ used: [report === 'use', (state.used as boolean[])[1]] }),
    rearm,
  };
}

const CASES: Case[] = [
  {
    name: 'activity credit',
    route: 'POST /v2/users/{user_id}/activities',
    async arrange() {
      const member = await newMember(apiKey);
      return {
        send: post(`/v2/users/${member.id}/activities`),
        body: { activity_id: activityId },
        otherBody: { activity_id: activityId, num_points: 5 },
        state: () => pointsOf(member.id),
        effect: (state) => earned(state, 30),
      };
    },
    newKey: 'effect',
  },
  {
    name: 'redemption',
    route: 'POST /v2/users/{user_id}/redemption',
    async arrange() {
      const [member, reward] = await Promise.all([memberWithPoints(100), createReward(clientId, { num_points: 10, total_quantity: 10 })]);
      return redemptionWorld(member, reward.id);
    },
    newKey: 'effect',
  },
  {
    name: 'redemption of the last code',
    route: 'POST /v2/users/{user_id}/redemption',
    async arrange() {
      const [member, { reward }] = await Promise.all([memberWithPoints(100), createCodeReward(clientId, 1, { num_points: 10 })]);
      return redemptionWorld(member, reward.id);
    },
    newKey: { status: 403, error: 'out_of_stock', message: 'the reward is out of stock' },
  },
  {
    name: 'code submit (multi-use code)',
    route: 'POST /v2/code_redemption_campaign/submit',
    arrange: () => submitWorld(false),
    newKey: 'effect',
  },
  {
    name: 'code submit (single-use code)',
    route: 'POST /v2/code_redemption_campaign/submit',
    arrange: () => submitWorld(true),
    newKey: { status: 400, error: 'invalid_code', message: 'code has already been used' },
  },
  {
    name: 'purchase',
    route: 'POST /v2/purchases',
    async arrange() {
      const { member, codes, used } = await couponHolder();
      const receipt = unique('rcpt');
      // The purchase earns points and uses the member's first coupon.
      const body = { user_id: member.id, receipt_id: receipt, total: 20, coupon_codes: [codes[0]] };
      return {
        send: post('/v2/purchases'),
        body,
        otherBody: { ...body, total: 21 },
        state: async () => ({ ...(await pointsOf(member.id)), receiptTotal: (await getPurchase(clientId, receipt))?.total ?? null, used: await used() }),
        effect: (state) => ({ ...earned(state, 20), receiptTotal: 20, used: [true, (state.used as boolean[])[1]] }),
      };
    },
    newKey: { status: 400, error: 'input_error', message: 'receipt already exists' },
  },
  {
    name: 'purchase return',
    route: 'POST /v2/purchases/return',
    async arrange() {
      const member = await newMember(apiKey);
      const receipt = unique('rcpt');
      await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { user_id: member.id, receipt_id: receipt, total: 40 } });
      // Half is returned: a new key returns the other half, another effect.
      const body = { receipt_id: receipt, total: 20 };
      return {
        send: post('/v2/purchases/return'),
        body,
        otherBody: { ...body, total: 10 },
        state: async () => ({ ...(await pointsOf(member.id)), returned: (await getPurchase(clientId, receipt))?.returned_amount ?? null }),
        effect: (state) => ({ ...spent(state, 20), returned: ((state.returned as number | null) ?? 0) + 20 }),
      };
    },
    newKey: 'effect',
  },
  {
    name: 'online receipt claim',
    route: 'POST /v2/claim_receipt/online',
    arrange: () => claimWorld('/v2/claim_receipt/online', false),
    newKey: { status: 400, error: 'input_error', message: 'receipt already claimed' },
  },
  {
    name: 'in-store receipt claim',
    route: 'POST /v2/claim_receipt/in_store',
    arrange: () => claimWorld('/v2/claim_receipt/in_store', true),
    newKey: { status: 400, error: 'input_error', message: 'receipt already claimed' },
  },
  { name: 'coupon use', route: 'POST /v2/coupon/use', arrange: () => couponWorld('use'), newKey: 'effect' },
  { name: 'coupon unuse', route: 'POST /v2/coupon/unuse', arrange: () => couponWorld('unuse'), newKey: 'effect' },
];

const routeKeys = routes.map((route) => `${route.method} ${route.path}`);

describe('the routes that move points, stock or codes', () => {
  it('are all in the route table, each has a case, and every other api_key POST route is known to move nothing', () => {
    const apiKeyPosts = routes.filter((route) => route.auth === 'api_key' && route.method === 'POST').map((route) => `${route.method} ${route.path}`);

    expect(IDEMPOTENT_ROUTES.filter((route) => !routeKeys.includes(route))).toEqual([]);
    expect(IDEMPOTENT_ROUTES.filter((route) => !CASES.some((c) => c.route === route))).toEqual([]);
    expect(apiKeyPosts.filter((route) => !IDEMPOTENT_ROUTES.includes(route) && !NOT_MOVING.includes(route))).toEqual([]);
  });

  it('declare idempotent: true in their contracts', () => {
    const undeclared = IDEMPOTENT_ROUTES.filter((key) => routes.find((candidate) => `${candidate.method} ${candidate.path}` === key)?.contract.idempotent !== true);

    expect(undeclared).toEqual([]);
  });

  it.each(IDEMPOTENT_ROUTES)('%s records the key with an expiry (TTL) a day ahead', async (route) => {
    const world = await CASES.find((c) => c.route === route)!.arrange();
    const key = unique('key');

    const res = await world.send(key, world.body);

    expect(res.status).toBe(200);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: idempotencyKey(clientId, key), ConsistentRead: true }));
    const now = Date.now() / 1000;
    expect(Item).toMatchObject({ type: 'idempotency', request_hash: expect.any(String) });
    expect(Item!.expires_at).toBeGreaterThan(now + RECORD_TTL - 60);
    expect(Item!.expires_at).toBeLessThanOrEqual(now + RECORD_TTL + 1);
  });
});

describe.each(CASES)('Idempotency-Key on $name ($route)', (c) => {
  // Each test gets a world of its own; they are set up side by side to keep the file quick.
  let worlds: Record<'repeat' | 'otherBody' | 'parallel' | 'newKey', World>;
  beforeAll(async () => {
    const [repeat, otherBody, parallel, newKey] = await Promise.all([1, 2, 3, 4].map(() => c.arrange()));
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
    } else {
      expect(second).toMatchObject({ status: c.newKey.status, body: { error: c.newKey.error, message: c.newKey.message } });
      expect(await world.state()).toEqual(before);
    }
  });
});

describe('a recorded answer that changed nothing', () => {
  it('replays a coupon report that found the coupon already used, even after the coupon was unused again', async () => {
    const world = await couponWorld('use');
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
