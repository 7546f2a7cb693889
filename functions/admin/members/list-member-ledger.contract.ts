import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { MemberLedgerQuery } from '../../../shared/points/points-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A member's ledger, newest first, a page at a time: every entry with its kind, notes (an adjustment's reason) and the balances after it. */
export const adminListMemberLedgerRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/ledger',
  name: 'AdminListMemberLedger',
  handler: 'functions/admin/members/list-member-ledger.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: MemberLedgerQuery.extend(MemberIdTypeQuery.shape),
  member: { notFound: 'not_found' },
  answers: { 200: 'MemberLedger' },
});
