import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** Ends every session of the calling operator: their tokens issued until now are refused from their next request. */
export const adminSignOutRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/sign_out',
  name: 'AdminSignOut',
  handler: 'functions/admin/operators/sign-out.ts',
  access: 'write',
  auth: 'operator',
  roles: EVERY_ROLE,
  answers: { 204: null },
  errors: ['forbidden'],
});
