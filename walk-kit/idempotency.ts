/**
 * The idempotency walk's kit: what a route's fixture gives the walk (its cases, or why the route
 * moves nothing), the program the cases run in, and the world builders the fixtures share. The
 * builders reach the API through the program the walk hands them, and name the routes they call
 * by the contracts the fixtures pass.
 */
import type { AnyRouteContract } from '../shared/http/route-contract.js';
import { getMember } from '../shared/member-store/index.js';
import { queryLedger } from '../shared/points/ledger-repository.js';
import { getPurchase } from '../shared/purchases/purchase-repository.js';
import { findCouponsByCode } from '../shared/rewards/coupon-repository.js';
import { listOrders } from '../shared/rewards/redemption-repository.js';
import { batchGetStocks } from '../shared/rewards/stock-repository.js';
import { getDeletion } from '../shared/members/deletion-repository.js';
import { ADMIN_HEADERS, type ApiResult, type CallOptions, type Call, unique } from './requests.js';

export type Body = Record<string, unknown>;
export type State = Record<string, unknown>;

/** The program every case runs in, made once by the walk. */
export interface IdempotencyProgram {
  clientId: string;
  apiKey: string;
  /** An activity worth 30 points. */
  activityId: string;
  /** A code campaign worth 50 points a code, 10 codes a member. */
  campaignId: string;
  /** The API, as the walk sends to it. */
  api: IdempotencyApi;
}

/** What the cases do through the API besides their own route's request. */
export interface IdempotencyApi {
  call: Call;
  /** A new member of the program; its id. */
  newMember(apiKey: string): Promise<{ id: number }>;
  /** Credits a member outside any route, as the program's history would have. */
  creditPoints(clientId: string, memberId: number, points: number): Promise<unknown>;
  createReward(clientId: string, fields: Record<string, unknown>): Promise<any>;
  /** A code reward with `codes` codes in its pool. */
  createCodeReward(clientId: string, codes: number, fields: Record<string, unknown>): Promise<{ reward: any }>;
  addCampaignCodes(clientId: string, campaignId: string, codes: string[], singleUse: boolean): Promise<unknown>;
}

/** The settings the walk's program is made with: purchases earn a point per currency unit. */
export const PROGRAM_SETTINGS = { purchase_v1: true, points_per_currency_unit: 1 };

