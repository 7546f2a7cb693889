import * as z from 'zod';
import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** Why a ledger entry has its points: its trigger, the base earning, and every active rule's answer with what a fired rule saw. */
export const adminExplainLedgerEntryRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/ledger/{entry_id}/explain',
  name: 'AdminExplainLedgerEntry',
  handler: 'functions/admin/members/explain-ledger-entry.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath.extend({ entry_id: z.string().trim().min(1).max(200) }),
  query: MemberIdTypeQuery,
  member: { notFound: 'not_found' },
  answers: { 200: 'RuleExplanation' },
  errors: ['not_found'],
});
