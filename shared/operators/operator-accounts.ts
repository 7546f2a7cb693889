import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { ApiError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { hashPassword, passwordMatchesAccount } from '../support/passwords.js';
import { emailTaken, operatorDirectory } from './operator-directory.js';
import type { Operator } from './operator-identity.js';
import { forgetGrant } from './operator-grants.js';
import {
  getOperator,
  getOperatorByEmail,
  listOperatorAccounts,
  putNewOperator,
  subjectOf,
  updateOperator,
  type OperatorAccount,
} from './operator-repository.js';
import type { InviteOperatorInput } from './operator-requests.js';
import type { InvitedOperatorBody, OperatorAccountBody, OperatorAccountListBody } from './operator-responses.js';
import type { OperatorRole, OperatorStatus } from './operator-roles.js';

/**
 * Operator accounts (owner only): invite, list, change a role, disable and enable. An owner
 * never changes or disables their own account, so the caller, an owner, always remains.
 */

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const newOperatorId = (): string => `op_${[...randomBytes(16)].map((byte) => BASE32[byte % 32]).join('')}`;

/** A first password, answered once on invitation: 18 random bytes. */
const temporaryPassword = (): string => randomBytes(18).toString('base64url');

const view = ({
  password_hash: _hash,
  version: _version,
  activated_at: _activated,
  subject: _subject,
  ...account
}: OperatorAccount): z.infer<typeof OperatorAccountBody> => account;

/** An operator id no account has in practice (issued ids are 80 random bits): read in place of an account that does not exist. */
const NO_OPERATOR_ID = 'op_aaaaaaaaaaaaaaaa';

const operatorNotFound = () => notFound('operator does not exist');

/**
 * Stores a new account: invited (its password a temporary one, to be changed at first sign-in)
 * or already active. No password where the user pool keeps it; `subject` is the pool's id of the
 * user. False when the e-mail address has an account.
 */
export async function addOperator(
  input: InviteOperatorInput & { password?: string; subject?: string; invitedBy: string; active: boolean },
): Promise<OperatorAccount | undefined> {
  const now = nowSeconds();
  const account: OperatorAccount = {
    operator_id: newOperatorId(),
    email: input.email,
    role: input.role,
    status: input.active ? 'active' : 'invited',
    password_hash: input.password === undefined ? null : await hashPassword(input.password),
    ...(input.subject === undefined ? {} : { subject: input.subject }),
    created_at: now,
    invited_by: input.invitedBy,
    updated_at: now,
    activated_at: input.active ? now : null,
    version: 1,
  };
  return (await putNewOperator(account)) ? account : undefined;
}

/**
 * Invites an operator: first the directory (in AWS the user pool, which refuses an address it
 * has and e-mails the first password), then the account; an invitation the table refuses or
 * fails to record is taken back from the directory, so the two never disagree on who exists.
 */
export async function inviteOperator(by: Operator, input: InviteOperatorInput): Promise<z.infer<typeof InvitedOperatorBody>> {
  const directory = operatorDirectory();
  const { subject } = await directory.invite(input.email, input.role);
  const password = directory.sendsPasswords ? undefined : temporaryPassword();
  let account: OperatorAccount | undefined;
  try {
    account = await addOperator({ ...input, password, subject, invitedBy: by.name, active: false });
  } catch (error) {
    await directory.withdraw(input.email);
    throw error;
  }
  if (!account) {
    await directory.withdraw(input.email);
    throw emailTaken();
  }
  return { ...view(account), temporary_password: password ?? null };
}

export async function operatorList(limit: number, cursor?: string): Promise<z.infer<typeof OperatorAccountListBody>> {
  const page = await listOperatorAccounts(limit, cursor);
  return { operators: page.operators.map(view), next_cursor: page.next ?? null };
}

/** Whether the caller is the account's operator: their token's subject is the pool's id of the user (AWS) or the operator id (locally). */
const isSelf = (by: Operator, account: OperatorAccount): boolean => (account.subject ?? account.operator_id) === by.id;

/**
 * Reads the account, decides on it, and writes the change if nobody changed it meanwhile (else
 * 409 conflict); then applies it to the directory. The directory's changes converge, so the same
 * request again, after a failure between the two, leaves them in step.
 */
async function changeAccount(
  by: Operator,
  operatorId: string,
  decide: (account: OperatorAccount) => Partial<Pick<OperatorAccount, 'role' | 'status'>>,
  apply: (account: OperatorAccount) => Promise<void>,
) {
  const account = await getOperator(operatorId);
  if (!account) throw operatorNotFound();
  if (isSelf(by, account)) throw new ApiError('forbidden', 'operators do not change or disable their own account');
  const changes = decide(account);
  const now = nowSeconds();
  if (!(await updateOperator(account, changes, now))) throw new ApiError('conflict', 'the account changed meanwhile; read it again');
  forgetGrant(subjectOf(account));
  const changed = { ...account, ...changes, updated_at: now };
  await apply(changed);
  return view(changed);
}

/** Changes an operator's role: their next request is served under it (operator-grants.ts); in AWS their refresh tokens end too. */
export const changeOperatorRole = (by: Operator, operatorId: string, role: OperatorRole) =>
  changeAccount(
    by,
    operatorId,
    () => ({ role }),
    (account) => operatorDirectory().setRole(account.email, account.role),
  );

/** Disables an account (it may not sign in, and its tokens already issued are refused: operator-grants.ts), or enables it again. */
export const setOperatorEnabled = (by: Operator, operatorId: string, enabled: boolean) =>
  changeAccount(
    by,
    operatorId,
    (account): { status: OperatorStatus } => {
      if (!enabled) return { status: 'disabled' };
      // An invited operator who never signed in is invited again, not active.
      return { status: account.activated_at === null ? 'invited' : 'active' };
    },
    (account) => operatorDirectory().setEnabled(account.email, enabled),
  );

/**
 * The local token issuer's sign-in: the account whose e-mail address and password match, if it
 * may sign in. An invited operator's first sign-in sets a new password and makes the account
 * active. Every refusal answers the same words, so they tell nobody which addresses exist.
 */
export async function signIn(email: string, password: string, newPassword?: string): Promise<OperatorAccount> {
  const refused = () => new ApiError('unauthorized', 'e-mail address or password not recognised');
  const account = await getOperatorByEmail(email);
  // An unknown address costs what a known one does (its account read, a hash checked), so the time taken tells nobody which exist.
  if (!account) await getOperator(NO_OPERATOR_ID);
  const matches = await passwordMatchesAccount(password, account?.password_hash);
  if (!account || !matches || account.status === 'disabled') throw refused();
  if (account.status === 'active') return account;
  if (!newPassword) throw new ApiError('forbidden', 'new_password: the first sign-in of an invited operator sets a new password');
  const changes = { status: 'active' as const, password_hash: await hashPassword(newPassword), activated_at: nowSeconds() };
  if (!(await updateOperator(account, changes, nowSeconds()))) throw new ApiError('conflict', 'the account changed meanwhile; sign in again');
  return { ...account, ...changes };
}
