import { apiHandler } from '../../../shared/http/api-handler.js';
import { okOrCsv } from '../../../shared/http/response.js';
import { topCsv, topReport } from '../../../shared/reports/index.js';
import { adminGetTopReportRoute } from './get-top-report.contract.js';

export const handler = apiHandler(adminGetTopReportRoute).handler(async ({ path, query, headers }) =>
  okOrCsv(headers, await topReport(path.client_id, query), topCsv),
);
