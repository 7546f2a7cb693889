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

  // Pending points (spec 2.5): a read that first clears the member's due entries, hence write access.
  { method: 'GET', path: '/v2/users/{user_id}/points/pending', entry: 'functions/users/get-user-pending-points.ts', name: 'GetUserPendingPoints', access: 'write', auth: 'api_key' },

  // Code redemption campaigns, purchases and receipt claims (spec 4.7, 4.8)
  { method: 'GET', path: '/v2/code_redemption_campaign', entry: 'functions/campaigns/get-code-redemption-campaign.ts', name: 'GetCodeRedemptionCampaign', access: 'read', auth: 'api_key' },
  { method: 'POST', path: '/v2/code_redemption_campaign/submit', entry: 'functions/campaigns/submit-code.ts', name: 'SubmitCampaignCode', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/claim_receipt/online', entry: 'functions/receipts/claim-online-receipt.ts', name: 'ClaimOnlineReceipt', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/claim_receipt/in_store', entry: 'functions/receipts/claim-in-store-receipt.ts', name: 'ClaimInStoreReceipt', access: 'write', auth: 'api_key' },
  { method: 'POST', path: '/v2/purchases', entry: 'functions/purchases/create-purchase.ts', name: 'CreatePurchase', access: 'write', auth: 'api_key' },

  // Operator API
  { method: 'POST', path: '/admin/v1/clients', entry: 'functions/admin/create-client.ts', name: 'AdminCreateClient', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/api_keys', entry: 'functions/admin/issue-api-key.ts', name: 'AdminIssueApiKey', access: 'write', auth: 'admin' },
  { method: 'DELETE', path: '/admin/v1/clients/{client_id}/api_keys/{key_id}', entry: 'functions/admin/revoke-api-key.ts', name: 'AdminRevokeApiKey', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/settings', entry: 'functions/admin/get-client-settings.ts', name: 'AdminGetClientSettings', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/settings', entry: 'functions/admin/put-client-settings.ts', name: 'AdminPutClientSettings', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', entry: 'functions/admin/create-campaign.ts', name: 'AdminCreateCampaign', access: 'write', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', entry: 'functions/admin/list-campaigns.ts', name: 'AdminListCampaigns', access: 'read', auth: 'admin' },
  { method: 'GET', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', entry: 'functions/admin/get-campaign.ts', name: 'AdminGetCampaign', access: 'read', auth: 'admin' },
  { method: 'PUT', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', entry: 'functions/admin/replace-campaign.ts', name: 'AdminReplaceCampaign', access: 'write', auth: 'admin' },
  { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes', entry: 'functions/admin/add-campaign-codes.ts', name: 'AdminAddCampaignCodes', access: 'write', auth: 'admin' },
];
