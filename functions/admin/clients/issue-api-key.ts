import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { ClientPath, issueApiKey } from '../../../shared/clients/clients.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => created(await issueApiKey(path.client_id)));
