import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { overrideTier } from '../../../shared/members/member-service.js';
import { adminSetTierOverrideRoute } from './set-tier-override.contract.js';

export const handler = apiHandler(adminSetTierOverrideRoute).handler(async ({ path, body }) => ok(await overrideTier(path.client_id, path.member_id, body)));
