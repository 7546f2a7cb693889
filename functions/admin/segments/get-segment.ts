import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { segmentDetails } from '../../../shared/segments/index.js';
import { adminGetSegmentRoute } from './get-segment.contract.js';

export const handler = apiHandler(adminGetSegmentRoute).handler(async ({ path }) => ok(await segmentDetails(path.client_id, path.segment_id)));
