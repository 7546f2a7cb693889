import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { updateUser } from '../../shared/members/member-profiles.js';
import { updateUserRoute } from './update-user.contract.js';

export const handler = apiHandler(updateUserRoute).handler(async (request) => ok(await updateUser(request, request.body)));
