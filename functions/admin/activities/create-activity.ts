import { ClientPath } from '../../../shared/clients/clients.js';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { ActivityInputSchema } from '../../../shared/points/activity-catalogue.js';
import { operatorCreateActivity } from '../../../shared/points/activity-views.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: ActivityInputSchema }).handler(async ({ path, body }) =>
  created(await operatorCreateActivity(path.client_id, body)),
);
