import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminArchiveEventTypeRoute } from './archive-event-type.contract.js';
import { archiveEventType } from '../../../shared/event-types/index.js';

export const handler = apiHandler(adminArchiveEventTypeRoute).handler(async ({ path }) => ok(await archiveEventType(path.client_id, path.name)));
