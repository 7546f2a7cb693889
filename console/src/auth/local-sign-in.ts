import { problemFrom } from '../api/problem.js';
import { isRole } from '../operator-roles.js';
import type { Session } from './session.js';

/**
 * The local server's sign-in (POST /local/auth/sign-in): e-mail address and password, and on an
 * invited operator's first sign-in a new password. A refusal is thrown as an ApiProblem; the one
 * that asks for a new password names the field new_password.
 */
export async function localSignIn(apiUrl: string, credentials: { email: string; password: string; new_password?: string }, now = Date.now()): Promise<Session> {
  const response = await fetch(`${apiUrl}/local/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw problemFrom(response.status, body);
  const answer = body as { access_token: string; expires_in: number; email: string; role: unknown };
  if (!isRole(answer.role)) throw new Error('The sign-in answered no operator role.');
  return { accessToken: answer.access_token, email: answer.email, role: answer.role, expiresAt: now + answer.expires_in * 1000 };
}
