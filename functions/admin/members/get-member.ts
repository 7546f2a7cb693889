import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetMemberRoute } from './get-member.contract.js';
import { memberOverview } from '../../../shared/members/member-profiles.js';

export const handler = apiHandler(adminGetMemberRoute).handler(async (request) => ok(await memberOverview(request)));
