import { routeContract } from '../../../shared/http/route-contract.js';
import { AuditQuery } from '../../../shared/audit/audit-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminListDeploymentAuditRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/audit',
  name: 'AdminListDeploymentAudit',
  handler: 'functions/admin/audit/list-deployment-audit.ts',
  access: 'read',
  auth: 'operator',
  roles: OWNERS,
  query: AuditQuery,
  answers: { 200: 'AuditPage' },
});
