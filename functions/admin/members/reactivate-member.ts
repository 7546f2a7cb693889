import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { setStanding } from '../../../shared/members/member-service.js';
import { adminReactivateMemberRoute } from './reactivate-member.contract.js';

export const handler = apiHandler(adminReactivateMemberRoute).handler(async ({ path }) => ok(await setStanding(path.client_id, path.member_id, true)));
