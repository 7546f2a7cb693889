import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { replaceSettings } from '../../../shared/programs/clients.js';
import { adminPutClientSettingsRoute } from './put-client-settings.contract.js';

// A replacement, not a patch: omitted settings take their defaults; a misspelt one is refused.
export const handler = apiHandler(adminPutClientSettingsRoute).handler(async ({ path, body }) => ok(await replaceSettings(path.client_id, body)));
