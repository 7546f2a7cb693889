import { apiHandler } from '../../../shared/http/api-handler.js';
import { accepted } from '../../../shared/http/response.js';
import { requestRebuild } from '../../../shared/reports/index.js';
import { adminRebuildReportsRoute } from './rebuild-reports.contract.js';

export const handler = apiHandler(adminRebuildReportsRoute).handler(async ({ path }) => accepted(await requestRebuild(path.client_id)));
