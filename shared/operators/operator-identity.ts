import { OPERATOR_ROLES, type OperatorRole, type OperatorStatus } from './operator-roles.js';

/**
 * Who is calling an operator route, from what API Gateway's authorizer verified: the claims of
 * a JSON Web Token (an operator signed in to the console, or a machine with a client-credentials
 * token), or an IAM principal. The local server stands in for the authorizer with the same event
 * shape, so this is the one code path that reads an operator's role, locally as in AWS.
 */
export interface Operator {
  /** Stable id: the token's subject, or the IAM principal's ARN. */
  id: string;
  /** What audit records and logs show: an e-mail address, a machine client's id, an ARN. */
  name: string;
  role: OperatorRole;
  /**
   * A person signed in (a role from their group, not a machine's scope): when their token was
   * issued (Unix seconds). Their account's grant is checked on every request (operator-grants.ts).
   */
  signedIn?: {
    issuedAt: number;
    /** The account's grant as the request read it (operator-grants.ts): set once the middleware has checked it. */
    grant?: { operator_id: string; role: OperatorRole; status: OperatorStatus };
  };
}

/** The JWT authorizer's part of an HTTP API event (payload 2.0): verified claims and the token's scopes. */
export interface VerifiedToken {
  claims: Record<string, string | number | boolean | string[]>;
  scopes?: string[] | null;
}

/** The resource server whose scopes name a machine caller's role (`rewards-operators/manager`). */
export const ROLE_SCOPE_PREFIX = 'rewards-operators/';

/**
 * A claim holding a list, as tokens carry it (an array) or as the HTTP API's JWT authorizer hands
 * it to the function (a string such as "[owner viewer]").
 */
function listClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** The most capable of the roles named: an operator in two groups acts with the larger one. */
const strongest = (names: string[]): OperatorRole | undefined => OPERATOR_ROLES.find((role) => names.includes(role));

/**
 * The operator a verified token names, or undefined when it names no role (a token of another
 * application of the same pool, a user in no group): such a caller may call no operator route.
 * A person's role is their group (`cognito:groups`); a machine's, its role scope.
 */
export function operatorFromToken(token: VerifiedToken): Operator | undefined {
  const { claims } = token;
  const groups = listClaim(claims['cognito:groups']);
  const scopes = [...(token.scopes ?? []), ...listClaim(claims.scope)]
    .filter((scope) => scope.startsWith(ROLE_SCOPE_PREFIX))
    .map((scope) => scope.slice(ROLE_SCOPE_PREFIX.length));
  const person = strongest(groups);
  const role = person ?? strongest(scopes);
  const subject = claims.sub;
  if (!role || typeof subject !== 'string') return undefined;
  const name = [claims.email, claims.username, claims.client_id, subject].find((value) => typeof value === 'string' && value !== '') as string;
  // API Gateway hands claims on as strings; a token without iat counts as issued at the epoch, so any sign-out ends it.
  return person ? { id: subject, name, role, signedIn: { issuedAt: Number(claims.iat) || 0 } } : { id: subject, name, role };
}
