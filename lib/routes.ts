/**
 * The route table: every route of the service, once. The CDK stack makes one function and one
 * HTTP API route per row; the local server and the tests dispatch through the same rows.
 */
import * as z from 'zod';
import {
  AddedCodesBody,
  AdminCampaignBody,
  AdminCampaignListBody,
  CampaignBody,
  CampaignCodeBody,
  SubmittedCodeBody,
} from '../shared/campaigns/campaign-responses.js';
import { ApiKeyBody, ClientSettingsBody, CreatedClientBody, SigningKeyBody } from '../shared/clients/client-responses.js';
import { pagedBody } from '../shared/http/paging.js';
import { DeletionRequestBody, DeletionStatusBody, UpdatedUserBody, UserObjectBody } from '../shared/members/member-responses.js';
import {
  ActivityHistoryBody,
  CreditResultBody,
  ExtendedActivitiesBody,
  ExtendedActivityBody,
  ExtendedActivityHistoryBody,
  OperatorActivitiesBody,
  OperatorActivityBody,
  PointsAdjustmentBody,
  PointsAdjustmentsBody,
  PointsExpirationBody,
  PointsSummaryBody,
  RankBody,
  StreamBody,
} from '../shared/points/points-responses.js';
import { PendingPointsBody, PurchaseCreatedBody, PurchaseReturnBody, ReceiptClaimBody } from '../shared/purchases/purchase-responses.js';
import {
  AdminRewardBody,
  CodeBatchBody,
  CouponCategoryBody,
  CouponUseAnswerBody,
  FulfilmentOrderBody,
  RedemptionRecordBody,
  RewardBody,
  RewardCategoryBody,
  UsableCouponBody,
  UserRewardBody,
} from '../shared/rewards/reward-responses.js';
import {
  CreatedWebhookBody,
  DeliveryBody,
  DeliveryLogBody,
  RotatedWebhookBody,
  WebhookListBody,
  WebhookViewBody,
} from '../shared/webhooks/webhook-responses.js';
import type { ErrorCode } from '../shared/errors.js';
import type { LayerName } from './layers.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** API Gateway path syntax: {name} is a path parameter. */
  path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** PascalCase name for the function's construct id; stable, so logical ids stay put. */
  name: string;
  /** Table access the function is granted: least privilege per route. */
  access: 'read' | 'write';
  /** api_key query parameter (spec section 5), or the operator API. */
  auth: 'api_key' | 'admin';
  /** Layers whose packages the handler loads (lib/layers.ts); only these functions get them. */
  layers?: readonly LayerName[];
  /**
   * What the route answers on success, by status: the body's schema, or null for no body. The API
   * description is generated from it and the integration tests hold every answer to it. Declared
   * here rather than in the handler so no schema is bundled into a function (docs/decisions.md).
   */
  responses: Partial<Record<SuccessStatus, z.ZodType | null>>;
  /**
   * Error codes of the route's own rules. Those the middleware stack answers (authentication,
   * validation, rate limit, member resolution, idempotency) and an operator route's unknown
   * client are added by the API description.
   */
  errors?: readonly ErrorDeclaration[];
}

/** Statuses a route answers on success. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** An error code a route's own rules answer, at its usual status or, as a pair, at the one this route documents. */
export type ErrorDeclaration = ErrorCode | readonly [ErrorCode, number];

