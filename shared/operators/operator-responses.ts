import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { OPERATOR_ROLES, OPERATOR_STATUSES } from './operator-roles.js';

/** What the operator-management routes answer, as zod schemas: the API description and the tests read them. */

export const OperatorAccountBody = z.object({
  operator_id: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** invited: has not signed in yet; active; disabled: may not sign in. */
  status: z.enum(OPERATOR_STATUSES),
  created_at: z.number().int(),
  /** Who invited the operator. */
  invited_by: z.string(),
  updated_at: z.number().int(),
});

/** An invitation: locally the first password is answered here, once (in AWS the user pool e-mails it). */
export const InvitedOperatorBody = OperatorAccountBody.extend({ temporary_password: z.string().nullable() });

export const OperatorAccountListBody = z.object({ operators: z.array(OperatorAccountBody), next_cursor: z.string().nullable() });

/** The answers the operator account routes name in their contracts, by name. */
export const operatorAnswers = {
  InvitedOperator: InvitedOperatorBody,
  OperatorAccount: OperatorAccountBody,
  OperatorAccountList: OperatorAccountListBody,
} satisfies AnswerBodies;
