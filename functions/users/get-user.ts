import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { readUser } from '../../shared/members/member-profiles.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ client, member }) => ok(await readUser(client, member)));
