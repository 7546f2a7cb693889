import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { ApiError } from '../errors.js';
import { memberSignInGuardKey, sourceSignInGuardKey } from './keys.js';

/**
 * Password sign-ins are throttled twice: per member (five failures within a window lock the
 * member's password sign-in until the window's lock ends, whatever the source) and per source
 * (twenty failures from one address within a window refuse that address's sign-ins until the
 * window ends, whichever members it tries). A refusal by either costs no password check. Only
 * failures are written: a good password deletes the member's count.
 */

/** Failures of one member within a window that lock its password sign-in. */
export const MEMBER_FAILURES_BEFORE_LOCK = 5;
/** Failures from one source within a window that refuse its sign-ins. */
export const SOURCE_FAILURES_BEFORE_REFUSAL = 20;
/** A window of failures, and a member's lock, in seconds. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

const decodeCount = itemDecoder('sign_in_failures', z.object({ failures: z.number(), locked_until: z.number().optional() }));

/** A source as stored: a hash of its address, so no address is kept in the table. */
const sourceHash = (sourceIp: string): string => createHash('sha256').update(`sign-in:${sourceIp}`, 'utf8').digest('hex').slice(0, 32);

const windowOf = (now: number) => Math.floor(now / SIGN_IN_WINDOW_SECONDS);

const tooMany = (message: string, retryAfter: number) => new ApiError('rate_limited', message, { 'retry-after': String(Math.max(1, retryAfter)) });

/** Refuses a source over its failures in this window (429, with how long it lasts); reads one item. */
export async function refuseBusySource(sourceIp: string, now: number): Promise<void> {
  const window = windowOf(now);
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: sourceSignInGuardKey(sourceHash(sourceIp), window), ConsistentRead: true }),
  );
  if (Item && decodeCount(Item).failures >= SOURCE_FAILURES_BEFORE_REFUSAL) {
    throw tooMany('too many failed sign-ins from this address; try again later', (window + 1) * SIGN_IN_WINDOW_SECONDS - now);
  }
}

/**
 * Refuses a member whose password sign-in is locked (429, with how long it lasts); reads one
 * item. Answers whether the member has failures on record, which a good password then clears.
 */
export async function refuseLockedMember(clientId: string, memberId: number, now: number): Promise<boolean> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: memberSignInGuardKey(clientId, memberId), ConsistentRead: true }));
  const lockedUntil = Item ? (decodeCount(Item).locked_until ?? 0) : 0;
  if (lockedUntil > now)
    throw tooMany('too many failed sign-ins for this member; try again later, or ask the program to sign the member in', lockedUntil - now);
  return Item !== undefined;
}

/** Counts a failure against the source and, when the member exists, against the member (locking it at the limit). */
export async function countFailure(sourceIp: string, member: { clientId: string; memberId: number } | undefined, now: number): Promise<void> {
  const window = windowOf(now);
  const add = (key: { PK: string; SK: string }, expiresAt: number) =>
    documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #type = :type, #ttl = :ttl ADD failures :one',
        ExpressionAttributeNames: { '#type': 'type', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':type': 'sign_in_failures', ':ttl': expiresAt, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
  const windowEnds = (window + 1) * SIGN_IN_WINDOW_SECONDS;
  await Promise.all([
    add(sourceSignInGuardKey(sourceHash(sourceIp), window), windowEnds + 60),
    member && countMemberFailure(member.clientId, member.memberId, now),
  ]);
}

/**
 * Adds a failure to the member's count of this window (a count of an earlier window starts over);
 * the fifth within a window locks the member's password sign-in for a window from then.
 * Conditional writes, so failures at the same moment all count.
 */
async function countMemberFailure(clientId: string, memberId: number, now: number, attempt = 0): Promise<void> {
  const key = memberSignInGuardKey(clientId, memberId);
  const window = windowOf(now);
  const expiresAt = now + 3 * SIGN_IN_WINDOW_SECONDS;
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #ttl = :ttl ADD failures :one',
        ConditionExpression: '#window = :window',
        ExpressionAttributeNames: { '#window': 'window', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':ttl': expiresAt },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (Attributes && decodeCount(Attributes).failures >= MEMBER_FAILURES_BEFORE_LOCK) {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET locked_until = :until',
          ExpressionAttributeValues: { ':until': now + SIGN_IN_WINDOW_SECONDS },
        }),
      );
    }
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException' || attempt > 0) throw error;
    // No count of this window yet: start one (keeping a lock that still runs), unless another failure just did.
    const started = await documentClient
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET #type = :type, #window = :window, failures = :one, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(#window) OR #window < :window',
          ExpressionAttributeNames: { '#type': 'type', '#window': 'window', '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':type': 'sign_in_failures', ':window': window, ':one': 1, ':ttl': expiresAt },
        }),
      )
      .then(
        () => true,
        (cause: Error) => {
          if (cause.name === 'ConditionalCheckFailedException') return false;
          throw cause;
        },
      );
    if (!started) await countMemberFailure(clientId, memberId, now, attempt + 1);
  }
}

/** A good password clears the member's count (its lock, if any, has already been checked). */
export async function clearFailures(clientId: string, memberId: number): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: memberSignInGuardKey(clientId, memberId) }));
}
