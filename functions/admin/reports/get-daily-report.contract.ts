import { routeContract } from '../../../shared/http/route-contract.js';
import { DailyReportQuery, ReportPath } from '../../../shared/reports/report-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetDailyReportRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/reports/daily',
  name: 'AdminGetDailyReport',
  handler: 'functions/admin/reports/get-daily-report.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ReportPath,
  query: DailyReportQuery,
  csv: true,
  answers: { 200: 'DailyReport' },
  errors: ['param_error'],
});
