import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateImportRoute } from './create-import.contract.js';
import { createImport } from '../../../shared/imports/index.js';

export const handler = apiHandler(adminCreateImportRoute).handler(async ({ path, body }) => created(await createImport(path.client_id, body)));
