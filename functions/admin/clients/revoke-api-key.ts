import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { adminRevokeApiKeyRoute } from './revoke-api-key.contract.js';
import { revokeApiKey } from '../../../shared/programs/clients.js';

export const handler = apiHandler(adminRevokeApiKeyRoute).handler(async ({ path }) => {
  await revokeApiKey(path.client_id, path.key_id);
  return noContent();
});
