import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetEventTypeRoute } from './get-event-type.contract.js';
import { eventTypeDetails } from '../../../shared/event-types/index.js';

export const handler = apiHandler(adminGetEventTypeRoute).handler(async ({ path }) => ok(await eventTypeDetails(path.client_id, path.name)));
