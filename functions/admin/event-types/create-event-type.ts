import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateEventTypeRoute } from './create-event-type.contract.js';
import { createEventType } from '../../../shared/event-types/index.js';

export const handler = apiHandler(adminCreateEventTypeRoute).handler(async ({ path, body }) => created(await createEventType(path.client_id, body)));
