/**
 * The route list: every route's contract, once. The CDK stack makes one function and one HTTP API
 * route per route (a contract's further paths each get their own); the local server, the API
 * description and the tests walk the same list. Each contract sits beside its handler
 * (functions/<area>/<name>.contract.ts) and says everything about its route.
 */
import { adminInviteOperatorRoute } from '../functions/admin/operators/invite-operator.contract.js';
import { adminListOperatorsRoute } from '../functions/admin/operators/list-operators.contract.js';
import { adminChangeOperatorRoleRoute } from '../functions/admin/operators/change-operator-role.contract.js';
import { adminDisableOperatorRoute } from '../functions/admin/operators/disable-operator.contract.js';
import { adminEnableOperatorRoute } from '../functions/admin/operators/enable-operator.contract.js';
import { adminSignOutRoute } from '../functions/admin/operators/sign-out.contract.js';
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
import { adminListReceiptsRoute } from '../functions/admin/receipts/list-receipts.contract.js';
import { adminApproveReceiptRoute } from '../functions/admin/receipts/approve-receipt.contract.js';
import { adminRejectReceiptRoute } from '../functions/admin/receipts/reject-receipt.contract.js';
import { createPurchaseRoute } from '../functions/purchases/create-purchase.contract.js';
import { returnPurchaseRoute } from '../functions/purchases/return-purchase.contract.js';
import { voidReturnRoute } from '../functions/purchases/void-return.contract.js';
import { getPurchaseRoute } from '../functions/purchases/get-purchase.contract.js';
import { calculatePotentialPointsRoute } from '../functions/purchases/calculate-potential-points.contract.js';
import { getUserPurchasesRoute } from '../functions/users/get-user-purchases.contract.js';
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
import { getActivityHistoryRoute } from '../functions/users/get-activity-history.contract.js';
import { getActivityHistoryExtendedRoute } from '../functions/users/get-activity-history-extended.contract.js';
import { getUserActivitiesExtendedRoute } from '../functions/users/get-user-activities-extended.contract.js';
import { getUserActivityExtendedRoute } from '../functions/users/get-user-activity-extended.contract.js';
import { creditUserActivityRoute } from '../functions/users/credit-user-activity.contract.js';
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
import { adminCreateClientRoute } from '../functions/admin/clients/create-client.contract.js';
import { adminListClientsRoute } from '../functions/admin/clients/list-clients.contract.js';
import { adminListApiKeysRoute } from '../functions/admin/clients/list-api-keys.contract.js';
import { adminListSigningKeysRoute } from '../functions/admin/clients/list-signing-keys.contract.js';
import { adminGetMemberRoute } from '../functions/admin/members/get-member.contract.js';
import { adminListMembersRoute } from '../functions/admin/members/list-members.contract.js';
import { adminListMemberLedgerRoute } from '../functions/admin/members/list-member-ledger.contract.js';
import { adminListMemberRedemptionsRoute } from '../functions/admin/members/list-member-redemptions.contract.js';
import { adminListMemberPurchasesRoute } from '../functions/admin/members/list-member-purchases.contract.js';
import { adminListMemberCouponsRoute } from '../functions/admin/members/list-member-coupons.contract.js';
import { adminDeleteMemberRoute } from '../functions/admin/members/delete-member.contract.js';
import { adminUpdateMemberRoute } from '../functions/admin/members/update-member.contract.js';
import { adminSetTierOverrideRoute } from '../functions/admin/members/set-tier-override.contract.js';
import { adminDeactivateMemberRoute } from '../functions/admin/members/deactivate-member.contract.js';
import { adminReactivateMemberRoute } from '../functions/admin/members/reactivate-member.contract.js';
import { adminCreateMemberNoteRoute } from '../functions/admin/members/create-member-note.contract.js';
import { adminListMemberNotesRoute } from '../functions/admin/members/list-member-notes.contract.js';
import { adminListMemberSegmentsRoute } from '../functions/admin/members/list-member-segments.contract.js';
import { adminIssueApiKeyRoute } from '../functions/admin/clients/issue-api-key.contract.js';
import { adminRevokeApiKeyRoute } from '../functions/admin/clients/revoke-api-key.contract.js';
import { adminCreatePointsAdjustmentRoute } from '../functions/admin/members/create-points-adjustment.contract.js';
import { adminListPointsAdjustmentsRoute } from '../functions/admin/members/list-points-adjustments.contract.js';
import { adminListAdjustmentApprovalsRoute } from '../functions/admin/approvals/list-adjustment-approvals.contract.js';
import { adminApproveAdjustmentRoute } from '../functions/admin/approvals/approve-adjustment.contract.js';
import { adminRefuseAdjustmentRoute } from '../functions/admin/approvals/refuse-adjustment.contract.js';
import { adminExportMemberRoute } from '../functions/admin/members/export-member.contract.js';
import { adminIssueSigningKeyRoute } from '../functions/admin/clients/issue-signing-key.contract.js';
import { adminRevokeSigningKeyRoute } from '../functions/admin/clients/revoke-signing-key.contract.js';
import { adminCreateWebhookRoute } from '../functions/admin/webhooks/create-webhook.contract.js';
import { adminListWebhooksRoute } from '../functions/admin/webhooks/list-webhooks.contract.js';
import { adminGetWebhookRoute } from '../functions/admin/webhooks/get-webhook.contract.js';
import { adminUpdateWebhookRoute } from '../functions/admin/webhooks/update-webhook.contract.js';
import { adminDeleteWebhookRoute } from '../functions/admin/webhooks/delete-webhook.contract.js';
import { adminRotateWebhookSecretRoute } from '../functions/admin/webhooks/rotate-webhook-secret.contract.js';
import { adminListWebhookDeliveriesRoute } from '../functions/admin/webhooks/list-webhook-deliveries.contract.js';
import { adminReplayWebhookDeliveryRoute } from '../functions/admin/webhooks/replay-webhook-delivery.contract.js';
import { adminGetClientSettingsRoute } from '../functions/admin/clients/get-client-settings.contract.js';
import { adminPutClientSettingsRoute } from '../functions/admin/clients/put-client-settings.contract.js';
import { adminPatchClientSettingsRoute } from '../functions/admin/clients/patch-client-settings.contract.js';
import { adminCreateCampaignRoute } from '../functions/admin/campaigns/create-campaign.contract.js';
import { adminListCampaignsRoute } from '../functions/admin/campaigns/list-campaigns.contract.js';
import { adminGetCampaignRoute } from '../functions/admin/campaigns/get-campaign.contract.js';
import { adminReplaceCampaignRoute } from '../functions/admin/campaigns/replace-campaign.contract.js';
import { adminAddCampaignCodesRoute } from '../functions/admin/campaigns/add-campaign-codes.contract.js';
import { adminGetCampaignCodeRoute } from '../functions/admin/campaigns/get-campaign-code.contract.js';
import { adminDeleteCampaignCodeRoute } from '../functions/admin/campaigns/delete-campaign-code.contract.js';
import { adminCreateRewardCategoryRoute } from '../functions/admin/rewards/create-reward-category.contract.js';
import { adminListRewardCategoriesRoute } from '../functions/admin/rewards/list-reward-categories.contract.js';
import { adminUpdateRewardCategoryRoute } from '../functions/admin/rewards/update-reward-category.contract.js';
import { adminGetRewardCategoryRoute } from '../functions/admin/rewards/get-reward-category.contract.js';
import { adminCreateCouponCategoryRoute } from '../functions/admin/rewards/create-coupon-category.contract.js';
import { adminListCouponCategoriesRoute } from '../functions/admin/rewards/list-coupon-categories.contract.js';
import { adminUpdateCouponCategoryRoute } from '../functions/admin/rewards/update-coupon-category.contract.js';
import { adminCreateRewardRoute } from '../functions/admin/rewards/create-reward.contract.js';
import { adminListRewardsRoute } from '../functions/admin/rewards/list-rewards.contract.js';
import { adminGetRewardRoute } from '../functions/admin/rewards/get-reward.contract.js';
import { adminUpdateRewardRoute } from '../functions/admin/rewards/update-reward.contract.js';
import { adminAddRewardCodesRoute } from '../functions/admin/rewards/add-reward-codes.contract.js';
import { adminListOrdersAwaitingFulfilmentRoute } from '../functions/admin/orders/list-orders-awaiting-fulfilment.contract.js';
import { adminFulfilOrderRoute } from '../functions/admin/orders/fulfil-order.contract.js';
import { adminCreateActivityRoute } from '../functions/admin/activities/create-activity.contract.js';
import { adminListActivitiesRoute } from '../functions/admin/activities/list-activities.contract.js';
import { adminGetActivityRoute } from '../functions/admin/activities/get-activity.contract.js';
import { adminReplaceActivityRoute } from '../functions/admin/activities/replace-activity.contract.js';
import { adminCreateEventTypeRoute } from '../functions/admin/event-types/create-event-type.contract.js';
import { adminListEventTypesRoute } from '../functions/admin/event-types/list-event-types.contract.js';
import { adminGetEventTypeRoute } from '../functions/admin/event-types/get-event-type.contract.js';
import { adminReplaceEventTypeRoute } from '../functions/admin/event-types/replace-event-type.contract.js';
import { adminArchiveEventTypeRoute } from '../functions/admin/event-types/archive-event-type.contract.js';
import { recordEventRoute } from '../functions/events/record-event.contract.js';
import { adminEvaluateRulesRoute } from '../functions/admin/rules/evaluate-rules.contract.js';
import { adminExplainLedgerEntryRoute } from '../functions/admin/members/explain-ledger-entry.contract.js';
import { adminCreateRuleRoute } from '../functions/admin/rules/create-rule.contract.js';
import { adminListRulesRoute } from '../functions/admin/rules/list-rules.contract.js';
import { adminGetRuleRoute } from '../functions/admin/rules/get-rule.contract.js';
import { adminReplaceRuleRoute } from '../functions/admin/rules/replace-rule.contract.js';
import { adminActivateRuleRoute } from '../functions/admin/rules/activate-rule.contract.js';
import { adminPauseRuleRoute } from '../functions/admin/rules/pause-rule.contract.js';
import { adminArchiveRuleRoute } from '../functions/admin/rules/archive-rule.contract.js';
import { adminListRuleVersionsRoute } from '../functions/admin/rules/list-rule-versions.contract.js';
import { adminGetRulesSwitchRoute } from '../functions/admin/rules/get-rules-switch.contract.js';
import { adminSetRulesSwitchRoute } from '../functions/admin/rules/set-rules-switch.contract.js';
import { adminCreateSegmentRoute } from '../functions/admin/segments/create-segment.contract.js';
import { adminListSegmentsRoute } from '../functions/admin/segments/list-segments.contract.js';
import { adminGetSegmentRoute } from '../functions/admin/segments/get-segment.contract.js';
import { adminReplaceSegmentRoute } from '../functions/admin/segments/replace-segment.contract.js';
import { adminArchiveSegmentRoute } from '../functions/admin/segments/archive-segment.contract.js';
import { adminChangeSegmentMembersRoute } from '../functions/admin/segments/change-segment-members.contract.js';
import { adminListSegmentMembersRoute } from '../functions/admin/segments/list-segment-members.contract.js';
import { getUserSegmentsRoute } from '../functions/users/get-user-segments.contract.js';
import { adminCreateImportRoute } from '../functions/admin/imports/create-import.contract.js';
import { adminListImportsRoute } from '../functions/admin/imports/list-imports.contract.js';
import { adminGetImportRoute } from '../functions/admin/imports/get-import.contract.js';
import { adminListImportErrorsRoute } from '../functions/admin/imports/list-import-errors.contract.js';
import { adminCancelImportRoute } from '../functions/admin/imports/cancel-import.contract.js';
import { adminCreateExportRoute } from '../functions/admin/exports/create-export.contract.js';
import { adminListExportsRoute } from '../functions/admin/exports/list-exports.contract.js';
import { adminGetExportRoute } from '../functions/admin/exports/get-export.contract.js';
import { adminListProgramAuditRoute } from '../functions/admin/audit/list-program-audit.contract.js';
import { adminListDeploymentAuditRoute } from '../functions/admin/audit/list-deployment-audit.contract.js';
import { adminGetReportSummaryRoute } from '../functions/admin/reports/get-report-summary.contract.js';
import { adminGetDailyReportRoute } from '../functions/admin/reports/get-daily-report.contract.js';
import { adminGetTopReportRoute } from '../functions/admin/reports/get-top-report.contract.js';
import { adminRebuildReportsRoute } from '../functions/admin/reports/rebuild-reports.contract.js';
import type { AnyRouteContract, FileAccess, LayerName } from '../shared/http/route-contract.js';

