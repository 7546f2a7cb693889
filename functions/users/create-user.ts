import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { createUserRoute } from './create-user.contract.js';

export const handler = apiHandler(createUserRoute).handler(async ({ client, body }) => ok(await createUser(client, body)));
