import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { issueSigningKey } from '../../../shared/clients/signing-keys.js';
import { SigningKeyBody } from '../../../shared/clients/client-responses.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, responses: { 201: SigningKeyBody }, errors: ['not_found'] }).handler(async ({ path }) =>
  created(await issueSigningKey(path.client_id)),
);
