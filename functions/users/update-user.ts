import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { updateUser } from '../../shared/members/member-profiles.js';
import { UpdateUserBody } from '../../shared/members/member-bodies.js';
import { UpdatedUserBody } from '../../shared/members/member-responses.js';

export const handler = apiHandler({ body: UpdateUserBody, member: { notFound: 'page_not_found' }, responses: { 200: UpdatedUserBody } }).handler(
  async ({ client, member, body }) => ok(await updateUser(client, member, body)),
);
