/** The operators feature as other features see it: everything they import from it comes through here. */
export { type Operator, operatorFromToken, type VerifiedToken } from './operator-identity.js';
export { EVERY_ROLE, MANAGERS, OPERATOR_ROLES, type OperatorRole, OWNERS, SUPPORT } from './operator-roles.js';
export { addOperator, changeOperatorRole, inviteOperator, operatorList, setOperatorEnabled, signIn } from './operator-accounts.js';
export { OPERATOR_STATUSES, type OperatorStatus } from './operator-roles.js';
export { getOperatorByEmail } from './operator-repository.js';
export { operatorAsGranted, signOutOperator } from './operator-grants.js';
