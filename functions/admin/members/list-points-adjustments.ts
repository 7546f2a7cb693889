import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { listAdjustments, MemberIdPath } from '../../../shared/points/adjustments.js';

export const handler = apiHandler({ auth: 'admin', path: MemberIdPath }).handler(async ({ path }) => ok(await listAdjustments(path.client_id, path.member_id)));
