import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { segmentMembers } from '../../../shared/segments/index.js';
import { adminListSegmentMembersRoute } from './list-segment-members.contract.js';

export const handler = apiHandler(adminListSegmentMembersRoute).handler(async ({ path, query }) =>
  ok(await segmentMembers(path.client_id, path.segment_id, query)),
);
