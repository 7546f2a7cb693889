import { apiHandler, operatorPrincipal } from '../../../shared/http/api-handler.js';
import { readClient } from '../../../shared/clients/index.js';
import { created } from '../../../shared/http/response.js';
import { AdjustmentBody, adjustPoints, MemberIdPath } from '../../../shared/points/adjustments.js';

export const handler = apiHandler({ auth: 'admin', path: MemberIdPath, body: AdjustmentBody }).handler(async ({ path, body, event }) =>
  created(await adjustPoints(await readClient(path.client_id), path.member_id, body, operatorPrincipal(event))),
);
