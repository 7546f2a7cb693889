import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { memberSegments } from '../../shared/segments/index.js';
import { getUserSegmentsRoute } from './get-user-segments.contract.js';

export const handler = apiHandler(getUserSegmentsRoute).handler(async (request) => ok(await memberSegments(request)));
