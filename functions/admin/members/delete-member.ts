import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminDeleteMemberRoute } from './delete-member.contract.js';
import { requestDeletion } from '../../../shared/members/member-deletion.js';

export const handler = apiHandler(adminDeleteMemberRoute).handler(async (request) => ok(await requestDeletion(request)));
