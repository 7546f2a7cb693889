import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { VerifiedToken } from '../shared/operators/operator-identity.js';
import { nowMillis } from '../shared/support/clock.js';
import type { OperatorRole } from '../shared/operators/operator-roles.js';

/**
 * The local server's token issuer, standing in for the stack's Cognito user pool: it signs
 * operators' access tokens (ES256) in the shape Cognito gives them (subject, `cognito:groups`
 * holding the role, `client_id`, `token_use: access`), and verifies them in front of the operator
 * routes as API Gateway's JWT authorizer does, handing the functions the same verified claims.
 */

export const LOCAL_TOKEN_ISSUER = 'rewards-local-operators';
/** The app client the console signs in with; tokens for other clients are refused. */
export const LOCAL_CONSOLE_CLIENT = 'rewards-console';
const ALGORITHM = 'ES256';
const TOKEN_SECONDS = 3_600;

interface KeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

let keys: Promise<KeyPair> | undefined;

/**
 * The signing key: kept in `keyFile` (under the data directory) so tokens outlive a restart of
 * the server, or held in memory only when no file is given.
 */
async function loadKeys(keyFile: string | undefined): Promise<KeyPair> {
  if (keyFile && existsSync(keyFile)) {
    const jwk = JSON.parse(readFileSync(keyFile, 'utf8')) as JWK;
    const { d: _private, ...publicJwk } = jwk;
    return { privateKey: (await importJWK(jwk, ALGORITHM)) as CryptoKey, publicKey: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey };
  }
  const pair = await generateKeyPair(ALGORITHM, { extractable: true });
  if (keyFile) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, JSON.stringify(await exportJWK(pair.privateKey)), { mode: 0o600 });
  }
  return pair;
}

const signingKeys = (): Promise<KeyPair> => {
  keys ??= loadKeys(process.env.LOCAL_OPERATOR_KEY_FILE || undefined);
  return keys;
};

export interface TokenSubject {
  /** The operator's id. */
  sub: string;
  email: string;
  role: OperatorRole;
}

/** An access token for an operator, valid an hour. */
export async function issueOperatorToken(subject: TokenSubject, expiresInSeconds = TOKEN_SECONDS): Promise<string> {
  const { privateKey } = await signingKeys();
  return (
    new SignJWT({
      'cognito:groups': [subject.role],
      email: subject.email,
      username: subject.email,
      client_id: LOCAL_CONSOLE_CLIENT,
      token_use: 'access',
      scope: 'openid email',
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(subject.sub)
      .setIssuer(LOCAL_TOKEN_ISSUER)
      // To the millisecond on the service clock, as a sign-out is recorded: a sign-in right after a sign-out is not taken for a token issued before it.
      .setIssuedAt(nowMillis() / 1000)
      .setExpirationTime(`${expiresInSeconds}s`)
      .sign(privateKey)
  );
}

/** Whether an Authorization header carries a JSON Web Token (three dot-separated parts) rather than the admin token. */
export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header ?? '');
  return match?.[1];
};

/**
 * The verified claims of a token this issuer signed for the console's client, as API Gateway's
 * JWT authorizer hands them on; undefined for a token that is forged, expired, or not ours.
 */
export async function verifyOperatorToken(token: string): Promise<VerifiedToken | undefined> {
  try {
    const { publicKey } = await signingKeys();
    const { payload } = await jwtVerify(token, publicKey, { issuer: LOCAL_TOKEN_ISSUER, algorithms: [ALGORITHM] });
    if (payload.client_id !== LOCAL_CONSOLE_CLIENT || payload.token_use !== 'access') return undefined;
    const scope = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { claims: payload as VerifiedToken['claims'], scopes: scope };
  } catch {
    return undefined;
  }
}
