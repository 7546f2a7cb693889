import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { previewSegment } from '../../../shared/segment-triggers/index.js';
import { adminPreviewSegmentRoute } from './preview-segment.contract.js';

export const handler = apiHandler(adminPreviewSegmentRoute).handler(async ({ path, body }) => ok(await previewSegment(path.client_id, body)));
