import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { inviteOperator } from '../../../shared/operators/index.js';
import { adminInviteOperatorRoute } from './invite-operator.contract.js';

export const handler = apiHandler(adminInviteOperatorRoute).handler(async ({ operator, body }) => created(await inviteOperator(operator, body)));
