import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { voidReturnRoute } from './void-return.contract.js';
import { voidReturn } from '../../shared/purchases/purchase-voids.js';

export const handler = apiHandler(voidReturnRoute).handler(async (request) => ok(await voidReturn(request, request.path.return_id)));
