import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListEventTypesRoute } from './list-event-types.contract.js';
import { eventTypeList } from '../../../shared/event-types/index.js';

export const handler = apiHandler(adminListEventTypesRoute).handler(async ({ path, query }) =>
  ok(await eventTypeList(path.client_id, query.include_archived === 'true')),
);
