import { type ItemKey, join } from '../data/keys.js';

/** The keys of operator accounts, their e-mail addresses and their grants. */

/** Operator accounts of the deployment: dozens, not millions, so one partition lists them in order. */
export const OPERATORS_PARTITION = 'OPERATORS';
export const operatorKey = (operatorId: string): ItemKey => ({ PK: OPERATORS_PARTITION, SK: join('OPERATOR', operatorId) });
/** One e-mail address, one operator account (compared without case). */
export const operatorEmailKey = (email: string): ItemKey => ({ PK: join('OPERATOR_EMAIL', email.trim().toLowerCase()), SK: 'OPERATOR_EMAIL' });
/**
 * What an operator's tokens may do now, by the subject the tokens carry (the user pool's id of
 * the user in AWS, the operator id locally): read on every operator request, so a changed role,
 * a disabled account or a sign-out takes effect at once, whatever the tokens already issued say.
 */
export const operatorGrantKey = (subject: string): ItemKey => ({ PK: join('OPERATOR_GRANT', subject), SK: 'OPERATOR_GRANT' });
