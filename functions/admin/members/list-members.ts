import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { listMembers } from '../../../shared/members/member-directory.js';
import { nowSeconds } from '../../../shared/support/clock.js';
import { adminListMembersRoute } from './list-members.contract.js';

export const handler = apiHandler(adminListMembersRoute).handler(async ({ path, query }) => ok(await listMembers(path.client_id, query, nowSeconds())));
