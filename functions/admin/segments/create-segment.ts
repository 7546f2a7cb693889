import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { createSegment } from '../../../shared/segments/index.js';
import { adminCreateSegmentRoute } from './create-segment.contract.js';

export const handler = apiHandler(adminCreateSegmentRoute).handler(async ({ path, body }) => created(await createSegment(path.client_id, body)));
