/**
 * The route table: every route of the service, once. The CDK stack makes one function and one
 * HTTP API route per row; the local server and the tests dispatch through the same rows.
 */
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
}

export const routes: readonly Route[] = [
  // Members (spec 4.2-4.4). Endpoint 1 answers on its sample and its declared path.
  { method: 'GET', path: '/v2/users/{user_id}', entry: 'functions/users/get-user.ts', name: 'GetUser', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activities', entry: 'functions/users/get-user.ts', name: 'GetUserActivitiesForm', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/users', entry: 'functions/users/create-user.ts', name: 'CreateUser', access: 'write', auth: 'api_key', layers: ['postalCodes'] },
  { method: 'PUT', path: '/v2/users/{user_id}', entry: 'functions/users/update-user.ts', name: 'UpdateUser', access: 'write', auth: 'api_key', layers: ['postalCodes'] },
  { method: 'DELETE', path: '/v2/users/{user_id}', entry: 'functions/users/delete-user.ts', name: 'DeleteUser', access: 'write', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/delete/{user_id}', entry: 'functions/users/get-deletion-status.ts', name: 'GetDeletionStatus', access: 'read', auth: 'api_key' },

  // Pending points (spec 2.5): a read that first clears the member's due entries, hence write access.
  { method: 'GET', path: '/v2/users/{user_id}/points/pending', entry: 'functions/users/get-user-pending-points.ts', name: 'GetUserPendingPoints', access: 'write', auth: 'api_key' },

  // Code redemption campaigns, purchases and receipt claims (spec 4.7, 4.8)
  { method: 'GET', path: '/v2/code_redemption_campaign', entry: 'functions/campaigns/get-code-redemption-campaign.ts', name: 'GetCodeRedemptionCampaign', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/code_redemption_campaign/submit', entry: 'functions/campaigns/submit-code.ts', name: 'SubmitCampaignCode', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/claim_receipt/online', entry: 'functions/receipts/claim-online-receipt.ts', name: 'ClaimOnlineReceipt', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/claim_receipt/in_store', entry: 'functions/receipts/claim-in-store-receipt.ts', name: 'ClaimInStoreReceipt', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/purchases', entry: 'functions/purchases/create-purchase.ts', name: 'CreatePurchase', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/purchases/return', entry: 'functions/purchases/return-purchase.ts', name: 'ReturnPurchase', access: 'write', auth: 'api_key' },

  // Rewards, redemption and coupons (spec 4.2 endpoints 7-9, 4.5, 4.6; redemption and coupon use beyond the spec)
  { method: 'GET', path: '/v2/rewards', entry: 'functions/rewards/list-rewards.ts', name: 'ListRewards', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/reward_categories', entry: 'functions/rewards/list-reward-categories.ts', name: 'ListRewardCategories', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/rewards', entry: 'functions/users/list-user-rewards.ts', name: 'ListUserRewards', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/redemption_history', entry: 'functions/users/get-redemption-history.ts', name: 'GetRedemptionHistory', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/usable_coupons', entry: 'functions/users/list-usable-coupons.ts', name: 'ListUsableCoupons', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/users/{user_id}/redemption', entry: 'functions/users/redeem-reward.ts', name: 'RedeemReward', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/coupon/use', entry: 'functions/coupons/use-coupon.ts', name: 'UseCoupon', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/coupon/unuse', entry: 'functions/coupons/unuse-coupon.ts', name: 'UnuseCoupon', access: 'write', auth: 'api_key' },

  // Points, activities, rank and stream (spec 4.2, 4.9); crediting is beyond the spec (docs/decisions.md).
  { method: 'GET', path: '/v2/users/{user_id}/points', entry: 'functions/users/get-user-points.ts', name: 'GetUserPoints', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/points_expiration', entry: 'functions/users/get-points-expiration.ts', name: 'GetPointsExpiration', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/rank', entry: 'functions/users/get-user-rank.ts', name: 'GetUserRank', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activity_history', entry: 'functions/users/get-activity-history.ts', name: 'GetActivityHistory', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activity_history/extended', entry: 'functions/users/get-activity-history-extended.ts', name: 'GetActivityHistoryExtended', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activities/extended', entry: 'functions/users/get-user-activities-extended.ts', name: 'GetUserActivitiesExtended', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/users/{user_id}/activities/{activity_id}/extended', entry: 'functions/users/get-user-activity-extended.ts', name: 'GetUserActivityExtended', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/users/{user_id}/activities', entry: 'functions/users/credit-user-activity.ts', name: 'CreditUserActivity', access: 'write', auth: 'api_key' },
  { method: 'GET', path: '/v2/activities/extended', entry: 'functions/activities/get-activities-extended.ts', name: 'GetActivitiesExtended', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2/stream', entry: 'functions/stream/get-stream.ts', name: 'GetStream', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2.1/rewards', entry: 'functions/rewards/list-rewards-paged.ts', name: 'ListRewardsPaged', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2.1/users/{user_id}/rewards', entry: 'functions/users/list-user-rewards-paged.ts', name: 'ListUserRewardsPaged', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2.1/activities/extended', entry: 'functions/activities/get-activities-extended-paged.ts', name: 'GetActivitiesExtendedPaged', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2.1/users/{user_id}/activities/extended', entry: 'functions/users/get-user-activities-extended-paged.ts', name: 'GetUserActivitiesExtendedPaged', access: 'read', auth: 'api_key' },
  { method: 'GET', path: '/v2.2/users/{user_id}/redemption_history', entry: 'functions/users/get-redemption-history-paged.ts', name: 'GetRedemptionHistoryPaged', access: 'read', auth: 'api_key' },

  // Operator API
  { method: 'POST', path: '/admin/v1/clients', entry: 'functions/admin/clients/create-client.ts', name: 'AdminCreateClient', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/api_keys', entry: 'functions/admin/clients/issue-api-key.ts', name: 'AdminIssueApiKey', access: 'write', auth: 'admin' },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/api_keys/{key_id}', entry: 'functions/admin/clients/revoke-api-key.ts', name: 'AdminRevokeApiKey', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', entry: 'functions/admin/members/create-points-adjustment.ts', name: 'AdminCreatePointsAdjustment', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', entry: 'functions/admin/members/list-points-adjustments.ts', name: 'AdminListPointsAdjustments', access: 'read', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/signing_keys', entry: 'functions/admin/clients/issue-signing-key.ts', name: 'AdminIssueSigningKey', access: 'write', auth: 'admin' },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/signing_keys/{public_key}', entry: 'functions/admin/clients/revoke-signing-key.ts', name: 'AdminRevokeSigningKey', access: 'write', auth: 'admin' },
  // Webhooks (operator API): endpoints, their secrets and delivery log.
  { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks', entry: 'functions/admin/webhooks/create-webhook.ts', name: 'AdminCreateWebhook', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/webhooks', entry: 'functions/admin/webhooks/list-webhooks.ts', name: 'AdminListWebhooks', access: 'read', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', entry: 'functions/admin/webhooks/get-webhook.ts', name: 'AdminGetWebhook', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', entry: 'functions/admin/webhooks/update-webhook.ts', name: 'AdminUpdateWebhook', access: 'write', auth: 'admin' },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', entry: 'functions/admin/webhooks/delete-webhook.ts', name: 'AdminDeleteWebhook', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret', entry: 'functions/admin/webhooks/rotate-webhook-secret.ts', name: 'AdminRotateWebhookSecret', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries', entry: 'functions/admin/webhooks/list-webhook-deliveries.ts', name: 'AdminListWebhookDeliveries', access: 'read', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay', entry: 'functions/admin/webhooks/replay-webhook-delivery.ts', name: 'AdminReplayWebhookDelivery', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/settings', entry: 'functions/admin/clients/get-client-settings.ts', name: 'AdminGetClientSettings', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/settings', entry: 'functions/admin/clients/put-client-settings.ts', name: 'AdminPutClientSettings', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', entry: 'functions/admin/campaigns/create-campaign.ts', name: 'AdminCreateCampaign', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', entry: 'functions/admin/campaigns/list-campaigns.ts', name: 'AdminListCampaigns', access: 'read', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', entry: 'functions/admin/campaigns/get-campaign.ts', name: 'AdminGetCampaign', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', entry: 'functions/admin/campaigns/replace-campaign.ts', name: 'AdminReplaceCampaign', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes', entry: 'functions/admin/campaigns/add-campaign-codes.ts', name: 'AdminAddCampaignCodes', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', entry: 'functions/admin/campaigns/get-campaign-code.ts', name: 'AdminGetCampaignCode', access: 'read', auth: 'admin' },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', entry: 'functions/admin/campaigns/delete-campaign-code.ts', name: 'AdminDeleteCampaignCode', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/reward_categories', entry: 'functions/admin/rewards/create-reward-category.ts', name: 'AdminCreateRewardCategory', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/reward_categories', entry: 'functions/admin/rewards/list-reward-categories.ts', name: 'AdminListRewardCategories', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/reward_categories/{category_id}', entry: 'functions/admin/rewards/update-reward-category.ts', name: 'AdminUpdateRewardCategory', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/coupon_categories', entry: 'functions/admin/rewards/create-coupon-category.ts', name: 'AdminCreateCouponCategory', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/coupon_categories', entry: 'functions/admin/rewards/list-coupon-categories.ts', name: 'AdminListCouponCategories', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/coupon_categories/{category_id}', entry: 'functions/admin/rewards/update-coupon-category.ts', name: 'AdminUpdateCouponCategory', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/rewards', entry: 'functions/admin/rewards/create-reward.ts', name: 'AdminCreateReward', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/rewards', entry: 'functions/admin/rewards/list-rewards.ts', name: 'AdminListRewards', access: 'read', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}', entry: 'functions/admin/rewards/get-reward.ts', name: 'AdminGetReward', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}', entry: 'functions/admin/rewards/update-reward.ts', name: 'AdminUpdateReward', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}/codes', entry: 'functions/admin/rewards/add-reward-codes.ts', name: 'AdminAddRewardCodes', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/orders/awaiting_fulfilment', entry: 'functions/admin/orders/list-orders-awaiting-fulfilment.ts', name: 'AdminListOrdersAwaitingFulfilment', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment', entry: 'functions/admin/orders/fulfil-order.ts', name: 'AdminFulfilOrder', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/activities', entry: 'functions/admin/activities/create-activity.ts', name: 'AdminCreateActivity', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/activities', entry: 'functions/admin/activities/list-activities.ts', name: 'AdminListActivities', access: 'read', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', entry: 'functions/admin/activities/get-activity.ts', name: 'AdminGetActivity', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', entry: 'functions/admin/activities/replace-activity.ts', name: 'AdminReplaceActivity', access: 'write', auth: 'admin' },
];
