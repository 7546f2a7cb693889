import * as z from 'zod';
import {
  findCouponsByCode,
  findUsableCouponsOfCode,
  listUsableCoupons,
  readCoupons,
  setCouponUsedItem,
  type CouponRecord,
} from './coupon-repository.js';
import { optimisticTransaction, type AnswerRecord, type TransactItem } from '../data/transactions.js';
import type { MemberRecord } from '../data/member-repository.js';
import { ApiError } from '../errors.js';
import type { ClientRecord } from '../clients/index.js';
import { nowSeconds } from '../support/clock.js';
import { findMember, IdTypeSchema, memberDoesNotExist } from '../members/index.js';

/**
 * Coupons (spec 2.10): the codes members received from code rewards. A coupon is usable while
 * it is unused and unexpired; the client reports use through coupon/use or a purchase, and can
 * take a report back through coupon/unuse.
 */

/** The usable coupon of spec 2.10. */
export function usableCouponView(coupon: CouponRecord): Record<string, unknown> {
  return {
    reward_id: coupon.reward_id,
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

/** The member's usable coupons, soonest to expire first (coupons without expiry last). */
export async function usableCoupons(member: MemberRecord): Promise<Array<Record<string, unknown>>> {
  const coupons = await listUsableCoupons(member.client_id, member.id, nowSeconds(), MAX_USABLE_COUPONS);
  return coupons.map(usableCouponView);
}

export const CouponUseQuery = z.object({ id_type: IdTypeSchema });
export const CouponUseBody = z.object({
  user_id: z.union([z.string().trim().min(1).max(320), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String),
  code: z.string().trim().min(1).max(1000),
});
export type CouponUseInput = z.infer<typeof CouponUseBody>;

/** What coupon/use and coupon/unuse answer: the coupon and whether it now counts as used. */
const couponStatusView = (coupon: CouponRecord) => ({ ...usableCouponView(coupon), used: coupon.used, date_used: coupon.date_used });

/**
 * Marks the member's coupon with this code used (`used` true) or usable again. Repeating a
 * report changes nothing and answers the coupon as it is. Errors: page_not_found for an
 * unknown member, invalid_code when the member holds no coupon with that code.
 */
export async function reportCouponUse(client: ClientRecord, idType: z.infer<typeof IdTypeSchema>, input: CouponUseInput, used: boolean, record?: AnswerRecord) {
  const member = await findMember(client.clientId, idType, input.user_id);
  if (!member) throw memberDoesNotExist('page_not_found');
  return optimisticTransaction(async () => {
    const coupons = await findCouponsByCode(client.clientId, member.id, input.code, true);
    if (coupons.length === 0) throw new ApiError('invalid_code', 'the user has no coupon with this code');
    const coupon = coupons.find((candidate) => candidate.used !== used);
    if (!coupon) return { items: [], result: couponStatusView(coupons[0]!) };
    const at = nowSeconds();
    return {
      items: [setCouponUsedItem(coupon, used, at)],
      result: couponStatusView({ ...coupon, used, date_used: used ? at : null }),
    };
  }, record);
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
    memberId === undefined
      ? []
      : await Promise.all(distinct.map(async (code) => usableToMark(await findCouponsByCode(clientId, memberId, code, true), at)));
  const elsewhere = distinct.filter((_code, index) => !own[index]);
  const indexed = (await Promise.all(elsewhere.map((code) => findUsableCouponsOfCode(clientId, code, at, CODE_CANDIDATES)))).flat();
  const current = indexed.length === 0 ? [] : await readCoupons(indexed);
  const anyones = elsewhere.map((code) => usableToMark(current.filter((coupon) => coupon.code === code), at));
  return [...own, ...anyones].flatMap((coupon) => (coupon ? [setCouponUsedItem(coupon, true, at)] : []));
}
