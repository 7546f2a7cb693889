import { apiHandler } from '../../../shared/http/api-handler.js';
import { okOrCsv } from '../../../shared/http/response.js';
import { dailyCsv, dailyReport } from '../../../shared/reports/index.js';
import { adminGetDailyReportRoute } from './get-daily-report.contract.js';

export const handler = apiHandler(adminGetDailyReportRoute).handler(async ({ path, query, headers }) =>
  okOrCsv(headers, await dailyReport(path.client_id, query), dailyCsv),
);