// biome-ignore format: one route a line keeps the table readable as a table
export const routes: readonly Route[] = [
  // Members (spec 4.2-4.4). Endpoint 1 answers on its sample and its declared path.
  { method: 'GET', path: '/v2/users/{user_id}', entry: 'functions/users/get-user.ts', name: 'GetUser', access: 'read', auth: 'api_key', responses: { 200: UserObjectBody } },
  { method: 'GET', path: '/v2/users/{user_id}/activities', entry: 'functions/users/get-user.ts', name: 'GetUserActivitiesForm', access: 'read', auth: 'api_key', responses: { 200: UserObjectBody } },
  { method: 'POST', path: '/v2/users', entry: 'functions/users/create-user.ts', name: 'CreateUser', access: 'write', auth: 'api_key', layers: ['postalCodes'], responses: { 200: UserObjectBody } },
  { method: 'PUT', path: '/v2/users/{user_id}', entry: 'functions/users/update-user.ts', name: 'UpdateUser', access: 'write', auth: 'api_key', layers: ['postalCodes'], responses: { 200: UpdatedUserBody } },
  { method: 'DELETE', path: '/v2/users/{user_id}', entry: 'functions/users/delete-user.ts', name: 'DeleteUser', access: 'write', auth: 'api_key', responses: { 200: DeletionRequestBody } },
  { method: 'GET', path: '/v2/users/delete/{user_id}', entry: 'functions/users/get-deletion-status.ts', name: 'GetDeletionStatus', access: 'read', auth: 'api_key', responses: { 200: DeletionStatusBody }, errors: [['page_not_found', 404]] },

  // Pending points (spec 2.5): a read that first clears the member's due entries, hence write access.
  { method: 'GET', path: '/v2/users/{user_id}/points/pending', entry: 'functions/users/get-user-pending-points.ts', name: 'GetUserPendingPoints', access: 'write', auth: 'api_key', responses: { 200: PendingPointsBody }, errors: ['no_activities'] },

  // Code redemption campaigns, purchases and receipt claims (spec 4.7, 4.8)
  { method: 'GET', path: '/v2/code_redemption_campaign', entry: 'functions/campaigns/get-code-redemption-campaign.ts', name: 'GetCodeRedemptionCampaign', access: 'read', auth: 'api_key', responses: { 200: CampaignBody } },
  { method: 'POST', path: '/v2/code_redemption_campaign/submit', entry: 'functions/campaigns/submit-code.ts', name: 'SubmitCampaignCode', access: 'write', auth: 'api_key', responses: { 200: SubmittedCodeBody }, errors: ['page_not_found', 'questions_required', 'invalid_code', 'limit_reached'] },
  { method: 'POST', path: '/v2/claim_receipt/online', entry: 'functions/receipts/claim-online-receipt.ts', name: 'ClaimOnlineReceipt', access: 'write', auth: 'api_key', responses: { 200: ReceiptClaimBody } },
  { method: 'POST', path: '/v2/claim_receipt/in_store', entry: 'functions/receipts/claim-in-store-receipt.ts', name: 'ClaimInStoreReceipt', access: 'write', auth: 'api_key', responses: { 200: ReceiptClaimBody } },
  { method: 'POST', path: '/v2/purchases', entry: 'functions/purchases/create-purchase.ts', name: 'CreatePurchase', access: 'write', auth: 'api_key', responses: { 200: PurchaseCreatedBody } },
  { method: 'POST', path: '/v2/purchases/return', entry: 'functions/purchases/return-purchase.ts', name: 'ReturnPurchase', access: 'write', auth: 'api_key', responses: { 200: PurchaseReturnBody } },

  // Rewards, redemption and coupons (spec 4.2 endpoints 7-9, 4.5, 4.6; redemption and coupon use beyond the spec)
  { method: 'GET', path: '/v2/rewards', entry: 'functions/rewards/list-rewards.ts', name: 'ListRewards', access: 'read', auth: 'api_key', responses: { 200: z.array(RewardBody) } },
  { method: 'GET', path: '/v2/reward_categories', entry: 'functions/rewards/list-reward-categories.ts', name: 'ListRewardCategories', access: 'read', auth: 'api_key', responses: { 200: z.array(RewardCategoryBody) } },
  { method: 'GET', path: '/v2/users/{user_id}/rewards', entry: 'functions/users/list-user-rewards.ts', name: 'ListUserRewards', access: 'read', auth: 'api_key', responses: { 200: z.array(UserRewardBody) }, errors: ['no_rewards'] },
  { method: 'GET', path: '/v2/users/{user_id}/redemption_history', entry: 'functions/users/get-redemption-history.ts', name: 'GetRedemptionHistory', access: 'read', auth: 'api_key', responses: { 200: z.array(RedemptionRecordBody) }, errors: ['no_redemptions'] },
  { method: 'GET', path: '/v2/users/{user_id}/usable_coupons', entry: 'functions/users/list-usable-coupons.ts', name: 'ListUsableCoupons', access: 'read', auth: 'api_key', responses: { 200: z.array(UsableCouponBody) } },
  { method: 'POST', path: '/v2/users/{user_id}/redemption', entry: 'functions/users/redeem-reward.ts', name: 'RedeemReward', access: 'write', auth: 'api_key', responses: { 200: RedemptionRecordBody }, errors: ['invalid_reward', 'over_redeem_limit', 'insufficient_points', 'out_of_stock', 'forbidden'] },
  { method: 'POST', path: '/v2/coupon/use', entry: 'functions/coupons/use-coupon.ts', name: 'UseCoupon', access: 'write', auth: 'api_key', responses: { 200: CouponUseAnswerBody }, errors: ['no_data', 'not_issued', 'invalid', 'page_not_found', 'invalid_code'] },
  { method: 'POST', path: '/v2/coupon/unuse', entry: 'functions/coupons/unuse-coupon.ts', name: 'UnuseCoupon', access: 'write', auth: 'api_key', responses: { 200: CouponUseAnswerBody }, errors: ['no_data', 'not_issued', 'not_used', 'page_not_found', 'invalid_code'] },

  // Points, activities, rank and stream (spec 4.2, 4.9); crediting is beyond the spec (docs/decisions.md).
  { method: 'GET', path: '/v2/users/{user_id}/points', entry: 'functions/users/get-user-points.ts', name: 'GetUserPoints', access: 'read', auth: 'api_key', responses: { 200: PointsSummaryBody } },
  { method: 'GET', path: '/v2/users/{user_id}/points_expiration', entry: 'functions/users/get-points-expiration.ts', name: 'GetPointsExpiration', access: 'read', auth: 'api_key', responses: { 200: PointsExpirationBody } },
  { method: 'GET', path: '/v2/users/{user_id}/rank', entry: 'functions/users/get-user-rank.ts', name: 'GetUserRank', access: 'read', auth: 'api_key', responses: { 200: RankBody } },
  { method: 'GET', path: '/v2/users/{user_id}/activity_history', entry: 'functions/users/get-activity-history.ts', name: 'GetActivityHistory', access: 'read', auth: 'api_key', responses: { 200: ActivityHistoryBody } },
  { method: 'GET', path: '/v2/users/{user_id}/activity_history/extended', entry: 'functions/users/get-activity-history-extended.ts', name: 'GetActivityHistoryExtended', access: 'read', auth: 'api_key', responses: { 200: ExtendedActivityHistoryBody }, errors: ['no data'] },
  { method: 'GET', path: '/v2/users/{user_id}/activities/extended', entry: 'functions/users/get-user-activities-extended.ts', name: 'GetUserActivitiesExtended', access: 'read', auth: 'api_key', responses: { 200: ExtendedActivitiesBody }, errors: ['no data'] },
  { method: 'GET', path: '/v2/users/{user_id}/activities/{activity_id}/extended', entry: 'functions/users/get-user-activity-extended.ts', name: 'GetUserActivityExtended', access: 'read', auth: 'api_key', responses: { 200: ExtendedActivityBody }, errors: ['no data'] },
  { method: 'POST', path: '/v2/users/{user_id}/activities', entry: 'functions/users/credit-user-activity.ts', name: 'CreditUserActivity', access: 'write', auth: 'api_key', responses: { 200: CreditResultBody } },
  { method: 'GET', path: '/v2/activities/extended', entry: 'functions/activities/get-activities-extended.ts', name: 'GetActivitiesExtended', access: 'read', auth: 'api_key', responses: { 200: ExtendedActivitiesBody }, errors: ['no data'] },
  { method: 'GET', path: '/v2/stream', entry: 'functions/stream/get-stream.ts', name: 'GetStream', access: 'read', auth: 'api_key', responses: { 200: StreamBody } },
  { method: 'GET', path: '/v2.1/rewards', entry: 'functions/rewards/list-rewards-paged.ts', name: 'ListRewardsPaged', access: 'read', auth: 'api_key', responses: { 200: pagedBody('rewards', RewardBody) } },
  { method: 'GET', path: '/v2.1/users/{user_id}/rewards', entry: 'functions/users/list-user-rewards-paged.ts', name: 'ListUserRewardsPaged', access: 'read', auth: 'api_key', responses: { 200: pagedBody('rewards', UserRewardBody) } },
  { method: 'GET', path: '/v2.1/activities/extended', entry: 'functions/activities/get-activities-extended-paged.ts', name: 'GetActivitiesExtendedPaged', access: 'read', auth: 'api_key', responses: { 200: pagedBody('activities', ExtendedActivityBody) } },
  { method: 'GET', path: '/v2.1/users/{user_id}/activities/extended', entry: 'functions/users/get-user-activities-extended-paged.ts', name: 'GetUserActivitiesExtendedPaged', access: 'read', auth: 'api_key', responses: { 200: pagedBody('activities', ExtendedActivityBody) } },
  { method: 'GET', path: '/v2.2/users/{user_id}/redemption_history', entry: 'functions/users/get-redemption-history-paged.ts', name: 'GetRedemptionHistoryPaged', access: 'read', auth: 'api_key', responses: { 200: pagedBody('rewards', RedemptionRecordBody) } },

  // Operator API
  { method: 'POST', path: '/admin/v1/clients', entry: 'functions/admin/clients/create-client.ts', name: 'AdminCreateClient', access: 'write', auth: 'admin', responses: { 201: CreatedClientBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/api_keys', entry: 'functions/admin/clients/issue-api-key.ts', name: 'AdminIssueApiKey', access: 'write', auth: 'admin', responses: { 201: ApiKeyBody } },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/api_keys/{key_id}', entry: 'functions/admin/clients/revoke-api-key.ts', name: 'AdminRevokeApiKey', access: 'write', auth: 'admin', responses: { 204: null } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', entry: 'functions/admin/members/create-points-adjustment.ts', name: 'AdminCreatePointsAdjustment', access: 'write', auth: 'admin', responses: { 201: PointsAdjustmentBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', entry: 'functions/admin/members/list-points-adjustments.ts', name: 'AdminListPointsAdjustments', access: 'read', auth: 'admin', responses: { 200: PointsAdjustmentsBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/signing_keys', entry: 'functions/admin/clients/issue-signing-key.ts', name: 'AdminIssueSigningKey', access: 'write', auth: 'admin', responses: { 201: SigningKeyBody } },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/signing_keys/{public_key}', entry: 'functions/admin/clients/revoke-signing-key.ts', name: 'AdminRevokeSigningKey', access: 'write', auth: 'admin', responses: { 204: null } },
  // Webhooks (operator API): endpoints, their secrets and delivery log.
  { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks', entry: 'functions/admin/webhooks/create-webhook.ts', name: 'AdminCreateWebhook', access: 'write', auth: 'admin', responses: { 201: CreatedWebhookBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/webhooks', entry: 'functions/admin/webhooks/list-webhooks.ts', name: 'AdminListWebhooks', access: 'read', auth: 'admin', responses: { 200: WebhookListBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', entry: 'functions/admin/webhooks/get-webhook.ts', name: 'AdminGetWebhook', access: 'read', auth: 'admin', responses: { 200: WebhookViewBody } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', entry: 'functions/admin/webhooks/update-webhook.ts', name: 'AdminUpdateWebhook', access: 'write', auth: 'admin', responses: { 200: WebhookViewBody }, errors: ['conflict'] },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', entry: 'functions/admin/webhooks/delete-webhook.ts', name: 'AdminDeleteWebhook', access: 'write', auth: 'admin', responses: { 204: null } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret', entry: 'functions/admin/webhooks/rotate-webhook-secret.ts', name: 'AdminRotateWebhookSecret', access: 'write', auth: 'admin', responses: { 200: RotatedWebhookBody }, errors: ['conflict'] },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries', entry: 'functions/admin/webhooks/list-webhook-deliveries.ts', name: 'AdminListWebhookDeliveries', access: 'read', auth: 'admin', responses: { 200: DeliveryLogBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay', entry: 'functions/admin/webhooks/replay-webhook-delivery.ts', name: 'AdminReplayWebhookDelivery', access: 'write', auth: 'admin', responses: { 202: DeliveryBody }, errors: ['conflict'] },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/settings', entry: 'functions/admin/clients/get-client-settings.ts', name: 'AdminGetClientSettings', access: 'read', auth: 'admin', responses: { 200: ClientSettingsBody } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/settings', entry: 'functions/admin/clients/put-client-settings.ts', name: 'AdminPutClientSettings', access: 'write', auth: 'admin', responses: { 200: ClientSettingsBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', entry: 'functions/admin/campaigns/create-campaign.ts', name: 'AdminCreateCampaign', access: 'write', auth: 'admin', responses: { 201: AdminCampaignBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', entry: 'functions/admin/campaigns/list-campaigns.ts', name: 'AdminListCampaigns', access: 'read', auth: 'admin', responses: { 200: AdminCampaignListBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', entry: 'functions/admin/campaigns/get-campaign.ts', name: 'AdminGetCampaign', access: 'read', auth: 'admin', responses: { 200: AdminCampaignBody } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', entry: 'functions/admin/campaigns/replace-campaign.ts', name: 'AdminReplaceCampaign', access: 'write', auth: 'admin', responses: { 200: AdminCampaignBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes', entry: 'functions/admin/campaigns/add-campaign-codes.ts', name: 'AdminAddCampaignCodes', access: 'write', auth: 'admin', responses: { 200: AddedCodesBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', entry: 'functions/admin/campaigns/get-campaign-code.ts', name: 'AdminGetCampaignCode', access: 'read', auth: 'admin', responses: { 200: CampaignCodeBody } },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', entry: 'functions/admin/campaigns/delete-campaign-code.ts', name: 'AdminDeleteCampaignCode', access: 'write', auth: 'admin', responses: { 204: null } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/reward_categories', entry: 'functions/admin/rewards/create-reward-category.ts', name: 'AdminCreateRewardCategory', access: 'write', auth: 'admin', responses: { 201: RewardCategoryBody }, errors: ['limit_reached'] },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/reward_categories', entry: 'functions/admin/rewards/list-reward-categories.ts', name: 'AdminListRewardCategories', access: 'read', auth: 'admin', responses: { 200: z.array(RewardCategoryBody) } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/reward_categories/{category_id}', entry: 'functions/admin/rewards/update-reward-category.ts', name: 'AdminUpdateRewardCategory', access: 'write', auth: 'admin', responses: { 200: RewardCategoryBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/coupon_categories', entry: 'functions/admin/rewards/create-coupon-category.ts', name: 'AdminCreateCouponCategory', access: 'write', auth: 'admin', responses: { 201: CouponCategoryBody }, errors: ['limit_reached'] },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/coupon_categories', entry: 'functions/admin/rewards/list-coupon-categories.ts', name: 'AdminListCouponCategories', access: 'read', auth: 'admin', responses: { 200: z.array(CouponCategoryBody) } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/coupon_categories/{category_id}', entry: 'functions/admin/rewards/update-coupon-category.ts', name: 'AdminUpdateCouponCategory', access: 'write', auth: 'admin', responses: { 200: CouponCategoryBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/rewards', entry: 'functions/admin/rewards/create-reward.ts', name: 'AdminCreateReward', access: 'write', auth: 'admin', responses: { 201: AdminRewardBody }, errors: ['limit_reached'] },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/rewards', entry: 'functions/admin/rewards/list-rewards.ts', name: 'AdminListRewards', access: 'read', auth: 'admin', responses: { 200: z.array(AdminRewardBody) } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}', entry: 'functions/admin/rewards/get-reward.ts', name: 'AdminGetReward', access: 'read', auth: 'admin', responses: { 200: AdminRewardBody } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}', entry: 'functions/admin/rewards/update-reward.ts', name: 'AdminUpdateReward', access: 'write', auth: 'admin', responses: { 200: AdminRewardBody }, errors: ['limit_reached'] },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}/codes', entry: 'functions/admin/rewards/add-reward-codes.ts', name: 'AdminAddRewardCodes', access: 'write', auth: 'admin', responses: { 201: CodeBatchBody }, errors: ['conflict'] },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/orders/awaiting_fulfilment', entry: 'functions/admin/orders/list-orders-awaiting-fulfilment.ts', name: 'AdminListOrdersAwaitingFulfilment', access: 'read', auth: 'admin', responses: { 200: z.array(FulfilmentOrderBody) } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment', entry: 'functions/admin/orders/fulfil-order.ts', name: 'AdminFulfilOrder', access: 'write', auth: 'admin', responses: { 200: FulfilmentOrderBody } },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/activities', entry: 'functions/admin/activities/create-activity.ts', name: 'AdminCreateActivity', access: 'write', auth: 'admin', responses: { 201: OperatorActivityBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/activities', entry: 'functions/admin/activities/list-activities.ts', name: 'AdminListActivities', access: 'read', auth: 'admin', responses: { 200: OperatorActivitiesBody } },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', entry: 'functions/admin/activities/get-activity.ts', name: 'AdminGetActivity', access: 'read', auth: 'admin', responses: { 200: OperatorActivityBody } },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', entry: 'functions/admin/activities/replace-activity.ts', name: 'AdminReplaceActivity', access: 'write', auth: 'admin', responses: { 200: OperatorActivityBody } },
];
