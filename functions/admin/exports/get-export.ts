import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetExportRoute } from './get-export.contract.js';
import { readExport } from '../../../shared/exports/index.js';

export const handler = apiHandler(adminGetExportRoute).handler(async ({ path }) => ok(await readExport(path.client_id, path.export_id)));
