import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getUserPendingPointsRoute } from './get-user-pending-points.contract.js';
import { pendingPointsSummary } from '../../shared/purchases/pending-points.js';

// Declared with write access: reading clears the member's due pending points first.
export const handler = apiHandler(getUserPendingPointsRoute).handler(async ({ client, member }) => ok(await pendingPointsSummary(client, member)));
