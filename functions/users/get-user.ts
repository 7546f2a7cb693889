import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getUserRoute } from './get-user.contract.js';
import { readUser } from '../../shared/members/member-profiles.js';

export const handler = apiHandler(getUserRoute).handler(async (request) => ok(await readUser(request, { pii: request.query.pii })));
