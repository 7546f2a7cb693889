import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../shared/errors.js';
import { json, type HttpResponse } from '../shared/http/response.js';
import { addOperator, getOperatorByEmail, signIn } from '../shared/operators/index.js';
import { SignInBody } from '../shared/operators/operator-requests.js';
import { randomBytes } from 'node:crypto';
import { issueOperatorToken } from './operator-tokens.js';
import { readBoundedBody, TOO_LARGE_HEADERS } from './request-body.js';

/**
 * The local stand-in for the user pool's sign-in: POST /local/auth/sign-in with an operator's
 * e-mail address and password answers an access token in the shape Cognito issues (an invited
 * operator's first sign-in also sets a new password). The console signs in here when it runs on
 * the local server; scripts may too.
 */

export const LOCAL_SIGN_IN_PATH = '/local/auth/sign-in';
/** The owner the local server makes on first start, so someone can sign in to the console. */
export const LOCAL_OWNER_EMAIL = 'owner@rewards.localhost';
const MAX_BODY_BYTES = 10_000;

/** Tokens are never cached on the way. */
const answer = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse =>
  json(statusCode, body, { 'cache-control': 'no-store', ...headers });

export function localSignIn() {
  return async (method: string, url: URL, request: IncomingMessage): Promise<HttpResponse | undefined> => {
    if (url.pathname !== LOCAL_SIGN_IN_PATH) return undefined;
    if (method !== 'POST') return answer(405, { error: 'method_not_allowed', message: 'sign in with POST' });
    const tooLarge = () => answer(413, { error: 'input_error', message: `the body must be at most ${MAX_BODY_BYTES / 1000} KB` }, TOO_LARGE_HEADERS);
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
    // Counted as the bytes arrive too, as a chunked body declares no length; a client gone mid-body is the server's to log.
    const read = await readBoundedBody(request, MAX_BODY_BYTES);
    if ('tooLarge' in read) return tooLarge();
    let body: unknown;
    try {
      body = JSON.parse(read.text ?? '');
    } catch {
      return answer(400, { error: 'input_error', message: 'the body must be JSON: {"email", "password"}' });
    }
    const parsed = SignInBody.safeParse(body);
    if (!parsed.success) return answer(400, { error: 'input_error', message: parsed.error.issues[0]?.message ?? 'email and password are required' });
    try {
      const account = await signIn(parsed.data.email, parsed.data.password, parsed.data.new_password);
      const expiresIn = 3_600;
      const token = await issueOperatorToken({ sub: account.operator_id, email: account.email, role: account.role }, expiresIn);
      return answer(200, { access_token: token, token_type: 'Bearer', expires_in: expiresIn, email: account.email, role: account.role });
    } catch (error) {
      if (error instanceof ApiError) return answer(error.status, { error: error.code, message: error.message });
      throw error;
    }
  };
}

/**
 * Makes the local owner account on first start, with a random password kept in `passwordFile`
 * (mode 600, under the data directory) so the banner can show it on every start; answers the
 * sign-in. A password file removed by hand leaves the account as it is and shows no password.
 */
export async function ensureLocalOwner(passwordFile: string): Promise<{ email: string; password: string | undefined }> {
  const saved = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined;
  if (await getOperatorByEmail(LOCAL_OWNER_EMAIL)) return { email: LOCAL_OWNER_EMAIL, password: saved };
  const password = saved ?? randomBytes(12).toString('base64url');
  await addOperator({ email: LOCAL_OWNER_EMAIL, role: 'owner', password, invitedBy: 'local server', active: true });
  mkdirSync(dirname(passwordFile), { recursive: true });
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  return { email: LOCAL_OWNER_EMAIL, password };
}
