import { routeContract } from '../../shared/http/route-contract.js';
import { CreateUserBody } from '../../shared/members/member-bodies.js';

export const createUserRoute = routeContract({
  method: 'POST',
  path: '/v2/users',
  name: 'CreateUser',
  handler: 'functions/users/create-user.ts',
  access: 'write',
  auth: 'api_key',
  layers: ['postalCodes'],
  body: CreateUserBody,
  answers: { 200: 'UserObject' },
});
