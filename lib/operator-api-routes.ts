/**
 * The operator API's routes (/admin/v1), in the order the API description lists them. Each
 * contract sits beside its handler.
 */
import { adminCreateClientRoute } from '../functions/admin/clients/create-client.contract.js';
import { adminListClientsRoute } from '../functions/admin/clients/list-clients.contract.js';
import { adminIssueApiKeyRoute } from '../functions/admin/clients/issue-api-key.contract.js';
import { adminListApiKeysRoute } from '../functions/admin/clients/list-api-keys.contract.js';
import { adminRevokeApiKeyRoute } from '../functions/admin/clients/revoke-api-key.contract.js';
import { adminCreatePointsAdjustmentRoute } from '../functions/admin/members/create-points-adjustment.contract.js';
import { adminListPointsAdjustmentsRoute } from '../functions/admin/members/list-points-adjustments.contract.js';
import { adminListAdjustmentApprovalsRoute } from '../functions/admin/approvals/list-adjustment-approvals.contract.js';
import { adminApproveAdjustmentRoute } from '../functions/admin/approvals/approve-adjustment.contract.js';
import { adminRefuseAdjustmentRoute } from '../functions/admin/approvals/refuse-adjustment.contract.js';
import { adminExportMemberRoute } from '../functions/admin/members/export-member.contract.js';
import { adminListMembersRoute } from '../functions/admin/members/list-members.contract.js';
import { adminGetMemberRoute } from '../functions/admin/members/get-member.contract.js';
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
import { adminIssueSigningKeyRoute } from '../functions/admin/clients/issue-signing-key.contract.js';
import { adminListSigningKeysRoute } from '../functions/admin/clients/list-signing-keys.contract.js';
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
import { adminGetRewardCategoryRoute } from '../functions/admin/rewards/get-reward-category.contract.js';
import { adminUpdateRewardCategoryRoute } from '../functions/admin/rewards/update-reward-category.contract.js';
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
import { adminListReceiptsRoute } from '../functions/admin/receipts/list-receipts.contract.js';
import { adminApproveReceiptRoute } from '../functions/admin/receipts/approve-receipt.contract.js';
import { adminRejectReceiptRoute } from '../functions/admin/receipts/reject-receipt.contract.js';
import { adminCreateActivityRoute } from '../functions/admin/activities/create-activity.contract.js';
import { adminListActivitiesRoute } from '../functions/admin/activities/list-activities.contract.js';
import { adminGetActivityRoute } from '../functions/admin/activities/get-activity.contract.js';
import { adminReplaceActivityRoute } from '../functions/admin/activities/replace-activity.contract.js';
import { adminCreateEventTypeRoute } from '../functions/admin/event-types/create-event-type.contract.js';
import { adminListEventTypesRoute } from '../functions/admin/event-types/list-event-types.contract.js';
import { adminGetEventTypeRoute } from '../functions/admin/event-types/get-event-type.contract.js';
import { adminReplaceEventTypeRoute } from '../functions/admin/event-types/replace-event-type.contract.js';
import { adminArchiveEventTypeRoute } from '../functions/admin/event-types/archive-event-type.contract.js';
import { adminCreateRuleRoute } from '../functions/admin/rules/create-rule.contract.js';
import { adminListRulesRoute } from '../functions/admin/rules/list-rules.contract.js';
import { adminGetRuleRoute } from '../functions/admin/rules/get-rule.contract.js';
import { adminReplaceRuleRoute } from '../functions/admin/rules/replace-rule.contract.js';
import { adminActivateRuleRoute } from '../functions/admin/rules/activate-rule.contract.js';
import { adminPauseRuleRoute } from '../functions/admin/rules/pause-rule.contract.js';
import { adminArchiveRuleRoute } from '../functions/admin/rules/archive-rule.contract.js';
import { adminListRuleVersionsRoute } from '../functions/admin/rules/list-rule-versions.contract.js';
import { adminEvaluateRulesRoute } from '../functions/admin/rules/evaluate-rules.contract.js';
import { adminGetRulesSwitchRoute } from '../functions/admin/rules/get-rules-switch.contract.js';
import { adminSetRulesSwitchRoute } from '../functions/admin/rules/set-rules-switch.contract.js';
import { adminExplainLedgerEntryRoute } from '../functions/admin/members/explain-ledger-entry.contract.js';
import { adminCreateSegmentRoute } from '../functions/admin/segments/create-segment.contract.js';
import { adminListSegmentsRoute } from '../functions/admin/segments/list-segments.contract.js';
import { adminGetSegmentRoute } from '../functions/admin/segments/get-segment.contract.js';
import { adminReplaceSegmentRoute } from '../functions/admin/segments/replace-segment.contract.js';
import { adminArchiveSegmentRoute } from '../functions/admin/segments/archive-segment.contract.js';
import { adminChangeSegmentMembersRoute } from '../functions/admin/segments/change-segment-members.contract.js';
import { adminListSegmentMembersRoute } from '../functions/admin/segments/list-segment-members.contract.js';
import { adminPreviewSegmentRoute } from '../functions/admin/segments/preview-segment.contract.js';
import { adminCreateSimulationRoute } from '../functions/admin/simulations/create-simulation.contract.js';
import { adminListSimulationsRoute } from '../functions/admin/simulations/list-simulations.contract.js';
import { adminGetSimulationRoute } from '../functions/admin/simulations/get-simulation.contract.js';
import { adminCreateImportRoute } from '../functions/admin/imports/create-import.contract.js';
import { adminListImportsRoute } from '../functions/admin/imports/list-imports.contract.js';
import { adminGetImportRoute } from '../functions/admin/imports/get-import.contract.js';
import { adminListImportErrorsRoute } from '../functions/admin/imports/list-import-errors.contract.js';
import { adminCancelImportRoute } from '../functions/admin/imports/cancel-import.contract.js';
import { adminInviteOperatorRoute } from '../functions/admin/operators/invite-operator.contract.js';
import { adminListOperatorsRoute } from '../functions/admin/operators/list-operators.contract.js';
import { adminChangeOperatorRoleRoute } from '../functions/admin/operators/change-operator-role.contract.js';
import { adminDisableOperatorRoute } from '../functions/admin/operators/disable-operator.contract.js';
import { adminEnableOperatorRoute } from '../functions/admin/operators/enable-operator.contract.js';
import { adminSignOutRoute } from '../functions/admin/operators/sign-out.contract.js';
import { adminCreateExportRoute } from '../functions/admin/exports/create-export.contract.js';
import { adminListExportsRoute } from '../functions/admin/exports/list-exports.contract.js';
import { adminGetExportRoute } from '../functions/admin/exports/get-export.contract.js';
import { adminListProgramAuditRoute } from '../functions/admin/audit/list-program-audit.contract.js';
import { adminListDeploymentAuditRoute } from '../functions/admin/audit/list-deployment-audit.contract.js';
import { adminGetReportSummaryRoute } from '../functions/admin/reports/get-report-summary.contract.js';
import { adminGetDailyReportRoute } from '../functions/admin/reports/get-daily-report.contract.js';
import { adminGetTopReportRoute } from '../functions/admin/reports/get-top-report.contract.js';
import { adminRebuildReportsRoute } from '../functions/admin/reports/rebuild-reports.contract.js';
import type { AnyRouteContract } from '../shared/http/route-contract.js';

// biome-ignore format: one contract a line keeps the list readable as a list
export const operatorApiContracts: readonly AnyRouteContract[] = [
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
  adminPreviewSegmentRoute,
  // What-if simulations: rules replayed over the program's recorded history, nothing written but the simulation.
  adminCreateSimulationRoute,
  adminListSimulationsRoute,
  adminGetSimulationRoute,
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
