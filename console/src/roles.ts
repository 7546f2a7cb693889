import { OPERATION_ROLES, type OperationKey } from '@rewards-api/client';
import type { OperatorRole } from './operator-roles.js';

/**
 * What each role may do, as the API decides it: each action below names the route it calls, and
 * the roles that route admits come from the API description (the typed client's OPERATION_ROLES,
 * each operation's x-roles). The console hides a write control from a role its route would
 * refuse; the API still refuses it (403 forbidden) whatever the page shows. An action is named
 * by its operation's key, "METHOD /path".
 */
export const ACTIONS = {
  createProgram: 'POST /admin/v1/clients',
  issueApiKey: 'POST /admin/v1/clients/{client_id}/api_keys',
  revokeApiKey: 'DELETE /admin/v1/clients/{client_id}/api_keys/{key_id}',
  issueSigningKey: 'POST /admin/v1/clients/{client_id}/signing_keys',
  revokeSigningKey: 'DELETE /admin/v1/clients/{client_id}/signing_keys/{public_key}',
  readSettings: 'GET /admin/v1/clients/{client_id}/settings',
  replaceSettings: 'PUT /admin/v1/clients/{client_id}/settings',
  changeSettings: 'PATCH /admin/v1/clients/{client_id}/settings',
  createActivity: 'POST /admin/v1/clients/{client_id}/activities',
  replaceActivity: 'PUT /admin/v1/clients/{client_id}/activities/{activity_id}',
  createReward: 'POST /admin/v1/clients/{client_id}/rewards',
  updateReward: 'PUT /admin/v1/clients/{client_id}/rewards/{reward_id}',
  addRewardCodes: 'POST /admin/v1/clients/{client_id}/rewards/{reward_id}/codes',
  createRewardCategory: 'POST /admin/v1/clients/{client_id}/reward_categories',
  renameRewardCategory: 'PUT /admin/v1/clients/{client_id}/reward_categories/{category_id}',
  createCouponCategory: 'POST /admin/v1/clients/{client_id}/coupon_categories',
  updateCouponCategory: 'PUT /admin/v1/clients/{client_id}/coupon_categories/{category_id}',
  createCampaign: 'POST /admin/v1/clients/{client_id}/code_redemption_campaigns',
  replaceCampaign: 'PUT /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}',
  addCampaignCodes: 'POST /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes',
  withdrawCampaignCode: 'DELETE /admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}',
  createWebhook: 'POST /admin/v1/clients/{client_id}/webhooks',
  updateWebhook: 'PUT /admin/v1/clients/{client_id}/webhooks/{webhook_id}',
  deleteWebhook: 'DELETE /admin/v1/clients/{client_id}/webhooks/{webhook_id}',
  rotateWebhookSecret: 'POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret',
  replayWebhookDelivery: 'POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay',
  createImport: 'POST /admin/v1/clients/{client_id}/imports',
  cancelImport: 'POST /admin/v1/clients/{client_id}/imports/{import_id}/cancel',
  createExport: 'POST /admin/v1/clients/{client_id}/exports',
  listOperators: 'GET /admin/v1/operators',
  inviteOperator: 'POST /admin/v1/operators',
  changeOperatorRole: 'PUT /admin/v1/operators/{operator_id}/role',
  disableOperator: 'POST /admin/v1/operators/{operator_id}/disable',
  enableOperator: 'POST /admin/v1/operators/{operator_id}/enable',
  adjustPoints: 'POST /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments',
  deleteMember: 'DELETE /admin/v1/clients/{client_id}/members/{member_id}',
  editMember: 'PUT /admin/v1/clients/{client_id}/members/{member_id}',
  overrideTier: 'PUT /admin/v1/clients/{client_id}/members/{member_id}/tier_override',
  changeMemberStanding: 'POST /admin/v1/clients/{client_id}/members/{member_id}/deactivate',
  addMemberNote: 'POST /admin/v1/clients/{client_id}/members/{member_id}/notes',
  exportMember: 'GET /admin/v1/clients/{client_id}/members/{member_id}/export',
  fulfilOrder: 'PUT /admin/v1/clients/{client_id}/orders/{order_id}/fulfilment',
  approveReceipt: 'POST /admin/v1/clients/{client_id}/receipts/{receipt_id}/approve',
  listReceipts: 'GET /admin/v1/clients/{client_id}/receipts',
  listAdjustmentApprovals: 'GET /admin/v1/clients/{client_id}/adjustment_approvals',
  approveAdjustment: 'POST /admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/approve',
  refuseAdjustment: 'POST /admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/refuse',
  readDeploymentAudit: 'GET /admin/v1/audit',
  rebuildReports: 'POST /admin/v1/clients/{client_id}/reports/rebuild',
  createEventType: 'POST /admin/v1/clients/{client_id}/event_types',
  createRule: 'POST /admin/v1/clients/{client_id}/rules',
  replaceRule: 'PUT /admin/v1/clients/{client_id}/rules/{rule_id}',
  switchRules: 'PUT /admin/v1/clients/{client_id}/rules/switch',
  createSegment: 'POST /admin/v1/clients/{client_id}/segments',
  replaceSegment: 'PUT /admin/v1/clients/{client_id}/segments/{segment_id}',
  archiveSegment: 'POST /admin/v1/clients/{client_id}/segments/{segment_id}/archive',
  changeSegmentMembers: 'POST /admin/v1/clients/{client_id}/segments/{segment_id}/members',
  createSimulation: 'POST /admin/v1/clients/{client_id}/simulations',
} as const satisfies Record<string, OperationKey>;

export type ActionName = keyof typeof ACTIONS;

/** Whether a role's calls of an action's route are admitted (the roles the API description publishes for it). */
export const may = (role: OperatorRole | undefined, action: ActionName): boolean =>
  role !== undefined && (OPERATION_ROLES[ACTIONS[action]] as readonly string[]).includes(role);
