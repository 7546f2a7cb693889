import type { CognitoAuth } from '../config.js';

/**
 * The pieces of the OAuth 2.0 authorization-code flow with PKCE (RFC 7636) against a Cognito user
 * pool's hosted domain, as pure functions: the verifier and its S256 challenge, the /oauth2/authorize
 * URL, the /oauth2/token request, the /logout URL, and the reading of a token's claims. The page
 * glue (redirects, sessionStorage) is in cognito-sign-in.ts.
 */

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url: a 43-character verifier of the unreserved characters RFC 7636 allows. */
export function newCodeVerifier(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return base64Url(random(new Uint8Array(32)));
}

/** A state value that ties the callback to the sign-in this browser started. */
export const newState = newCodeVerifier;

/** The S256 challenge: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function authorizeUrl(auth: CognitoAuth, { state, challenge }: { state: string; challenge: string }): string {
  const url = new URL('/oauth2/authorize', auth.domain);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: auth.clientId,
    redirect_uri: auth.redirectUri,
    scope: auth.scopes.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** The code's exchange at /oauth2/token (a public client: no secret, the verifier proves the sign-in). */
export function tokenRequest(auth: CognitoAuth, { code, verifier }: { code: string; verifier: string }): { url: string; init: RequestInit } {
  return {
    url: new URL('/oauth2/token', auth.domain).toString(),
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: auth.clientId,
        code,
        redirect_uri: auth.redirectUri,
        code_verifier: verifier,
      }).toString(),
    },
  };
}

export function logoutUrl(auth: CognitoAuth): string {
  const url = new URL('/logout', auth.domain);
  url.search = new URLSearchParams({ client_id: auth.clientId, logout_uri: auth.logoutUri }).toString();
  return url.toString();
}

export type Callback = { code: string; state: string } | { error: string };

/** What the user pool sent back to the redirect URI: a code and the state, or an error. */
export function parseCallback(search: string): Callback {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { error: query.get('error_description') ?? error };
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return { error: 'the sign-in answer carried no code' };
  return { code, state };
}

/**
 * A token's claims, read without checking its signature: the page only shows them (e-mail, role);
 * the API checks every token it is sent.
 */
export function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
