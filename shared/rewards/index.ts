/** The rewards feature as other features see it: everything they import from it comes through here. */
export { purchaseCouponUseItems } from './coupons.js';
export { addCodesNotInPool } from './code-pool.js';
export { ordersBetween, type OrderRecord } from './redemption-repository.js';
export { rewardTitles } from './reward-titles.js';
export { usedCouponDates } from './coupon-repository.js';
export { orderStreamEvent } from './redemption-events.js';
