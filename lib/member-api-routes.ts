/**
 * The member API's routes (spec section 4 and the hosted routes beyond it), in the order the
 * API description lists them. Each contract sits beside its handler.
 */
import { getUserRoute } from '../functions/users/get-user.contract.js';
import { createUserRoute } from '../functions/users/create-user.contract.js';
import { updateUserRoute } from '../functions/users/update-user.contract.js';
import { deleteUserRoute } from '../functions/users/delete-user.contract.js';
import { getDeletionStatusRoute } from '../functions/users/get-deletion-status.contract.js';
import { issueMemberTokenRoute } from '../functions/users/issue-member-token.contract.js';
import { signOutMemberRoute } from '../functions/users/sign-out-member.contract.js';
import { signInVerifiedMemberRoute } from '../functions/users/sign-in-verified-member.contract.js';
import { signInMemberRoute } from '../functions/users/sign-in-member.contract.js';
import { getUserPendingPointsRoute } from '../functions/users/get-user-pending-points.contract.js';
import { getCodeRedemptionCampaignRoute } from '../functions/campaigns/get-code-redemption-campaign.contract.js';
import { submitCampaignCodeRoute } from '../functions/campaigns/submit-code.contract.js';
import { claimOnlineReceiptRoute } from '../functions/receipts/claim-online-receipt.contract.js';
import { claimInStoreReceiptRoute } from '../functions/receipts/claim-in-store-receipt.contract.js';
import { submitReceiptRoute } from '../functions/receipts/submit-receipt.contract.js';
import { listUserReceiptsRoute } from '../functions/receipts/list-user-receipts.contract.js';
import { createPurchaseRoute } from '../functions/purchases/create-purchase.contract.js';
import { returnPurchaseRoute } from '../functions/purchases/return-purchase.contract.js';
import { voidReturnRoute } from '../functions/purchases/void-return.contract.js';
import { getPurchaseRoute } from '../functions/purchases/get-purchase.contract.js';
import { getUserPurchasesRoute } from '../functions/users/get-user-purchases.contract.js';
import { calculatePotentialPointsRoute } from '../functions/purchases/calculate-potential-points.contract.js';
import { listRewardsRoute } from '../functions/rewards/list-rewards.contract.js';
import { listRewardCategoriesRoute } from '../functions/rewards/list-reward-categories.contract.js';
import { listUserRewardsRoute } from '../functions/users/list-user-rewards.contract.js';
import { getRedemptionHistoryRoute } from '../functions/users/get-redemption-history.contract.js';
import { listUsableCouponsRoute } from '../functions/users/list-usable-coupons.contract.js';
import { redeemRewardRoute } from '../functions/users/redeem-reward.contract.js';
import { useCouponRoute } from '../functions/coupons/use-coupon.contract.js';
import { unuseCouponRoute } from '../functions/coupons/unuse-coupon.contract.js';
import { getUserPointsRoute } from '../functions/users/get-user-points.contract.js';
import { getPointsExpirationRoute } from '../functions/users/get-points-expiration.contract.js';
import { getUserRankRoute } from '../functions/users/get-user-rank.contract.js';
import { getUserSegmentsRoute } from '../functions/users/get-user-segments.contract.js';
import { getActivityHistoryRoute } from '../functions/users/get-activity-history.contract.js';
import { getActivityHistoryExtendedRoute } from '../functions/users/get-activity-history-extended.contract.js';
import { getUserActivitiesExtendedRoute } from '../functions/users/get-user-activities-extended.contract.js';
import { getUserActivityExtendedRoute } from '../functions/users/get-user-activity-extended.contract.js';
import { creditUserActivityRoute } from '../functions/users/credit-user-activity.contract.js';
import { recordEventRoute } from '../functions/events/record-event.contract.js';
import { submitSurveyResponseRoute } from '../functions/users/submit-survey-response.contract.js';
import { getActivitiesExtendedRoute } from '../functions/activities/get-activities-extended.contract.js';
import { getActivitiesRoute } from '../functions/activities/get-activities.contract.js';
import { getActivityExtendedRoute } from '../functions/activities/get-activity-extended.contract.js';
import { getStreamRoute } from '../functions/stream/get-stream.contract.js';
import { listRewardsPagedRoute } from '../functions/rewards/list-rewards-paged.contract.js';
import { getRewardDetailsRoute } from '../functions/rewards/get-reward-details.contract.js';
import { getLegacyRewardDetailsRoute } from '../functions/rewards/get-legacy-reward-details.contract.js';
import { listUserRewardsPagedRoute } from '../functions/users/list-user-rewards-paged.contract.js';
import { getActivitiesExtendedPagedRoute } from '../functions/activities/get-activities-extended-paged.contract.js';
import { getUserActivitiesExtendedPagedRoute } from '../functions/users/get-user-activities-extended-paged.contract.js';
import { getRedemptionHistoryPagedRoute } from '../functions/users/get-redemption-history-paged.contract.js';
import type { AnyRouteContract } from '../shared/http/route-contract.js';

