import { issueOperatorToken } from '../../local/operator-tokens.js';
import { addOperator, type OperatorRole } from '../../shared/operators/index.js';
import { unique } from './api.js';

/** An active operator account of `role`, and an access token of theirs as the local sign-in issues it. */
export async function signedInOperator(role: OperatorRole, email = `${unique(role)}@operators.example.com`): Promise<{ token: string; operatorId: string; email: string }> {
  const account = await addOperator({ email, role, invitedBy: 'tests', active: true });
  if (!account) throw new Error(`an operator account with ${email} exists`);
  return { token: await issueOperatorToken({ sub: account.operator_id, email, role }), operatorId: account.operator_id, email };
}
