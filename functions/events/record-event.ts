import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { recordEventRoute } from './record-event.contract.js';
import { recordEvent } from '../../shared/custom-events/index.js';

export const handler = apiHandler(recordEventRoute).handler(async (request) => ok(await recordEvent(request, request.body)));
