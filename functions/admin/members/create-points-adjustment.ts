import { apiHandler, operatorPrincipal } from '../../../shared/http/api-handler.js';
import { readClient } from '../../../shared/clients/index.js';
import { created } from '../../../shared/http/response.js';
import { AdjustmentBody, adjustPoints, MemberIdPath } from '../../../shared/points/adjustments.js';
import { PointsAdjustmentBody } from '../../../shared/points/points-responses.js';

export const handler = apiHandler({ auth: 'admin', path: MemberIdPath, body: AdjustmentBody, responses: { 201: PointsAdjustmentBody }, errors: ['not_found'] }).handler(async ({ path, body, event }) =>
  created(await adjustPoints(await readClient(path.client_id), path.member_id, body, operatorPrincipal(event))),
);
