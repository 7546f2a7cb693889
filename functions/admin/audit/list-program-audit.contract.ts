import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientAuditPath, ClientAuditQuery } from '../../../shared/audit/audit-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListProgramAuditRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/audit',
  name: 'AdminListProgramAudit',
  handler: 'functions/admin/audit/list-program-audit.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientAuditPath,
  query: ClientAuditQuery,
  answers: { 200: 'AuditPage' },
});
