import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { archiveSegment } from '../../../shared/segments/index.js';
import { adminArchiveSegmentRoute } from './archive-segment.contract.js';

export const handler = apiHandler(adminArchiveSegmentRoute).handler(async ({ path }) => ok(await archiveSegment(path.client_id, path.segment_id)));
