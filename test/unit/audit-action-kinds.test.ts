import { ACTION_KINDS, actionKindOf } from '../../shared/audit/action-kinds.js';

describe('the kind of action an audit entry is filed under', () => {
  it.each([
    ['POST /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments', 'points'],
    ['POST /admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/approve', 'points'],
    ['POST /admin/v1/clients/{client_id}/receipts/{receipt_id}/approve', 'points'],
    ['PATCH /admin/v1/clients/{client_id}/members/{member_id}', 'members'],
    ['POST /admin/v1/clients/{client_id}/members/{member_id}/tier_override', 'members'],
    ['GET /admin/v1/clients/{client_id}/members/{member_id}/export', 'data'],
    ['POST /admin/v1/clients/{client_id}/imports', 'data'],
    ['POST /admin/v1/clients/{client_id}/reports/rebuild', 'data'],
    ['PUT /admin/v1/clients/{client_id}/rewards/{reward_id}', 'catalogue'],
    ['POST /admin/v1/clients/{client_id}/orders/{order_id}/fulfilment', 'catalogue'],
    ['POST /admin/v1/clients/{client_id}/code_redemption_campaigns', 'campaigns'],
    ['PUT /admin/v1/clients/{client_id}/activities/{activity_id}', 'campaigns'],
    ['POST /admin/v1/clients/{client_id}/event_types/{name}/archive', 'campaigns'],
    ['PATCH /admin/v1/clients/{client_id}/settings', 'settings'],
    ['POST /admin/v1/clients', 'settings'],
    ['PUT /admin/v1/operators/{operator_id}/role', 'operators'],
    ['POST /admin/v1/sign_out', 'operators'],
    ['DELETE /admin/v1/clients/{client_id}/api_keys/{key_id}', 'keys'],
    ['POST /admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret', 'webhooks'],
    ['POST /admin/v1/clients/{client_id}/gizmos', 'other'],
  ])('%s is %s', (route, kind) => {
    expect(actionKindOf(route)).toBe(kind);
  });

  it('answers only kinds of the fixed vocabulary', () => {
    expect(ACTION_KINDS).toContain(actionKindOf('GET /elsewhere'));
  });
});