// biome-ignore format: one contract a line keeps the list readable as a list
export const memberApiContracts: readonly AnyRouteContract[] = [
  // Members (spec 4.2-4.4). Endpoint 1 answers on its sample and its declared path.
  getUserRoute,
  createUserRoute,
  updateUserRoute,
  deleteUserRoute,
  getDeletionStatusRoute,
  // Member tokens: a member's own app calls the routes that declare memberToken (beyond the spec: the hosted API's user tokens)
  issueMemberTokenRoute,
  signOutMemberRoute,
  signInVerifiedMemberRoute,
  signInMemberRoute,
  // Pending points (spec 2.5): a read that first clears the member's due entries, hence write access.
  getUserPendingPointsRoute,
  // Code redemption campaigns, purchases and receipt claims (spec 4.7, 4.8)
  getCodeRedemptionCampaignRoute,
  submitCampaignCodeRoute,
  claimOnlineReceiptRoute,
  claimInStoreReceiptRoute,
  // Receipt images a member submits for review (beyond the spec: the hosted pages User Receipt Submit and User Receipt History)
  submitReceiptRoute,
  listUserReceiptsRoute,
  createPurchaseRoute,
  returnPurchaseRoute,
  // Purchases as a store system reads and corrects them (beyond the spec: the hosted POS API's Void Return, Purchase Detail, User Purchase History, Potential Points)
  voidReturnRoute,
  getPurchaseRoute,
  getUserPurchasesRoute,
  calculatePotentialPointsRoute,
  // Rewards, redemption and coupons (spec 4.2 endpoints 7-9, 4.5, 4.6; redemption and coupon use beyond the spec)
  listRewardsRoute,
  listRewardCategoriesRoute,
  listUserRewardsRoute,
  getRedemptionHistoryRoute,
  listUsableCouponsRoute,
  redeemRewardRoute,
  useCouponRoute,
  unuseCouponRoute,
  // Points, activities, rank and stream (spec 4.2, 4.9); crediting is beyond the spec (docs/decisions.md).
  getUserPointsRoute,
  getPointsExpirationRoute,
  getUserRankRoute,
  getUserSegmentsRoute,
  getActivityHistoryRoute,
  getActivityHistoryExtendedRoute,
  getUserActivitiesExtendedRoute,
  getUserActivityExtendedRoute,
  creditUserActivityRoute,
  recordEventRoute,
  submitSurveyResponseRoute,
  getActivitiesExtendedRoute,
  getActivitiesRoute,
  getActivityExtendedRoute,
  getStreamRoute,
  listRewardsPagedRoute,
  getRewardDetailsRoute,
  getLegacyRewardDetailsRoute,
  listUserRewardsPagedRoute,
  getActivitiesExtendedPagedRoute,
  getUserActivitiesExtendedPagedRoute,
  getRedemptionHistoryPagedRoute,
];
