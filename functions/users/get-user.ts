import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { readUser } from '../../shared/members/member-profiles.js';
import { UserObjectBody } from '../../shared/members/member-responses.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' }, responses: { 200: UserObjectBody } }).handler(async ({ client, member }) => ok(await readUser(client, member)));
