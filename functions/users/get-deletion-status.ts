import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getDeletionStatusRoute } from './get-deletion-status.contract.js';
import { deletionStatus } from '../../shared/members/member-deletion.js';

export const handler = apiHandler(getDeletionStatusRoute).handler(async ({ client, path }) => ok(await deletionStatus(client.clientId, path.user_id)));
