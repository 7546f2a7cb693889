import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListApiKeysRoute } from './list-api-keys.contract.js';
import { apiKeyList } from '../../../shared/programs/clients.js';

export const handler = apiHandler(adminListApiKeysRoute).handler(async ({ path }) => ok(await apiKeyList(path.client_id)));
