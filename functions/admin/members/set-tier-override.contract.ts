import { routeContract } from '../../../shared/http/route-contract.js';
import { TierOverrideBody } from '../../../shared/members/service-requests.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** Support sets a member's tier override to a level of the program's tiers, or clears it (null), with a reason; answers the member overview. */
export const adminSetTierOverrideRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/tier_override',
  name: 'AdminSetTierOverride',
  handler: 'functions/admin/members/set-tier-override.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: MemberIdPath,
  body: TierOverrideBody,
  answers: { 200: 'MemberOverview' },
  errors: ['not_found', 'conflict'],
});
