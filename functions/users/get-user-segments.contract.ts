import { routeContract } from '../../shared/http/route-contract.js';

/** The segments the member is in, oldest membership first. */
export const getUserSegmentsRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/segments',
  name: 'GetUserSegments',
  handler: 'functions/users/get-user-segments.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'param_error' },
  answers: { 200: 'MemberSegments' },
});
