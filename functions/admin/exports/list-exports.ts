import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListExportsRoute } from './list-exports.contract.js';
import { exportList } from '../../../shared/exports/index.js';

export const handler = apiHandler(adminListExportsRoute).handler(async ({ path, query }) => ok(await exportList(path.client_id, query.limit, query.cursor)));
