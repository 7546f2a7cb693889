import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetImportRoute } from './get-import.contract.js';
import { readImport } from '../../../shared/imports/index.js';

export const handler = apiHandler(adminGetImportRoute).handler(async ({ path }) => ok(await readImport(path.client_id, path.import_id)));
