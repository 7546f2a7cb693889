import type * as z from 'zod';
import type { MemberRecord } from '../member-store/index.js';
import {
  countRedemptionItem,
  listOrders,
  orderKeysBetween,
  readOrders,
  putOrderItem,
  readRedemptionSnapshot,
  type EntryShape,
  type OrderRecord,
  type RedemptionSnapshot,
} from './redemption-repository.js';
import type { CategoryRecord } from './reward-category-repository.js';
import { takeStockItem } from './stock-repository.js';
import { putFulfilmentItem } from './fulfilment-repository.js';
import { putCouponItem, type CouponRecord } from './coupon-repository.js';
import { guarded, onCommit, optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError, paramError } from '../errors.js';
import { pageRange, type PageRequest } from '../support/pages.js';
import type { ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { forgetCatalogue } from '../support/catalogue-cache.js';
import { claimCodeItem, pickCodes, type CodeRecord } from './code-pool.js';
import { pointsMovement, settledMember } from '../points/index.js';
import { carriedEvent } from '../events/index.js';
import { memberDoesNotExist } from '../members/index.js';
import { hasVariations, isCodeReward, type RewardRecord, type VariationRecord } from './reward-catalogue.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import { closedReason, meetsAge, meetsSegments, meetsTier } from './reward-eligibility.js';
import { memberSegmentIds } from '../segments/index.js';
import { CatalogueId } from './reward-fields.js';
import { mintCatalogueId } from './reward-ids.js';
import { memberTierLevel } from '../points/index.js';
import { present } from '../support/present.js';
import type { RedemptionRecordBody } from './reward-responses.js';
import { countRedemption } from '../support/metrics.js';
import type { RedemptionBody, RedemptionRange } from './reward-requests.js';
import type { MemberRequest } from '../requests/index.js';

/**
 * Redeeming a reward (POST /v2/users/{user_id}/redemption): the points debit (through the
 * ledger), the stock decrement, the member's per-reward count, the code claims, the order and
 * its coupons are one transaction, so under any concurrency a unit, a code and the points
 * for them are taken together or not at all.
 */

/**
 * Most units one redemption may take. A code reward writes two items per unit (the code and
 * the coupon) next to the ledger's items and three of its own; 20 keeps the transaction far
 * below DynamoDB's 100 items.
 */
export const MAX_UNITS = 100;
export const MAX_CODE_UNITS = 20;

const SHIPPING_FIELDS = [
  'shipping_first_name',
  'shipping_last_name',
  'shipping_street_address_1',
  'shipping_street_address_2',
  'shipping_country',
  'shipping_state',
  'shipping_city',
  'shipping_zip',
] as const;
/** Every shipping field but the second address line must be given when a reward ships. */
const REQUIRED_SHIPPING_FIELDS = SHIPPING_FIELDS.filter((field) => field !== 'shipping_street_address_2');

export type RedemptionInput = z.infer<typeof RedemptionBody>;

export const invalidReward = (message: string) => new ApiError('invalid_reward', message);
export const overRedeemLimit = (message: string) => new ApiError('over_redeem_limit', message);
export const outOfStock = () => new ApiError('out_of_stock', 'the reward is out of stock');
export const insufficientPoints = () => new ApiError('insufficient_points', 'not enough redeemable points for this redemption');

/** The redemption history record of spec 2.9. */
export function historyView(order: OrderRecord): z.infer<typeof RedemptionRecordBody> {
  return {
    date_created: order.date_created,
    ...(order.date_fulfilled !== undefined ? { date_fulfilled: order.date_fulfilled } : {}),
    total_points_redeemed: order.total_points_redeemed,
    ending_balance: order.ending_balance,
    quantity: order.quantity,
    ...order.shipping,
    ...(order.tracking_number ? { tracking_number: order.tracking_number } : {}),
    ...(order.codes ? { codes: order.codes } : {}),
    ...(order.digital_download ? { digital_download: order.digital_download } : {}),
    reward_id: String(order.reward_id),
    reward_title: order.reward_title,
  };
}

/** The shipping fields the order keeps: the address when the reward ships, the phone when it is required. */
function shippingDetails(reward: RewardRecord, input: RedemptionInput): Record<string, string> {
  for (const field of reward.is_shipping_required ? REQUIRED_SHIPPING_FIELDS : []) {
    if (!input[field]) throw inputError(`${field} is required: this reward ships`);
  }
  if (reward.is_phone_number_required && !input.shipping_phone_number) throw inputError('shipping_phone_number is required for this reward');
  if (reward.reward_terms && !(input.agree_to_terms === true || input.agree_to_terms === 1 || input.agree_to_terms === '1')) {
    throw inputError('agree_to_terms: the reward terms must be agreed to');
  }
  const kept: Record<string, string> = {};
  const fields = [
    ...(reward.is_shipping_required ? SHIPPING_FIELDS : []),
    ...(reward.is_phone_number_required || reward.is_shipping_required ? (['shipping_phone_number'] as const) : []),
  ];
  for (const field of fields) if (input[field]) kept[field] = input[field];
  return kept;
}

function checkQuantity(reward: RewardRecord, quantity: number): void {
  const cap = isCodeReward(reward) ? MAX_CODE_UNITS : MAX_UNITS;
  if (quantity > cap) throw overRedeemLimit(`at most ${cap} units of this reward can be redeemed at once`);
  if (reward.max_select_quantity !== null && quantity > reward.max_select_quantity) {
    throw overRedeemLimit(`at most ${reward.max_select_quantity} units of this reward can be selected at once`);
  }
  if (reward.max_per_user !== null && quantity > reward.max_per_user) {
    throw overRedeemLimit(`at most ${reward.max_per_user} units of this reward can be redeemed per member`);
  }
}

/** The reward and variation of a snapshot's entry; undefined when the entry or its parent is gone. */
function redeemableOf(snapshot: RedemptionSnapshot): { reward: RewardRecord; variation: VariationRecord | null } | undefined {
  const { entry, parent } = snapshot;
  if (entry?.kind === 'reward') return { reward: entry.record, variation: null };
  if (entry?.kind === 'variation' && parent?.kind === 'reward' && parent.record.id === entry.record.parent_id) {
    return { reward: parent.record, variation: entry.record };
  }
  return undefined;
}

/** The shape of the entry the snapshot read (variations are never code rewards). */
function shapeRead(snapshot: RedemptionSnapshot, entryId: number): EntryShape | undefined {
  const { entry } = snapshot;
  if (!entry) return undefined;
  if (entry.kind === 'reward') return { entryId, rewardId: entryId, couponCategoryId: entry.record.coupon_category_id };
  return { entryId, rewardId: entry.record.parent_id, couponCategoryId: null };
}

const sameShape = (a: EntryShape, b: EntryShape) => a.rewardId === b.rewardId && a.couponCategoryId === b.couponCategoryId;

/**
 * Where entries sit, remembered per container. A wrong memory (a reward edited since) costs one
 * more read, never a wrong redemption: the snapshot reads the entry itself and corrects it.
 */
const entryShapes = new ExpiringCache<EntryShape>({ maxEntries: 10_000, ttlMs: 60 * 60 * 1000 });
const shapeKey = (clientId: string, entryId: number) => `${clientId}\u0000${entryId}`;

/** Where the entry most likely sits, without a read: as last seen here, else a plain reward. */
const guessShape = (clientId: string, entryId: number): EntryShape =>
  entryShapes.get(shapeKey(clientId, entryId)) ?? { entryId, rewardId: entryId, couponCategoryId: null };

/** The entry's records, stock, counts and (for code rewards) candidate codes, in one round trip. */
async function readRedemption(clientId: string, memberId: number, shape: EntryShape, quantity: number, withMember: boolean) {
  const [snapshot, codes] = await Promise.all([
    readRedemptionSnapshot(clientId, memberId, shape, { withMember }),
    shape.couponCategoryId !== null ? pickCodes(clientId, shape.entryId, Math.min(quantity, MAX_CODE_UNITS)) : Promise.resolve([]),
  ]);
  return { snapshot, codes };
}

/**
 * Redeems `quantity` units of a reward (or variation) for the member and returns the history
 * record (2.9) of the order. Errors: invalid_reward, input_error, over_redeem_limit,
 * insufficient_points, out_of_stock. The first attempt decides on the member the request
 * resolved and one read of everything else; a retry reads the member too.
 */
export async function redeemReward(request: MemberRequest, input: RedemptionInput): Promise<z.infer<typeof RedemptionRecordBody>> {
  const { client, member } = request;
  const now = nowSeconds();
  const id = CatalogueId.safeParse(input.reward_id);
  if (!id.success) throw invalidReward('reward does not exist');
  let shape = guessShape(client.clientId, id.data);
  let attempt = 0;
  const order = await optimisticTransaction(async () => {
    const withMember = ++attempt > 1;
    let read = await readRedemption(client.clientId, member.id, shape, input.quantity, withMember);
    const actual = shapeRead(read.snapshot, id.data);
    if (actual && !sameShape(actual, shape)) {
      shape = actual;
      read = await readRedemption(client.clientId, member.id, shape, input.quantity, withMember);
    }
    if (actual) entryShapes.set(shapeKey(client.clientId, id.data), actual);
    const current = withMember ? read.snapshot.member : member;
    if (!current) throw memberDoesNotExist('page_not_found', 404);
    return buildRedemption(client, current, input, read.snapshot, read.codes, now);
  }, request.answerRecord);
  forgetCatalogue(client.clientId);
  return order;
}

/** The reward and variation the member asked for, refused unless the member may have it now. */
async function redeemableFor(client: ClientRecord, member: MemberRecord, snapshot: RedemptionSnapshot, now: number) {
  const found = redeemableOf(snapshot);
  if (!found) throw invalidReward('reward does not exist');
  const { reward, variation } = found;
  if (hasVariations(reward) && !variation) throw inputError('reward_id: this reward has variations; redeem one of them by its id');
  const closed = closedReason(reward, now);
  if (closed) throw invalidReward(closed);
  const [level, segmentIds] = await Promise.all([
    memberTierLevel(client, member, now),
    reward.segment_ids ? memberSegmentIds(client.clientId, member.id) : undefined,
  ]);
  if (!meetsTier(client, reward, level)) throw invalidReward('reward requires a higher tier');
  if (segmentIds && !meetsSegments(reward, segmentIds)) throw invalidReward('reward is for members of segments the member is not in');
  if (!meetsAge(reward, member, now)) throw new ApiError('forbidden', 'member does not meet the minimum age for this reward');
  if (client.settings.redemption_requires_verified_email && member.email_is_verified !== true) {
    throw new ApiError('forbidden', 'the member must verify their e-mail address before redeeming');
  }
  return { reward, variation };
}

async function buildRedemption(
  client: ClientRecord,
  member: MemberRecord,
  input: RedemptionInput,
  snapshot: RedemptionSnapshot,
  codes: CodeRecord[],
  now: number,
) {
  const clientId = client.clientId;
  const memberId = member.id;
  const { reward, variation } = await redeemableFor(client, member, snapshot, now);
  const shipping = shippingDetails(reward, input);
  const quantity = input.quantity;
  checkQuantity(reward, quantity);
  const entryId = variation?.id ?? reward.id;
  const { stock, redeemedUnits: redeemed, couponCategory } = snapshot;
  if (!stock) throw invalidReward('reward does not exist');
  if (reward.max_per_user !== null && redeemed + quantity > reward.max_per_user) {
    throw overRedeemLimit(`at most ${reward.max_per_user} units of this reward can be redeemed per member; ${redeemed} already redeemed`);
  }
  if (stock.current_quantity < quantity) throw outOfStock();
  const cost = reward.num_points * quantity;
  if (settledMember(client.settings.expiry_policy, member, now).redeemable_points < cost) throw insufficientPoints();
  if (codes.length < (isCodeReward(reward) ? quantity : 0)) throw outOfStock();

  const orderId = mintCatalogueId();
  const ledger = pointsMovement(
    member,
    {
      kind: 'redemption',
      points: -cost,
      name: `Redeemed ${reward.title}`,
      at: now,
      notes: quantity > 1 ? `${quantity} units` : null,
      details: { redeem_order_id: orderId, reward_id: String(entryId) },
    },
    client.settings,
  );
  const order: OrderRecord = {
    redeem_order_id: orderId,
    client_id: clientId,
    member_id: memberId,
    reward_id: entryId,
    group_id: reward.id,
    reward_title: reward.title,
    quantity,
    total_points_redeemed: cost,
    ending_balance: ledger.after.redeemable_points,
    date_created: now,
    ...(codes.length ? { codes: codes.map((code) => code.code) } : {}),
    ...(reward.is_digital_download && reward.digital_download_url ? { digital_download: reward.digital_download_url } : {}),
    ...(Object.keys(shipping).length ? { shipping } : {}),
  };
  const coupons = codes.map((code) => couponFor(order, code, couponCategory ?? null));
  // Stock and the per-member count are absolute; anything else that fails (the balance's
  // version, a code someone else claimed) means: read again and rebuild.
  const own = [
    guarded(takeStockItem(clientId, entryId, quantity, isCodeReward(reward)), outOfStock),
    guarded(countRedemptionItem(clientId, memberId, reward.id, quantity, reward.max_per_user), () =>
      overRedeemLimit(`at most ${reward.max_per_user} units of this reward can be redeemed per member`),
    ),
    // Counted once the order commits: a replay or a rebuilt attempt counts nothing.
    // The order carries reward.redeemed (every field of the event is the order's).
    onCommit(putOrderItem(order, carriedEvent(clientId, memberId, now)), countRedemption),
    ...coupons.map((coupon, index) =>
      claimCodeItem(clientId, present(codes[index], 'the code of a coupon'), {
        member_id: memberId,
        redeem_order_id: orderId,
        redeem_order_coupon_id: coupon.redeem_order_coupon_id,
        at: now,
      }),
    ),
    ...coupons.map(putCouponItem),
    ...(reward.is_shipping_required ? [putFulfilmentItem(order)] : []),
  ];
  return { items: [...ledger.items, ...own], result: historyView(order) };
}

function couponFor(order: OrderRecord, code: CodeRecord, category: CategoryRecord | null): CouponRecord {
  const expirationDays = category?.expiration_days ?? null;
  return {
    redeem_order_coupon_id: mintCatalogueId(),
    client_id: order.client_id,
    member_id: order.member_id,
    reward_id: order.reward_id,
    redeem_order_id: order.redeem_order_id,
    total_points_redeemed: order.total_points_redeemed,
    ending_balance: order.ending_balance,
    quantity: order.quantity,
    code: code.code,
    reward_title: order.reward_title,
    coupon_category_id: category?.id ?? 0,
    coupon_category_name: category?.name ?? '',
    coupon_category_expiration_days: expirationDays,
    batch_num: code.batch_num,
    date_to_expire: expirationDays === null ? null : order.date_created + expirationDays * 86_400,
    order_date_created: order.date_created,
    coupon_date_created: order.date_created,
    used: false,
    date_used: null,
  };
}

/** v2.2: a date range of at most a year, and how many of its orders are counted for paging. */
const MAX_RANGE_SECONDS = 366 * 86_400;
export const MAX_RANGE_ORDERS = 1_000;
const DAY_SECONDS = 86_400;

const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The range in Unix seconds, both ends included: date_end's whole day; without dates, the year up to now. */
function rangeOf(range: RedemptionRange, now: number): { from: number; to: number } {
  const to = range.date_end === undefined ? now : dayStart(range.date_end) + DAY_SECONDS - 1;
  const from = range.date_start === undefined ? to - MAX_RANGE_SECONDS + 1 : dayStart(range.date_start);
  if (range.date_start !== undefined && range.date_end !== undefined && dayStart(range.date_end) <= dayStart(range.date_start)) {
    throw paramError('date_end must be after date_start');
  }
  if (to - from + 1 > MAX_RANGE_SECONDS) throw paramError('date range should not exceed more than a year');
  return { from, to };
}

/**
 * v2.2 redemption history: the member's orders in the range, newest first, one page of them.
 * One query reads the range's keys only (at most MAX_RANGE_ORDERS, which bounds `total`), then
 * the page's orders are read by key.
 */
export async function redemptionHistoryPage(member: MemberRecord, range: RedemptionRange, request: PageRequest) {
  const { from, to } = rangeOf(range, nowSeconds());
  const keys = await orderKeysBetween(member.client_id, member.id, from, to, MAX_RANGE_ORDERS);
  const { start, end } = pageRange(keys.length, request);
  const orders = end > start ? await readOrders(keys.slice(start, end)) : [];
  return { total: keys.length, items: orders.map(historyView) };
}

/** Spec 8 returns every redemption; the newest this many are listed (no pagination is defined). */
export const MAX_HISTORY = 100;

/** The member's redemption history (2.9), newest first; no_redemptions when there is none. */
export async function redemptionHistory(member: MemberRecord): Promise<Array<z.infer<typeof RedemptionRecordBody>>> {
  const orders = await listOrders(member.client_id, member.id, MAX_HISTORY);
  if (orders.length === 0) throw new ApiError('no_redemptions', 'the user has not redeemed any rewards');
  return orders.map(historyView);
}
