import { routeContract } from '../../../shared/http/route-contract.js';
import { ReportPath, TopReportQuery } from '../../../shared/reports/report-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetTopReportRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/reports/top',
  name: 'AdminGetTopReport',
  handler: 'functions/admin/reports/get-top-report.ts',
  access: 'read',
  keepsReportTotals: true,
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ReportPath,
  query: TopReportQuery,
  csv: true,
  answers: { 200: 'TopReport' },
  errors: ['param_error'],
});