export type { HttpMethod, SuccessStatus } from '../shared/http/route-contract.js';

// biome-ignore format: one contract a line keeps the list readable as a list
export const contracts: readonly AnyRouteContract[] = [
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
  // Operator API
  adminCreateClientRoute,
  adminListClientsRoute,
  adminIssueApiKeyRoute,
  adminListApiKeysRoute,
  adminRevokeApiKeyRoute,
  adminCreatePointsAdjustmentRoute,
  adminListPointsAdjustmentsRoute,
  // Large adjustments wait for a second operator: the queue, and a manager's approval or refusal.
  adminListAdjustmentApprovalsRoute,
  adminApproveAdjustmentRoute,
  adminRefuseAdjustmentRoute,
  // A member's data, for the right of access: every record of the member, a page at a time.
  adminExportMemberRoute,
  // The program's members, browsed, sorted, filtered and searched by prefix (the member directory).
  adminListMembersRoute,
  // A member as support sees them, found by any id type: profile and balances, ledger, redemptions, purchases, coupons; deletion on request.
  adminGetMemberRoute,
  adminListMemberLedgerRoute,
  adminListMemberRedemptionsRoute,
  adminListMemberPurchasesRoute,
  adminListMemberCouponsRoute,
  adminDeleteMemberRoute,
  // Support fixes a member's account: profile, tier override, standing; and keeps internal notes on them.
  adminUpdateMemberRoute,
  adminSetTierOverrideRoute,
  adminDeactivateMemberRoute,
  adminReactivateMemberRoute,
  adminCreateMemberNoteRoute,
  adminListMemberNotesRoute,
  adminListMemberSegmentsRoute,
  adminIssueSigningKeyRoute,
  adminListSigningKeysRoute,
  adminRevokeSigningKeyRoute,
  // Webhooks (operator API): endpoints, their secrets and delivery log.
  adminCreateWebhookRoute,
  adminListWebhooksRoute,
  adminGetWebhookRoute,
  adminUpdateWebhookRoute,
  adminDeleteWebhookRoute,
  adminRotateWebhookSecretRoute,
  adminListWebhookDeliveriesRoute,
  adminReplayWebhookDeliveryRoute,
  adminGetClientSettingsRoute,
  adminPutClientSettingsRoute,
  adminPatchClientSettingsRoute,
  adminCreateCampaignRoute,
  adminListCampaignsRoute,
  adminGetCampaignRoute,
  adminReplaceCampaignRoute,
  adminAddCampaignCodesRoute,
  adminGetCampaignCodeRoute,
  adminDeleteCampaignCodeRoute,
  adminCreateRewardCategoryRoute,
  adminListRewardCategoriesRoute,
  adminGetRewardCategoryRoute,
  adminUpdateRewardCategoryRoute,
  adminCreateCouponCategoryRoute,
  adminListCouponCategoriesRoute,
  adminUpdateCouponCategoryRoute,
  adminCreateRewardRoute,
  adminListRewardsRoute,
  adminGetRewardRoute,
  adminUpdateRewardRoute,
  adminAddRewardCodesRoute,
  adminListOrdersAwaitingFulfilmentRoute,
  adminFulfilOrderRoute,
  // The receipt review queue: support approves a receipt with points or rejects it with a reason.
  adminListReceiptsRoute,
  adminApproveReceiptRoute,
  adminRejectReceiptRoute,
  adminCreateActivityRoute,
  adminListActivitiesRoute,
  adminGetActivityRoute,
  adminReplaceActivityRoute,
  // Custom event types: the schemas a program's custom events are checked against.
  adminCreateEventTypeRoute,
  adminListEventTypesRoute,
  adminGetEventTypeRoute,
  adminReplaceEventTypeRoute,
  adminArchiveEventTypeRoute,
  // Earning rules: when and why points are earned, beside each trigger's base earning.
  adminCreateRuleRoute,
  adminListRulesRoute,
  adminGetRuleRoute,
  adminReplaceRuleRoute,
  adminActivateRuleRoute,
  adminPauseRuleRoute,
  adminArchiveRuleRoute,
  adminListRuleVersionsRoute,
  adminEvaluateRulesRoute,
  adminGetRulesSwitchRoute,
  adminSetRulesSwitchRoute,
  adminExplainLedgerEntryRoute,
  // Segments: named groups of members that promotions target.
  adminCreateSegmentRoute,
  adminListSegmentsRoute,
  adminGetSegmentRoute,
  adminReplaceSegmentRoute,
  adminArchiveSegmentRoute,
  adminChangeSegmentMembersRoute,
  adminListSegmentMembersRoute,
  // Bulk imports (operator API): the file goes straight to the file store; its arrival starts the pipeline (lib/jobs.ts).
  adminCreateImportRoute,
  adminListImportsRoute,
  adminGetImportRoute,
  adminListImportErrorsRoute,
  adminCancelImportRoute,
  // Operator accounts (owners only): who may run the programs, and with which role.
  adminInviteOperatorRoute,
  adminListOperatorsRoute,
  adminChangeOperatorRoleRoute,
  adminDisableOperatorRoute,
  adminEnableOperatorRoute,
  // Any operator: ends their own sessions.
  adminSignOutRoute,
  // Bulk exports (operator API): the request starts the pipeline (lib/jobs.ts); the file is fetched from its download URL.
  adminCreateExportRoute,
  adminListExportsRoute,
  adminGetExportRoute,
  // The audit log (operator API): who changed what, per program and for the deployment.
  adminListProgramAuditRoute,
  adminListDeploymentAuditRoute,
  // Program reports (operator API): totals, daily series and top lists kept from the event stream.
  adminGetReportSummaryRoute,
  adminGetDailyReportRoute,
  adminGetTopReportRoute,
  adminRebuildReportsRoute,
];

/** A deployed route: one function behind one method and path. */
export interface Route {
  method: AnyRouteContract['method'];
  path: string;
  /** PascalCase construct id of the function; stable, so logical ids stay put. */
  name: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  access: AnyRouteContract['access'];
  auth: AnyRouteContract['auth'];
  layers: readonly LayerName[];
  /** What the function does in the file store (the contract's `files`). */
  files?: FileAccess;
  /** The contract the route is declared by. */
  contract: AnyRouteContract;
}

const deployed = (contract: AnyRouteContract, path: string, name: string): Route => ({
  method: contract.method,
  path,
  name,
  entry: contract.handler,
  access: contract.access,
  auth: contract.auth,
  layers: contract.layers ?? [],
  ...(contract.files ? { files: contract.files } : {}),
  contract,
});

/** Every deployed route, in the list's order: a contract's own path, then its further paths. */
export const routes: readonly Route[] = contracts.flatMap((contract) => [
  deployed(contract, contract.path, contract.name),
  ...(contract.also ?? []).map((also) => deployed(contract, also.path, also.name)),
]);
