import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { ClientPath, replaceSettings } from '../../../shared/clients/clients.js';
import { ClientSettingsInput } from '../../../shared/clients/settings.js';

// A replacement, not a patch: omitted settings take their defaults; a misspelt one is refused.
export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: ClientSettingsInput.strict() }).handler(async ({ path, body }) =>
  ok(await replaceSettings(path.client_id, body)),
);
