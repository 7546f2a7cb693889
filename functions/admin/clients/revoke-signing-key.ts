import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { SigningKeyPath } from '../../../shared/clients/clients.js';
import { revokeSigningKey } from '../../../shared/clients/signing-keys.js';

export const handler = apiHandler({ auth: 'admin', path: SigningKeyPath }).handler(async ({ path }) => {
  await revokeSigningKey(path.client_id, path.public_key);
  return noContent();
});
