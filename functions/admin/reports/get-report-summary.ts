import { apiHandler } from '../../../shared/http/api-handler.js';
import { okOrCsv } from '../../../shared/http/response.js';
import { reportSummary, summaryCsv } from '../../../shared/reports/index.js';
import { adminGetReportSummaryRoute } from './get-report-summary.contract.js';

export const handler = apiHandler(adminGetReportSummaryRoute).handler(async ({ path, headers }) =>
  okOrCsv(headers, await reportSummary(path.client_id), summaryCsv),
);
