import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetClientSettingsRoute } from './get-client-settings.contract.js';
import { readClient } from '../../../shared/programs/clients.js';

export const handler = apiHandler(adminGetClientSettingsRoute).handler(async ({ path }) => ok((await readClient(path.client_id)).settings));
