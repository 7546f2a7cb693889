import { routeContract } from '../../../shared/http/route-contract.js';
import { ReportPath } from '../../../shared/reports/report-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminRebuildReportsRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/reports/rebuild',
  name: 'AdminRebuildReports',
  handler: 'functions/admin/reports/rebuild-reports.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ReportPath,
  answers: { 202: 'ReportRebuild' },
  errors: ['conflict'],
});
