import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { LOCAL_SIGN_IN_PATH, localSignIn } from '../operator-sign-in.js';
import { issueOperatorToken } from '../operator-tokens.js';
import { addOperator, type OperatorRole } from '../../shared/operators/index.js';
import { unique } from './api.js';

/** An active operator account of `role`, and an access token of theirs as the local sign-in issues it. */
export async function signedInOperator(
  role: OperatorRole,
  email = `${unique(role)}@operators.example.com`,
): Promise<{ token: string; operatorId: string; email: string }> {
  const account = await addOperator({ email, role, invitedBy: 'tests', active: true });
  if (!account) throw new Error(`an operator account with ${email} exists`);
  return { token: await issueOperatorToken({ sub: account.operator_id, email, role }), operatorId: account.operator_id, email };
}

const signInHandler = localSignIn();

/** A sign-in at the local server's POST /local/auth/sign-in, with `body` as sent. */
export async function signIn(body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const payload = Buffer.from(JSON.stringify(body));
  const request = Object.assign(Readable.from([payload]), { headers: { 'content-length': String(payload.length) } }) as unknown as IncomingMessage;
  const answer = await signInHandler('POST', new URL(`http://localhost${LOCAL_SIGN_IN_PATH}`), request);
  return { status: answer?.statusCode ?? 404, body: JSON.parse(answer?.body ?? '{}') };
}
