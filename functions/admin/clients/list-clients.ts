import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListClientsRoute } from './list-clients.contract.js';
import { clientList } from '../../../shared/programs/clients.js';

export const handler = apiHandler(adminListClientsRoute).handler(async ({ query }) => ok(await clientList(query.limit, query.cursor)));
