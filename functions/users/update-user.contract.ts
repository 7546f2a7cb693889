import { routeContract } from '../../shared/http/route-contract.js';
import { UpdateUserBody } from '../../shared/members/member-bodies.js';

export const updateUserRoute = routeContract({
  method: 'PUT',
  path: '/v2/users/{user_id}',
  name: 'UpdateUser',
  handler: 'functions/users/update-user.ts',
  access: 'write',
  auth: 'api_key',
  layers: ['postalCodes'],
  body: UpdateUserBody,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'UpdatedUser' },
});
