import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { issueSigningKey } from '../../../shared/clients/signing-keys.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => created(await issueSigningKey(path.client_id)));
