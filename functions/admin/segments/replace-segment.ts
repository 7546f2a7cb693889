import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { replaceSegment } from '../../../shared/segments/index.js';
import { adminReplaceSegmentRoute } from './replace-segment.contract.js';

export const handler = apiHandler(adminReplaceSegmentRoute).handler(async ({ path, body }) => ok(await replaceSegment(path.client_id, path.segment_id, body)));
