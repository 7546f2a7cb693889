/**
 * The operator roles, strongest first (shared/operators/operator-roles.ts): what a session's token
 * may name. What each role may do is in roles.ts.
 */
export const OPERATOR_ROLES = ['owner', 'manager', 'support', 'viewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The strongest of the roles a token's groups name (owner > manager > support > viewer). */
export function strongestRole(groups: readonly unknown[]): OperatorRole | undefined {
  return OPERATOR_ROLES.find((role) => groups.includes(role));
}

export const isRole = (value: unknown): value is OperatorRole => OPERATOR_ROLES.includes(value as OperatorRole);
