import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { submitSurveyResponseRoute } from './submit-survey-response.contract.js';
import { submitSurveyResponse } from '../../shared/points/survey-submission.js';

export const handler = apiHandler(submitSurveyResponseRoute).handler(async (request) =>
  ok(await submitSurveyResponse(request, request.path.activity_id, request.body)),
);
