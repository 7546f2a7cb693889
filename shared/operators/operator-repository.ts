import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { queryPage, queryPages } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import { OPERATORS_PARTITION, operatorEmailKey, operatorGrantKey, operatorKey } from './keys.js';
import { cancellationCodes, writeTransaction } from '../data/transactions.js';
import { OPERATOR_ROLES, OPERATOR_STATUSES } from './operator-roles.js';

/**
 * Operator accounts, the list of the deployment's operators: one item per account in the
 * operators partition, and one e-mail lookup item per account so an address has one account.
 * Locally they are also the sign-in directory (password hashes); in AWS the user pool signs
 * operators in and the accounts say who they are (operator-directory.ts keeps the two in step).
 */

const OperatorItem = z.object({
  operator_id: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  /** scrypt hash (shared/support/passwords.ts); for an invited operator, of the temporary password. Null where the user pool keeps passwords (AWS). */
  password_hash: z.string().nullable(),
  /** The user pool's id of the operator: the `sub` their tokens carry (AWS). Absent locally, where tokens carry the operator id. */
  subject: z.string().optional(),
  created_at: z.number(),
  invited_by: z.string(),
  updated_at: z.number(),
  /** The first sign-in; null while the operator is invited. */
  activated_at: z.number().nullable(),
  /** Moves with every change: a change decided on a stale read is refused. */
  version: z.number(),
});
export type OperatorAccount = z.infer<typeof OperatorItem>;
const decodeOperator = itemDecoder('operator', OperatorItem);

/**
 * An account's grant, kept beside it under the subject its tokens carry and written in the same
 * transaction as every change of its role or status: what each operator request is checked
 * against (operator-grants.ts).
 */
const OperatorGrantItem = z.object({
  operator_id: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  /** The last sign-out (Unix seconds, to the millisecond): tokens issued at or before it are refused. */
  signed_out_at: z.number().optional(),
});
export type OperatorGrant = z.infer<typeof OperatorGrantItem>;
const decodeGrant = itemDecoder('operator grant', OperatorGrantItem);

/** The subject an account's tokens carry: the user pool's id of the user (AWS), or the operator id (locally). */
export const subjectOf = (account: Pick<OperatorAccount, 'subject' | 'operator_id'>): string => account.subject ?? account.operator_id;

/** The transaction item that sets an account's grant to its role and status (making it if the account had none). */
const grantUpdate = (account: Pick<OperatorAccount, 'subject' | 'operator_id' | 'role' | 'status'>) => ({
  Update: {
    TableName: tableName(),
    Key: operatorGrantKey(subjectOf(account)),
    UpdateExpression: 'SET #type = :type, operator_id = :id, #role = :role, #status = :status',
    ExpressionAttributeNames: { '#type': 'type', '#role': 'role', '#status': 'status' },
    ExpressionAttributeValues: { ':type': 'operator_grant', ':id': account.operator_id, ':role': account.role, ':status': account.status },
  },
});

/** Stores a new account with its e-mail lookup; false when the address already has one. */
export async function putNewOperator(account: OperatorAccount): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName(),
          Item: { ...operatorKey(account.operator_id), type: 'operator', ...account },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...operatorEmailKey(account.email), type: 'operator_email', operator_id: account.operator_id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      grantUpdate(account),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getOperator(operatorId: string): Promise<OperatorAccount | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: operatorKey(operatorId), ConsistentRead: true }));
  return Item ? decodeOperator(Item) : undefined;
}

export async function getOperatorByEmail(email: string): Promise<OperatorAccount | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: operatorEmailKey(email), ConsistentRead: true }));
  return typeof Item?.operator_id === 'string' ? getOperator(Item.operator_id) : undefined;
}

/** A page of accounts in id order; the cursor is the last id of the previous page. */
export async function listOperatorAccounts(limit: number, after?: string): Promise<{ operators: OperatorAccount[]; next?: string }> {
  const page = await queryPage({ PK: OPERATORS_PARTITION }, { limit, after: after === undefined ? undefined : operatorKey(after) });
  const operators = page.items.map(decodeOperator);
  return { operators, next: page.more ? operators.at(-1)?.operator_id : undefined };
}

/**
 * Sets fields of an account as it was read (a concurrent change moves its version, and this one
 * answers false): the read-decide-write of a role change or a sign-in never loses a change. The
 * account's grant moves with it, in the same transaction.
 */
export async function updateOperator(
  account: OperatorAccount,
  changes: Partial<Pick<OperatorAccount, 'role' | 'status' | 'password_hash' | 'activated_at'>>,
  now: number,
): Promise<boolean> {
  const fields = Object.entries({ ...changes, updated_at: now });
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName(),
          Key: operatorKey(account.operator_id),
          UpdateExpression: `SET ${fields.map((_field, index) => `#f${index} = :v${index}`).join(', ')}, version = version + :one`,
          ConditionExpression: 'version = :seen',
          ExpressionAttributeNames: Object.fromEntries(fields.map(([field], index) => [`#f${index}`, field])),
          ExpressionAttributeValues: { ':seen': account.version, ':one': 1, ...Object.fromEntries(fields.map(([, value], index) => [`:v${index}`, value])) },
        },
      },
      grantUpdate({ ...account, ...changes }),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The grant of the tokens whose subject is `subject`, as last written (an eventually consistent read: one read unit in two). */
export async function getOperatorGrant(subject: string): Promise<OperatorGrant | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: operatorGrantKey(subject) }));
  return Item ? decodeGrant(Item) : undefined;
}

/**
 * The account whose tokens carry `subject`, for an account made before grants were kept beside
 * accounts: the operators partition holds dozens of accounts, read whole.
 */
export async function findOperatorBySubject(subject: string): Promise<OperatorAccount | undefined> {
  const items = await queryPages({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'subject = :subject OR operator_id = :subject',
    ExpressionAttributeValues: { ':pk': OPERATORS_PARTITION, ':subject': subject },
  });
  return items.map(decodeOperator).find((account) => subjectOf(account) === subject);
}

/**
 * Records a sign-out in the grant of `subject`'s tokens: every token issued at or before `at` is
 * refused from now on. One write, whatever the grant holds: its role and status are set only where
 * it has none yet (an account made before grants were kept gets one from `grant`, as the request
 * read it), so a change made meanwhile is never written back over.
 */
export async function recordSignOut(subject: string, grant: Pick<OperatorGrant, 'operator_id' | 'role' | 'status'>, at: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: operatorGrantKey(subject),
      UpdateExpression:
        'SET signed_out_at = :at, #type = :type, operator_id = if_not_exists(operator_id, :id), #role = if_not_exists(#role, :role), #status = if_not_exists(#status, :status)',
      ExpressionAttributeNames: { '#type': 'type', '#role': 'role', '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':type': 'operator_grant', ':id': grant.operator_id, ':role': grant.role, ':status': grant.status },
    }),
  );
}
