import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { createClient } from '../../../shared/programs/clients.js';
import { adminCreateClientRoute } from './create-client.contract.js';

export const handler = apiHandler(adminCreateClientRoute).handler(async ({ body }) => created(await createClient(body.name, body.settings)));
