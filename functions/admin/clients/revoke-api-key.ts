import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { ApiKeyPath, revokeApiKey } from '../../../shared/clients/clients.js';

export const handler = apiHandler({ auth: 'admin', path: ApiKeyPath, responses: { 204: null }, errors: ['not_found'] }).handler(async ({ path }) => {
  await revokeApiKey(path.client_id, path.key_id);
  return noContent();
});
