/**
 * Who may run a program, and what each may do. Every operator route's contract names the roles
 * that may call it (one of the lists below); the API refuses any other with 403 forbidden.
 *
 *   owner    everything, including programs, their keys and the operators
 *   manager  catalogue, campaigns, settings, imports and exports, webhooks, approving large adjustments
 *   support  members: read them, adjust points (over the program's cap, with a manager's approval), fulfil orders,
 *            export a member's data on request
 *   viewer   read only
 */
export const OPERATOR_ROLES = ['owner', 'manager', 'support', 'viewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Programs, their keys, and operators. */
export const OWNERS: readonly OperatorRole[] = ['owner'];
/** The program's setup: catalogue, campaigns, settings, imports and exports, webhooks. */
export const MANAGERS: readonly OperatorRole[] = ['owner', 'manager'];
/** Work on members and their orders. */
export const SUPPORT: readonly OperatorRole[] = ['owner', 'manager', 'support'];
/** Reading anything but a member's personal data export. */
export const EVERY_ROLE: readonly OperatorRole[] = OPERATOR_ROLES;

/** An account's standing: invited (has not signed in yet), active, or disabled (may not sign in). */
export const OPERATOR_STATUSES = ['invited', 'active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];
