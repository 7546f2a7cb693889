import { apiHandler } from '../../../shared/http/api-handler.js';
import { accepted } from '../../../shared/http/response.js';
import { adminCreateExportRoute } from './create-export.contract.js';
import { createExport } from '../../../shared/exports/index.js';

export const handler = apiHandler(adminCreateExportRoute).handler(async ({ path, body }) => accepted(await createExport(path.client_id, body)));
