import type { CognitoAuth } from '../config.js';
import { strongestRole } from '../operator-roles.js';
import { authorizeUrl, claims, codeChallenge, newCodeVerifier, newState, parseCallback, tokenRequest } from './pkce.js';
import type { Session } from './session.js';

/**
 * Sign-in at the user pool's hosted pages: the verifier and state wait in sessionStorage while the
 * browser is away, and are removed once the callback has used them.
 */
const VERIFIER_KEY = 'rewards-console.pkce-verifier';
const STATE_KEY = 'rewards-console.pkce-state';

export async function startCognitoSignIn(auth: CognitoAuth): Promise<void> {
  const verifier = newCodeVerifier();
  const state = newState();
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  sessionStorage.setItem(STATE_KEY, state);
  window.location.assign(authorizeUrl(auth, { state, challenge: await codeChallenge(verifier) }));
}

interface TokenAnswer {
  access_token?: string;
  id_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/** Completes the sign-in from the callback's query string; throws a sentence the page can show. */
export async function completeCognitoSignIn(auth: CognitoAuth, search: string, now = Date.now()): Promise<Session> {
  const callback = parseCallback(search);
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  const state = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(VERIFIER_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if ('error' in callback) throw new Error(`Sign-in failed: ${callback.error}`);
  if (!verifier || callback.state !== state) throw new Error('This sign-in was not started in this tab; sign in again.');
  const { url, init } = tokenRequest(auth, { code: callback.code, verifier });
  const response = await fetch(url, init);
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || !answer.access_token) throw new Error(`Sign-in failed: ${answer.error_description ?? answer.error ?? response.status}`);
  const access = claims(answer.access_token);
  const identity = answer.id_token ? claims(answer.id_token) : {};
  const groups = [access['cognito:groups'], identity['cognito:groups']].flatMap((value) => (Array.isArray(value) ? value : []));
  const role = strongestRole(groups);
  if (!role) throw new Error('Your account is in no operator group (owner, manager, support or viewer); ask an owner.');
  const email = typeof identity.email === 'string' ? identity.email : String(access.username ?? 'operator');
  return { accessToken: answer.access_token, email, role, expiresAt: now + (answer.expires_in ?? 3600) * 1000 };
}
