import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { editProfile } from '../../../shared/members/member-service.js';
import { adminUpdateMemberRoute } from './update-member.contract.js';

export const handler = apiHandler(adminUpdateMemberRoute).handler(async ({ path, body }) => ok(await editProfile(path.client_id, path.member_id, body)));
