import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { DeletionStatusPath, deletionStatus } from '../../shared/members/member-deletion.js';

export const handler = apiHandler({ path: DeletionStatusPath }).handler(async ({ client, path }) => ok(await deletionStatus(client.clientId, path.user_id)));
