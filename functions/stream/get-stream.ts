import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getStreamRoute } from './get-stream.contract.js';
import { activityStream } from '../../shared/points/activity-stream.js';

export const handler = apiHandler(getStreamRoute).handler(async ({ client, query }) => ok(await activityStream(client.clientId, query.n)));
