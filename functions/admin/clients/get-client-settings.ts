import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { ClientPath, readClient } from '../../../shared/clients/clients.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => ok((await readClient(path.client_id)).settings));
