import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { ApiKeyPath, revokeApiKey } from '../../../shared/clients/clients.js';

export const handler = apiHandler({ auth: 'admin', path: ApiKeyPath }).handler(async ({ path }) => {
  await revokeApiKey(path.client_id, path.key_id);
  return noContent();
});
