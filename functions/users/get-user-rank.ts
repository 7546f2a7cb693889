import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getUserRankRoute } from './get-user-rank.contract.js';
import { rankView } from '../../shared/points/ranks.js';

export const handler = apiHandler(getUserRankRoute).handler(async ({ member }) => ok(await rankView(member)));
