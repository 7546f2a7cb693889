import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { adminRevokeSigningKeyRoute } from './revoke-signing-key.contract.js';
import { revokeSigningKey } from '../../../shared/programs/signing-keys.js';

export const handler = apiHandler(adminRevokeSigningKeyRoute).handler(async ({ path }) => {
  await revokeSigningKey(path.client_id, path.public_key);
  return noContent();
});
