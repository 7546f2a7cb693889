import { routeContract } from '../../shared/http/route-contract.js';

export const deleteUserRoute = routeContract({
  method: 'DELETE',
  path: '/v2/users/{user_id}',
  name: 'DeleteUser',
  handler: 'functions/users/delete-user.ts',
  access: 'write',
  auth: 'api_key',
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  idempotent: true,
  answers: { 200: 'DeletionRequest' },
});
