import {
  findCouponsByCode,
  findUsableCouponsOfCode,
  findUsedCouponsOfCode,
  listUsableCoupons,
  readCoupons,
  setCouponUsedItem,
  type CouponRecord,
} from './coupon-repository.js';
import { optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { memberEventItem } from '../events/index.js';
import type { MemberRecord } from '../member-store/index.js';
import { ApiError, inputError } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { findMember, type IdType, memberDoesNotExist } from '../members/index.js';
import { loadCatalogue } from './reward-catalogue.js';
import { present } from '../support/present.js';
import type { CouponUseInput } from './reward-requests.js';
import type { ClientRequest } from '../requests/index.js';

/**
 * Coupons (spec 2.10): the codes members received from code rewards. A coupon is usable while
 * it is unused and unexpired; the client reports use through coupon/use or a purchase, and can
 * take a report back through coupon/unuse.
 */

/** The usable coupon of spec 2.10, with the reward's category as the hosted API adds it (when known). */
export function usableCouponView(coupon: CouponRecord, rewardCategoryId?: number | null): Record<string, unknown> {
  return {
    reward_id: coupon.reward_id,
    ...(rewardCategoryId !== undefined ? { reward_category_id: rewardCategoryId === null ? null : String(rewardCategoryId) } : {}),
    redeem_order_id: coupon.redeem_order_id,
    redeem_order_coupon_id: coupon.redeem_order_coupon_id,
    total_points_redeemed: coupon.total_points_redeemed,
    ending_balance: coupon.ending_balance,
    quantity: coupon.quantity,
    code: coupon.code,
    reward_title: coupon.reward_title,
    coupon_category_id: coupon.coupon_category_id,
    coupon_category_name: coupon.coupon_category_name,
    coupon_category_expiration_days: coupon.coupon_category_expiration_days,
    batch_num: coupon.batch_num,
    date_to_expire: coupon.date_to_expire,
    order_date_created: coupon.order_date_created,
    coupon_date_created: coupon.coupon_date_created,
  };
}

/** Spec 9 defines no pagination: the this-many soonest to expire are listed. */
export const MAX_USABLE_COUPONS = 100;

/**
 * The member's unused coupons, soonest to expire first (coupons without expiry last); expired
 * ones (first) unless `includeExpired` is false. Each carries its reward's category, from the
 * cached catalogue (null for a reward no longer in it or without a category).
 */
export async function usableCoupons(member: MemberRecord, includeExpired = true): Promise<Array<Record<string, unknown>>> {
  const [coupons, catalogue] = await Promise.all([
    listUsableCoupons(member.client_id, member.id, nowSeconds(), MAX_USABLE_COUPONS, includeExpired),
    loadCatalogue(member.client_id),
  ]);
  const categories = new Map(catalogue.map((entry) => [entry.reward.id, entry.reward.category_id]));
  return coupons.map((coupon) => usableCouponView(coupon, categories.get(coupon.reward_id) ?? null));
}

/** What coupon/use and coupon/unuse answer in our form: the coupon and whether it now counts as used. */
const couponStatusView = (coupon: CouponRecord) => ({ ...usableCouponView(coupon), used: coupon.used, date_used: coupon.date_used });

/** What they answer in the hosted API's form. */
const SUBMITTED = { success: true, message: 'Successfully submitted' } as const;

function useDateOf(input: CouponUseInput, now: number): number {
  if (input.use_date === undefined) return now;
  const at = typeof input.use_date === 'number' || /^\d+$/.test(input.use_date) ? Number(input.use_date) : Math.floor(Date.parse(input.use_date) / 1000);
  if (!Number.isSafeInteger(at) || at < 0) throw inputError('use_date: an ISO 8601 date-time, such as 2023-05-20T18:25:43-04:00');
  return at;
}

/**
 * Marks a coupon used (`used` true) or usable again, in either form. The hosted API's form
 * answers {success, message}; its errors: no_data without a coupon_value, not_issued (404) for a
 * code no coupon carries, invalid for using a coupon already used or expired, not_used for
 * unusing one that is not used. Our form answers the coupon; repeating a report changes nothing
 * and answers the coupon as it is; page_not_found for an unknown member, invalid_code when the
 * member holds no coupon with that code.
 */
export async function reportCouponUse(request: ClientRequest, idType: IdType, input: CouponUseInput, used: boolean) {
  const { client } = request;
  const at = nowSeconds();
  if (input.coupon_value !== undefined) return reportByValue(request, input, used);
  if (input.user_id === undefined || input.code === undefined) throw inputError('send coupon_value, or user_id and code');
  const member = await findMember(client.clientId, idType, input.user_id);
  if (!member) throw memberDoesNotExist('page_not_found');
  const code = input.code;
  return optimisticTransaction(async () => {
    const coupons = await findCouponsByCode(client.clientId, member.id, code, true);
    if (coupons.length === 0) throw new ApiError('invalid_code', 'the user has no coupon with this code');
    const coupon = coupons.find((candidate) => candidate.used !== used);
    if (!coupon) return { items: [], result: couponStatusView(present(coupons[0], 'a coupon of the code')) };
    return {
      items: couponUseItems(coupon, used, at),
      result: couponStatusView({ ...coupon, used, date_used: used ? at : null }),
    };
  }, request.answerRecord);
}

/** The hosted API's form: the coupon carrying the code, whoever holds it (found through GSI1, confirmed by a consistent read). */
async function reportByValue(request: ClientRequest, input: CouponUseInput, used: boolean) {
  const { client } = request;
  const now = nowSeconds();
  const value = input.coupon_value ?? '';
  if (value === '') throw new ApiError('no_data', 'coupon_value is required');
  const at = used ? useDateOf(input, now) : now;
  const notIssued = () => new ApiError('not_issued', 'Coupon has not been issued');
  return optimisticTransaction(async () => {
    const { usableFound, usedFound } = await couponsOfCode(client.clientId, value, now);
    const current = (used ? usableFound : usedFound).length ? await readCoupons(used ? usableFound : usedFound) : [];
    const ofCode = current.filter((coupon) => coupon.code === value);
    if (used) {
      const coupon = usableToMark(ofCode, now);
      if (coupon) return { items: couponUseItems(coupon, true, at), result: SUBMITTED };
      if (ofCode.some((coupon) => !coupon.used)) throw new ApiError('invalid', 'Coupon has expired');
      if (usedFound.length || ofCode.length) throw new ApiError('invalid', 'Coupon has already been used');
      throw notIssued();
    }
    const coupon = ofCode.filter((candidate) => candidate.used).sort((a, b) => (b.date_used ?? 0) - (a.date_used ?? 0))[0];
    if (coupon) return { items: couponUseItems(coupon, false, at), result: SUBMITTED };
    if (usableFound.length || ofCode.length) throw new ApiError('not_used', 'Coupon has not been used');
    throw notIssued();
  }, request.answerRecord);
}

/** How often a code found in neither state is looked up again before it is called not issued. */
const LOOKUPS_BEFORE_NOT_ISSUED = 3;

/**
 * The code's coupons in both states. A coupon moves between the usable and the used index as
 * it is used and unused, and the two are read at slightly different instants: one racing use
 * can leave it in neither read, so an empty answer is looked up again before it counts.
 */
async function couponsOfCode(clientId: string, code: string, now: number) {
  for (let lookup = 1; ; lookup++) {
    const [usableFound, usedFound] = await Promise.all([
      findUsableCouponsOfCode(clientId, code, now, CODE_CANDIDATES, true),
      findUsedCouponsOfCode(clientId, code, CODE_CANDIDATES),
    ]);
    if (usableFound.length || usedFound.length || lookup >= LOOKUPS_BEFORE_NOT_ISSUED) return { usableFound, usedFound };
  }
}

/** A coupon marked used or usable again, and the event that reports it (coupon.used, coupon.unused). */
function couponUseItems(coupon: CouponRecord, used: boolean, at: number): TransactItem[] {
  const data = {
    user_id: coupon.member_id,
    coupon_id: coupon.redeem_order_coupon_id,
    redeem_order_id: coupon.redeem_order_id,
    reward_id: coupon.reward_id,
    date_used: used ? at : null,
  };
  return [setCouponUsedItem(coupon, used, at), memberEventItem(coupon.client_id, coupon.member_id, used ? 'coupon.used' : 'coupon.unused', data, nowSeconds())];
}

/** How deep a code's client-wide partition is read for a usable coupon (it rarely holds more than one). */
const CODE_CANDIDATES = 5;

const isUsableAt = (coupon: CouponRecord, at: number): boolean => !coupon.used && (coupon.date_to_expire === null || at < coupon.date_to_expire);

const expiryOrder = (coupon: CouponRecord): number => coupon.date_to_expire ?? Number.MAX_SAFE_INTEGER;

/** Of these coupons carrying one code, the usable one to mark used: the soonest to expire. */
function usableToMark(coupons: CouponRecord[], at: number): CouponRecord | undefined {
  return coupons
    .filter((coupon) => isUsableAt(coupon, at))
    .sort((a, b) => expiryOrder(a) - expiryOrder(b) || a.redeem_order_coupon_id - b.redeem_order_coupon_id)[0];
}

/**
 * For the purchases endpoint: the items that mark used one usable coupon per code the purchase
 * lists, to be written in the purchase's own transaction. A purchase naming a member uses that
 * member's coupon with the code when they hold one (a consistent read of their partition);
 * otherwise, and for purchases without a member, the client-wide coupon with the code found
 * through its GSI1 partition and confirmed by a consistent read. Codes matching no usable coupon
 * add nothing. Each item fails (cancelling the transaction) if the coupon changed since it was
 * read, so the caller retries with fresh reads.
 */
export async function purchaseCouponUseItems(clientId: string, memberId: number | undefined, codes: string[], at: number): Promise<TransactItem[]> {
  const distinct = [...new Set(codes)];
  const own =
    memberId === undefined ? [] : await Promise.all(distinct.map(async (code) => usableToMark(await findCouponsByCode(clientId, memberId, code, true), at)));
  const elsewhere = distinct.filter((_code, index) => !own[index]);
  const indexed = (await Promise.all(elsewhere.map((code) => findUsableCouponsOfCode(clientId, code, at, CODE_CANDIDATES)))).flat();
  const current = indexed.length === 0 ? [] : await readCoupons(indexed);
  const anyones = elsewhere.map((code) =>
    usableToMark(
      current.filter((coupon) => coupon.code === code),
      at,
    ),
  );
  return [...own, ...anyones].flatMap((coupon) => (coupon ? couponUseItems(coupon, true, at) : []));
}
