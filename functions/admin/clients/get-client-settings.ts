import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { ClientPath, readClient } from '../../../shared/clients/clients.js';
import { ClientSettingsBody } from '../../../shared/clients/client-responses.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, responses: { 200: ClientSettingsBody }, errors: ['not_found'] }).handler(async ({ path }) =>
  ok((await readClient(path.client_id)).settings),
);
