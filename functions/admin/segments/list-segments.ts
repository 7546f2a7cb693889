import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { segmentList } from '../../../shared/segments/index.js';
import { adminListSegmentsRoute } from './list-segments.contract.js';

export const handler = apiHandler(adminListSegmentsRoute).handler(async ({ path, query }) => ok(await segmentList(path.client_id, query)));
