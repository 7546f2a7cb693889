import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { mergeSettings } from '../../../shared/programs/clients.js';
import { adminPatchClientSettingsRoute } from './patch-client-settings.contract.js';

// A merge: the settings sent replace theirs, the rest stay; PUT replaces them all.
export const handler = apiHandler(adminPatchClientSettingsRoute).handler(async ({ path, body }) => ok(await mergeSettings(path.client_id, body)));
