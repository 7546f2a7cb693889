import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { submitCampaignCodeRoute } from './submit-code.contract.js';
import { submitCode } from '../../shared/campaigns/code-submission.js';

export const handler = apiHandler(submitCampaignCodeRoute).handler(async (request) => ok(await submitCode(request, request.query.id_type, request.body)));
