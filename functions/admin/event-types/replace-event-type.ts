import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminReplaceEventTypeRoute } from './replace-event-type.contract.js';
import { changeEventType } from '../../../shared/event-types/index.js';

export const handler = apiHandler(adminReplaceEventTypeRoute).handler(async ({ path, body }) => ok(await changeEventType(path.client_id, path.name, body)));