export interface IdempotencyWorld {
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

export interface IdempotencyCase {
  name: string;
  arrange(program: IdempotencyProgram): Promise<IdempotencyWorld>;
  /**
   * A new key once the first request took effect: another effect, the route's own refusal of a repeat,
   * or `unchanged` where the route is idempotent by itself (a second void answers the first void again).
   */
  newKey: 'effect' | 'unchanged' | { status: number; error: string; message: string };
}

/** A route that moves nothing worth replay protection, and why. */
export interface MovesNothing {
  movesNothing: string;
}

/**
 * What a route's fixture gives the idempotency walk: the cases of a route that moves points,
 * stock or codes (the first is the one its answer record's expiry is checked on), or why it moves none.
 */
export type IdempotencyFixture = { cases: readonly [IdempotencyCase, ...IdempotencyCase[]] } | MovesNothing;

export const movesNothing = (why: string): MovesNothing => ({ movesNothing: why });

export const isMovesNothing = (fixture: IdempotencyFixture): fixture is MovesNothing => 'movesNothing' in fixture;

/** A contract's path with its {name} segments filled in. */
export const pathOf = (contract: AnyRouteContract, params: Record<string, string | number> = {}): string =>
  contract.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

export const keyed = (program: IdempotencyProgram, key: string | undefined, body: Body | undefined): CallOptions => ({
  query: { api_key: program.apiKey },
  body,
  headers: key === undefined ? {} : { 'idempotency-key': key },
});

/** Sends a POST to `path` in the program, with an Idempotency-Key when one is given. */
export const post =
  (program: IdempotencyProgram, path: string) =>
  (key: string | undefined, body: Body): Promise<ApiResult> =>
    program.api.call('POST', path, keyed(program, key, body));

export async function pointsOf(program: IdempotencyProgram, memberId: number): Promise<State> {
  const member = await getMember(program.clientId, memberId, true);
  const ledger = await queryLedger(program.clientId, memberId);
  return { total: member!.total_points, redeemable: member!.redeemable_points, ledger: ledger.length };
}

export const earned = (state: State, points: number): State => ({
  ...state,
  total: (state.total as number) + points,
  redeemable: (state.redeemable as number) + points,
  ledger: (state.ledger as number) + 1,
});

export const spent = (state: State, points: number): State => ({
  ...state,
  redeemable: (state.redeemable as number) - points,
  ledger: (state.ledger as number) + 1,
});

export async function memberWithPoints(program: IdempotencyProgram, points: number) {
  const member = await program.api.newMember(program.apiKey);
  await program.api.creditPoints(program.clientId, member.id, points);
  return member;
}

export const stockOf = async (program: IdempotencyProgram, rewardId: string) =>
  (await batchGetStocks(program.clientId, [Number(rewardId)], true)).get(Number(rewardId))!.current_quantity;

/**
 * A member's deletion, by its route (`deletion`: DELETE with {user_id} or {client_id}/{member_id}): the
 * body names the member in the path, so another body is another member. `operator` sends it as the
 * deployment's operator instead of with the program's key.
 */
export async function deletionWorld(program: IdempotencyProgram, deletion: AnyRouteContract, operator: boolean): Promise<IdempotencyWorld> {
  const [member, other] = await Promise.all([program.api.newMember(program.apiKey), program.api.newMember(program.apiKey)]);
  const send = (key: string | undefined, body: Body) => {
    const path = pathOf(deletion, { client_id: program.clientId, user_id: body.user_id as number, member_id: body.user_id as number });
    const options = keyed(program, key, undefined);
    return program.api.call('DELETE', path, operator ? { headers: { ...ADMIN_HEADERS, ...options.headers } } : options);
  };
  return {
    send,
    body: { user_id: member.id },
    otherBody: { user_id: other.id },
    state: async () => ({
      member: (await getMember(program.clientId, member.id, true))?.id ?? null,
      deletion: (await getDeletion(program.clientId, member.id, true))?.status ?? null,
    }),
    effect: () => ({ member: null, deletion: 'Queued' }),
  };
}

/** A redemption of one of a reward worth 10 points. */
export function redemptionWorld(program: IdempotencyProgram, redeem: AnyRouteContract, member: { id: number }, rewardId: string): IdempotencyWorld {
  return {
    send: post(program, pathOf(redeem, { user_id: member.id })),
    body: { reward_id: rewardId },
    otherBody: { reward_id: rewardId, quantity: 2 },
    state: async () => ({
      ...(await pointsOf(program, member.id)),
      stock: await stockOf(program, rewardId),
      orders: (await listOrders(program.clientId, member.id, 100)).length,
    }),
    effect: (state) => ({ ...spent(state, 10), stock: (state.stock as number) - 1, orders: (state.orders as number) + 1 }),
  };
}

/** Records a purchase without an Idempotency-Key. */
export const recordPurchase = (program: IdempotencyProgram, createPurchase: AnyRouteContract, body: Body): Promise<ApiResult> =>
  post(program, pathOf(createPurchase))(undefined, body);

/** 2026-03-10 15:00 UTC */
export const PURCHASED_AT = Date.UTC(2026, 2, 10, 15) / 1000;

/** A claim of a recorded receipt of 42.50 with no member, online or in store. */
export async function claimWorld(
  program: IdempotencyProgram,
  claimRoute: AnyRouteContract,
  createPurchase: AnyRouteContract,
  inStore: boolean,
): Promise<IdempotencyWorld> {
  const receipt = unique('rcpt');
  const [recorded, member, other] = await Promise.all([
    recordPurchase(program, createPurchase, { receipt_id: receipt, total: 42.5, loc_id: 'store-7', date_purchase: PURCHASED_AT }),
    program.api.newMember(program.apiKey),
    program.api.newMember(program.apiKey),
  ]);
  if (recorded.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(recorded.body)}`);
  const claim = (userId: number) => ({
    user_id: userId,
    receipt_number: receipt,
    receipt_total: 42.5,
    ...(inStore ? { store_number: 'store-7', date_purchased: PURCHASED_AT } : {}),
  });
  return {
    send: post(program, pathOf(claimRoute)),
    body: claim(member.id),
    otherBody: claim(other.id),
    state: async () => ({ ...(await pointsOf(program, member.id)), claimedBy: (await getPurchase(program.clientId, receipt))?.claimed_by ?? null }),
    effect: (state) => ({ ...earned(state, 42), claimedBy: member.id }),
  };
}

/** A member holding two coupons of a code reward, and whether each is used. */
export async function couponHolder(program: IdempotencyProgram, redeem: AnyRouteContract) {
  const [{ reward }, member] = await Promise.all([program.api.createCodeReward(program.clientId, 2, { num_points: 10 }), memberWithPoints(program, 100)]);
  const order = await program.api.call('POST', pathOf(redeem, { user_id: member.id }), keyed(program, undefined, { reward_id: reward.id, quantity: 2 }));
  if (order.status !== 200) throw new Error(`redemption failed: ${JSON.stringify(order.body)}`);
  const codes: string[] = order.body.codes;
  const used = () => Promise.all(codes.map(async (code) => (await findCouponsByCode(program.clientId, member.id, code, true))[0]!.used));
  return { member, codes, used };
}

/**
 * Coupon reports on the first of two coupons, which starts in the state `route` moves it from
 * (`opposite` moves it back): `report` says which of the two `route` is.
 */
export async function couponWorld(
  program: IdempotencyProgram,
  report: 'use' | 'unuse',
  { route, opposite, redeem }: { route: AnyRouteContract; opposite: AnyRouteContract; redeem: AnyRouteContract },
): Promise<IdempotencyWorld> {
  const { member, codes, used } = await couponHolder(program, redeem);
  const rearm = async () => {
    const res = await post(program, pathOf(opposite))(undefined, { user_id: member.id, code: codes[0] });
    if (res.status !== 200) throw new Error(`coupon report failed: ${JSON.stringify(res.body)}`);
  };
  if (report === 'unuse') await rearm();
  return {
    send: post(program, pathOf(route)),
    body: { user_id: member.id, code: codes[0] },
    otherBody: { user_id: member.id, code: codes[1] },
    state: async () => ({ used: await used() }),
    effect: (state) => ({ used: [report === 'use', (state.used as boolean[])[1]] }),
    rearm,
  };
}
