import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { StreamQuery, activityStream } from '../../shared/points/activity-stream.js';

export const handler = apiHandler({ query: StreamQuery }).handler(async ({ client, query }) => ok(await activityStream(client.clientId, query.n)));
