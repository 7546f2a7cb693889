import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { ApiError, inputError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { hashPassword, passwordMatches } from '../support/passwords.js';
import type { Operator } from './operator-identity.js';
import { getOperator, getOperatorByEmail, listOperatorAccounts, putNewOperator, updateOperator, type OperatorAccount } from './operator-repository.js';
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

const view = ({ password_hash: _hash, version: _version, activated_at: _activated, ...account }: OperatorAccount): z.infer<typeof OperatorAccountBody> =>
  account;

const operatorNotFound = () => notFound('operator does not exist');

/**
 * Stores a new account: invited (its password a temporary one, to be changed at first sign-in)
 * or already active. False when the e-mail address has an account.
 */
export async function addOperator(input: InviteOperatorInput & { password: string; invitedBy: string; active: boolean }): Promise<OperatorAccount | undefined> {
  const now = nowSeconds();
  const account: OperatorAccount = {
    operator_id: newOperatorId(),
    email: input.email,
    role: input.role,
    status: input.active ? 'active' : 'invited',
    password_hash: await hashPassword(input.password),
    created_at: now,
    invited_by: input.invitedBy,
    updated_at: now,
    activated_at: input.active ? now : null,
    version: 1,
  };
  return (await putNewOperator(account)) ? account : undefined;
}

export async function inviteOperator(by: Operator, input: InviteOperatorInput): Promise<z.infer<typeof InvitedOperatorBody>> {
  const password = temporaryPassword();
  const account = await addOperator({ ...input, password, invitedBy: by.name, active: false });
  if (!account) throw inputError('email: an operator with this e-mail address exists');
  return { ...view(account), temporary_password: password };
}

export async function operatorList(limit: number, cursor?: string): Promise<z.infer<typeof OperatorAccountListBody>> {
  const page = await listOperatorAccounts(limit, cursor);
  return { operators: page.operators.map(view), next_cursor: page.next ?? null };
}

/** Reads the account, decides on it, and writes the change if nobody changed it meanwhile (else 409 conflict). */
async function changeAccount(by: Operator, operatorId: string, decide: (account: OperatorAccount) => Partial<Pick<OperatorAccount, 'role' | 'status'>>) {
  const account = await getOperator(operatorId);
  if (!account) throw operatorNotFound();
  if (account.operator_id === by.id) throw new ApiError('forbidden', 'operators do not change or disable their own account');
  const changes = decide(account);
  const now = nowSeconds();
  if (!(await updateOperator(account, changes, now))) throw new ApiError('conflict', 'the account changed meanwhile; read it again');
  return view({ ...account, ...changes, updated_at: now });
}

export const changeOperatorRole = (by: Operator, operatorId: string, role: OperatorRole) => changeAccount(by, operatorId, () => ({ role }));

/** Disables an account (it may not sign in; tokens already issued run out within the hour), or enables it again. */
export const setOperatorEnabled = (by: Operator, operatorId: string, enabled: boolean) =>
  changeAccount(by, operatorId, (account): { status: OperatorStatus } => {
    if (!enabled) return { status: 'disabled' };
    // An invited operator who never signed in is invited again, not active.
    return { status: account.activated_at === null ? 'invited' : 'active' };
  });

/**
 * The local token issuer's sign-in: the account whose e-mail address and password match, if it
 * may sign in. An invited operator's first sign-in sets a new password and makes the account
 * active. Every refusal answers the same words, so they tell nobody which addresses exist.
 */
export async function signIn(email: string, password: string, newPassword?: string): Promise<OperatorAccount> {
  const refused = () => new ApiError('unauthorized', 'e-mail address or password not recognised');
  const account = await getOperatorByEmail(email);
  if (!account || account.status === 'disabled' || !(await passwordMatches(password, account.password_hash))) throw refused();
  if (account.status === 'active') return account;
  if (!newPassword) throw new ApiError('forbidden', 'new_password: the first sign-in of an invited operator sets a new password');
  const changes = { status: 'active' as const, password_hash: await hashPassword(newPassword), activated_at: nowSeconds() };
  if (!(await updateOperator(account, changes, nowSeconds()))) throw new ApiError('conflict', 'the account changed meanwhile; sign in again');
  return { ...account, ...changes };
}
