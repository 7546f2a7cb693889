import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListImportErrorsRoute } from './list-import-errors.contract.js';
import { importErrors } from '../../../shared/imports/index.js';

export const handler = apiHandler(adminListImportErrorsRoute).handler(async ({ path, query }) =>
  ok(await importErrors(path.client_id, path.import_id, query.limit, query.cursor)),
);
