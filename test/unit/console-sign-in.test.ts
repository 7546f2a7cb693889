import { createHash } from 'node:crypto';
import { parseConfig } from '../../console/src/config.js';
import { authorizeUrl, base64Url, claims, codeChallenge, logoutUrl, newCodeVerifier, parseCallback, tokenRequest } from '../../console/src/auth/pkce.js';
import { strongestRole } from '../../console/src/operator-roles.js';

/**
 * The console's Cognito sign-in as far as it can be checked without a user pool: the PKCE pair,
 * the URLs and the token request it builds from the runtime configuration, and how it reads a token.
 */

const cognito = {
  kind: 'cognito' as const,
  domain: 'https://rewards-ops.auth.eu-west-1.amazoncognito.com',
  clientId: 'abc123client',
  redirectUri: 'https://console.example.com/console/callback',
  logoutUri: 'https://console.example.com/console/',
  scopes: ['openid', 'email', 'profile'],
};

describe('console PKCE sign-in', () => {
  it('makes a 43-character verifier of URL-safe characters, different each time', () => {
    const verifiers = [newCodeVerifier(), newCodeVerifier()];

    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifiers[0]).not.toBe(verifiers[1]);
  });

  it("derives the S256 challenge as base64url(SHA-256(verifier)), RFC 7636's own example included", async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

    expect(await codeChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(await codeChallenge('another')).toBe(createHash('sha256').update('another').digest('base64url'));
    expect(base64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
  });

  it('sends the browser to /oauth2/authorize with the code flow, the client, the redirect, the scopes, the state and the challenge', () => {
    const url = new URL(authorizeUrl(cognito, { state: 'st4te', challenge: 'ch4llenge' }));

    expect(`${url.origin}${url.pathname}`).toBe('https://rewards-ops.auth.eu-west-1.amazoncognito.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'abc123client',
      redirect_uri: 'https://console.example.com/console/callback',
      scope: 'openid email profile',
      state: 'st4te',
      code_challenge: 'ch4llenge',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code at /oauth2/token as a public client, with the verifier and the same redirect', () => {
    const { url, init } = tokenRequest(cognito, { code: 'c0de', verifier: 'v3rifier' });

    expect(url).toBe('https://rewards-ops.auth.eu-west-1.amazoncognito.com/oauth2/token');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'abc123client',
      code: 'c0de',
      redirect_uri: 'https://console.example.com/console/callback',
      code_verifier: 'v3rifier',
    });
  });

  it('signs out at /logout back to the console', () => {
    const url = new URL(logoutUrl(cognito));

    expect(url.pathname).toBe('/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'abc123client', logout_uri: 'https://console.example.com/console/' });
  });

  it("reads the callback's code and state, or its error", () => {
    expect(parseCallback('?code=abc&state=xyz')).toEqual({ code: 'abc', state: 'xyz' });
    expect(parseCallback('?error=access_denied&error_description=User+cancelled')).toEqual({ error: 'User cancelled' });
    expect(parseCallback('?state=xyz')).toEqual({ error: 'the sign-in answer carried no code' });
  });

  it("reads a token's groups and e-mail address, and takes the strongest role its groups name", () => {
    const payload = Buffer.from(JSON.stringify({ email: 'zoë@example.com', 'cognito:groups': ['viewer', 'manager'] })).toString('base64url');

    const read = claims(`header.${payload}.signature`);

    expect(read).toEqual({ email: 'zoë@example.com', 'cognito:groups': ['viewer', 'manager'] });
    expect(strongestRole(read['cognito:groups'] as string[])).toBe('manager');
    expect(strongestRole(['admins'])).toBeUndefined();
    expect(claims('not a token')).toEqual({});
  });

  it('takes a runtime config of either kind, and names the field that is missing', () => {
    expect(parseConfig({ apiUrl: 'http://127.0.0.1:3000/', auth: { kind: 'local' } })).toEqual({ apiUrl: 'http://127.0.0.1:3000', auth: { kind: 'local' } });
    expect(parseConfig({ apiUrl: 'https://api.example.com', auth: cognito })).toEqual({ apiUrl: 'https://api.example.com', auth: cognito });
    expect(() => parseConfig({ apiUrl: 'https://api.example.com', auth: { ...cognito, clientId: '' } })).toThrow('auth.clientId');
    expect(() => parseConfig({ auth: { kind: 'local' } })).toThrow('apiUrl');
  });
});
