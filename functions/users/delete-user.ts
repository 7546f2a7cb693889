import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { deleteUserRoute } from './delete-user.contract.js';
import { requestDeletion } from '../../shared/members/member-deletion.js';

export const handler = apiHandler(deleteUserRoute).handler(async (request) => ok(await requestDeletion(request)));
