import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { DeletionStatusPath, deletionStatus } from '../../shared/members/member-deletion.js';
import { DeletionStatusBody } from '../../shared/members/member-responses.js';

export const handler = apiHandler({ path: DeletionStatusPath, responses: { 200: DeletionStatusBody }, errors: [['page_not_found', 404]] }).handler(async ({ client, path }) => ok(await deletionStatus(client.clientId, path.user_id)));
