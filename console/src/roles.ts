/**
 * What each role may do, as the API decides it: each action below names the route it calls and
 * the roles that route's contract admits (shared/operators/operator-roles.ts; the contracts in
 * lib/routes.ts). The console hides a write control from a role its route would refuse; the API
 * still refuses it (403 forbidden) whatever the page shows.
 */
export const OPERATOR_ROLES = ['owner', 'manager', 'support', 'viewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const OWNERS: readonly OperatorRole[] = ['owner'];
const MANAGERS: readonly OperatorRole[] = ['owner', 'manager'];
const SUPPORT: readonly OperatorRole[] = ['owner', 'manager', 'support'];
const EVERY_ROLE: readonly OperatorRole[] = OPERATOR_ROLES;

export interface Action {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  roles: readonly OperatorRole[];
}

export const ACTIONS = {
  createProgram: { method: 'POST', path: '/admin/v1/clients', roles: MANAGERS },
  issueApiKey: { method: 'POST', path: '/admin/v1/clients/{client_id}/api_keys', roles: OWNERS },
  revokeApiKey: { method: 'DELETE', path: '/admin/v1/clients/{client_id}/api_keys/{key_id}', roles: OWNERS },
  issueSigningKey: { method: 'POST', path: '/admin/v1/clients/{client_id}/signing_keys', roles: OWNERS },
  revokeSigningKey: { method: 'DELETE', path: '/admin/v1/clients/{client_id}/signing_keys/{public_key}', roles: OWNERS },
  readSettings: { method: 'GET', path: '/admin/v1/clients/{client_id}/settings', roles: EVERY_ROLE },
  replaceSettings: { method: 'PUT', path: '/admin/v1/clients/{client_id}/settings', roles: MANAGERS },
  changeSettings: { method: 'PATCH', path: '/admin/v1/clients/{client_id}/settings', roles: MANAGERS },
  createActivity: { method: 'POST', path: '/admin/v1/clients/{client_id}/activities', roles: MANAGERS },
  replaceActivity: { method: 'PUT', path: '/admin/v1/clients/{client_id}/activities/{activity_id}', roles: MANAGERS },
  createReward: { method: 'POST', path: '/admin/v1/clients/{client_id}/rewards', roles: MANAGERS },
  updateReward: { method: 'PUT', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}', roles: MANAGERS },
  addRewardCodes: { method: 'POST', path: '/admin/v1/clients/{client_id}/rewards/{reward_id}/codes', roles: MANAGERS },
  createRewardCategory: { method: 'POST', path: '/admin/v1/clients/{client_id}/reward_categories', roles: MANAGERS },
  renameRewardCategory: { method: 'PUT', path: '/admin/v1/clients/{client_id}/reward_categories/{category_id}', roles: MANAGERS },
  createCouponCategory: { method: 'POST', path: '/admin/v1/clients/{client_id}/coupon_categories', roles: MANAGERS },
  updateCouponCategory: { method: 'PUT', path: '/admin/v1/clients/{client_id}/coupon_categories/{category_id}', roles: MANAGERS },
  createCampaign: { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns', roles: MANAGERS },
  replaceCampaign: { method: 'PUT', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', roles: MANAGERS },
  addCampaignCodes: { method: 'POST', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes', roles: MANAGERS },
  withdrawCampaignCode: { method: 'DELETE', path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}', roles: MANAGERS },
  createWebhook: { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks', roles: MANAGERS },
  updateWebhook: { method: 'PUT', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', roles: MANAGERS },
  deleteWebhook: { method: 'DELETE', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}', roles: MANAGERS },
  rotateWebhookSecret: { method: 'POST', path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret', roles: MANAGERS },
  replayWebhookDelivery: {
    method: 'POST',
    path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay',
    roles: MANAGERS,
  },
  createImport: { method: 'POST', path: '/admin/v1/clients/{client_id}/imports', roles: MANAGERS },
  cancelImport: { method: 'POST', path: '/admin/v1/clients/{client_id}/imports/{import_id}/cancel', roles: MANAGERS },
  createExport: { method: 'POST', path: '/admin/v1/clients/{client_id}/exports', roles: MANAGERS },
  listOperators: { method: 'GET', path: '/admin/v1/operators', roles: OWNERS },
  inviteOperator: { method: 'POST', path: '/admin/v1/operators', roles: OWNERS },
  changeOperatorRole: { method: 'PUT', path: '/admin/v1/operators/{operator_id}/role', roles: OWNERS },
  disableOperator: { method: 'POST', path: '/admin/v1/operators/{operator_id}/disable', roles: OWNERS },
  enableOperator: { method: 'POST', path: '/admin/v1/operators/{operator_id}/enable', roles: OWNERS },
  adjustPoints: { method: 'POST', path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', roles: SUPPORT },
  deleteMember: { method: 'DELETE', path: '/admin/v1/clients/{client_id}/members/{member_id}', roles: SUPPORT },
  exportMember: { method: 'GET', path: '/admin/v1/clients/{client_id}/members/{member_id}/export', roles: SUPPORT },
  fulfilOrder: { method: 'PUT', path: '/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment', roles: SUPPORT },
  readDeploymentAudit: { method: 'GET', path: '/admin/v1/audit', roles: OWNERS },
  rebuildReports: { method: 'POST', path: '/admin/v1/clients/{client_id}/reports/rebuild', roles: MANAGERS },
} as const satisfies Record<string, Action>;

export type ActionName = keyof typeof ACTIONS;

export const may = (role: OperatorRole | undefined, action: ActionName): boolean => role !== undefined && ACTIONS[action].roles.includes(role);

/** The strongest of the roles a token's groups name (owner > manager > support > viewer). */
export function strongestRole(groups: readonly unknown[]): OperatorRole | undefined {
  return OPERATOR_ROLES.find((role) => groups.includes(role));
}

export const isRole = (value: unknown): value is OperatorRole => OPERATOR_ROLES.includes(value as OperatorRole);
