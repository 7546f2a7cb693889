import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { changeSegmentMembers } from '../../../shared/segments/index.js';
import { adminChangeSegmentMembersRoute } from './change-segment-members.contract.js';

export const handler = apiHandler(adminChangeSegmentMembersRoute).handler(async ({ path, body }) =>
  ok(await changeSegmentMembers(path.client_id, path.segment_id, body)),
);
