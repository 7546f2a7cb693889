import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListSigningKeysRoute } from './list-signing-keys.contract.js';
import { signingKeyList } from '../../../shared/programs/clients.js';

export const handler = apiHandler(adminListSigningKeysRoute).handler(async ({ path }) => ok(await signingKeyList(path.client_id)));
