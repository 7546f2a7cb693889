import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { CreateUserBody } from '../../shared/members/member-bodies.js';

export const handler = apiHandler({ body: CreateUserBody }).handler(async ({ client, body }) => ok(await createUser(client, body)));
