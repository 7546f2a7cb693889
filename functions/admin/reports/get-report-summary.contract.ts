import { routeContract } from '../../../shared/http/route-contract.js';
import { ReportPath } from '../../../shared/reports/report-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetReportSummaryRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/reports/summary',
  name: 'AdminGetReportSummary',
  handler: 'functions/admin/reports/get-report-summary.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ReportPath,
  csv: true,
  answers: { 200: 'ReportSummary' },
});
