import { routeContract } from '../../shared/http/route-contract.js';
import { MemberActivityPath } from '../../shared/points/points-requests.js';
import { SurveyResponseBody } from '../../shared/points/survey-questions.js';

/** The hosted page "User Survey Submit": a member's response to a survey activity, credited once. */
export const submitSurveyResponseRoute = routeContract({
  method: 'POST',
  path: '/v2.1/users/{user_id}/survey/{activity_id}/response',
  name: 'UserSurveySubmit',
  handler: 'functions/users/submit-survey-response.ts',
  access: 'write',
  auth: 'api_key',
  memberToken: true,
  params: MemberActivityPath,
  body: SurveyResponseBody,
  member: { notFound: 'page_not_found' },
  idempotent: true,
  answers: { 200: 'SurveySubmitResult' },
  errors: ['limit_reached'],
});
