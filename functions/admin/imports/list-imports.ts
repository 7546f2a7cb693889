import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListImportsRoute } from './list-imports.contract.js';
import { importList } from '../../../shared/imports/index.js';

export const handler = apiHandler(adminListImportsRoute).handler(async ({ path, query }) => ok(await importList(path.client_id, query.limit, query.cursor)));
