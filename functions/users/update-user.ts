import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { updateUser } from '../../shared/members/member-profiles.js';
import { UpdateUserBody } from '../../shared/members/member-bodies.js';

export const handler = apiHandler({ body: UpdateUserBody, member: { notFound: 'page_not_found' } }).handler(async ({ client, member, body }) =>
  ok(await updateUser(client, member, body)),
);
