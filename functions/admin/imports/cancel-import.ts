import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCancelImportRoute } from './cancel-import.contract.js';
import { cancelImport } from '../../../shared/imports/index.js';

export const handler = apiHandler(adminCancelImportRoute).handler(async ({ path }) => ok(await cancelImport(path.client_id, path.import_id)));
