import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { PotentialPointsBody } from '../../shared/purchases/purchase-requests.js';

/** POST /v2/purchases/potential_points (the hosted Potential Points): what a basket would earn; writes nothing. */
export const calculatePotentialPointsRoute = routeContract({
  method: 'POST',
  path: '/v2/purchases/potential_points',
  name: 'CalculatePotentialPoints',
  handler: 'functions/purchases/calculate-potential-points.ts',
  access: 'read',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: PotentialPointsBody,
  answers: { 200: 'PotentialPoints' },
});
