import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { memberSegments } from '../../../shared/segments/index.js';
import { adminListMemberSegmentsRoute } from './list-member-segments.contract.js';

export const handler = apiHandler(adminListMemberSegmentsRoute).handler(async (request) => ok(await memberSegments(request)));
