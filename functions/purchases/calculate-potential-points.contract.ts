import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { PotentialPointsForms } from '../../shared/purchases/purchase-forms.js';

/** POST /v2/purchases/potential_points and POST /receipt/points (the hosted Potential Points, either form): what a basket would earn; writes nothing. */
export const calculatePotentialPointsRoute = routeContract({
  method: 'POST',
  path: '/v2/purchases/potential_points',
  name: 'CalculatePotentialPoints',
  handler: 'functions/purchases/calculate-potential-points.ts',
  access: 'read',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: PotentialPointsForms,
  answers: { 200: 'PotentialPoints' },
  also: [{ path: '/receipt/points', name: 'CalculatePotentialPointsHosted' }],
});
