import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberExportQuery } from '../../../shared/members/member-requests.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

export const adminExportMemberRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/export',
  name: 'AdminExportMember',
  handler: 'functions/admin/members/export-member.ts',
  access: 'read',
  auth: 'operator',
  roles: SUPPORT,
  audited: true,
  params: MemberIdPath,
  query: MemberExportQuery,
  answers: { 200: 'MemberExport' },
});
