import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { ClientPath, issueApiKey } from '../../../shared/clients/clients.js';
import { ApiKeyBody } from '../../../shared/clients/client-responses.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, responses: { 201: ApiKeyBody }, errors: ['not_found'] }).handler(async ({ path }) =>
  created(await issueApiKey(path.client_id)),
);
