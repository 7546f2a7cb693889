import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { memberKey, type MemberRecord, memberOf } from '../member-store/index.js';
import { memberSignOutKey, memberTokenKey } from './keys.js';

/** A member token as stored: found by its secret's hash, it holds the key its calls are signed with. */
export interface StoredToken {
  /** The HMAC key the member's signed calls use (answered once, at issue; the export leaves it out). */
  signingKey: string;
  /** Milliseconds, so a sign-out in the same second as an issue still tells them apart. */
  issuedAtMs: number;
  /** Unix seconds; also the item's TTL. */
  expiresAt: number;
}

const decodeToken = itemDecoder('member_token', z.object({ signing_key: z.string(), issued_at_ms: z.number(), [TTL_ATTRIBUTE]: z.number() }));
const decodeSignOut = itemDecoder('member_sign_out', z.object({ signed_out_at_ms: z.number() }));

export async function putToken(clientId: string, memberId: number, hash: string, token: StoredToken, via: string): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...memberTokenKey(clientId, memberId, hash),
        type: 'member_token',
        issued_via: via,
        signing_key: token.signingKey,
        issued_at_ms: token.issuedAtMs,
        [TTL_ATTRIBUTE]: token.expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * The token with this hash, the member's last sign-out and the member (none once deleted), in one
 * consistent round trip: a token revoked, or a member deleted, a moment ago is
 * refused on the next call.
 */
export async function readTokenAndSignOut(
  clientId: string,
  memberId: number,
  hash: string,
): Promise<{ token: StoredToken | undefined; signedOutAtMs: number; member: MemberRecord | undefined }> {
  const tokenKey = memberTokenKey(clientId, memberId, hash);
  const signOutKey = memberSignOutKey(clientId, memberId);
  const profileKey = memberKey(clientId, memberId);
  const items = await batchGetByKey([tokenKey, signOutKey, profileKey], true);
  const tokenItem = itemOf(items, tokenKey);
  const signOutItem = itemOf(items, signOutKey);
  const stored = tokenItem && decodeToken(tokenItem);
  return {
    token: stored && { signingKey: stored.signing_key, issuedAtMs: stored.issued_at_ms, expiresAt: stored[TTL_ATTRIBUTE] },
    signedOutAtMs: signOutItem ? decodeSignOut(signOutItem).signed_out_at_ms : 0,
    member: memberOf(itemOf(items, profileKey)),
  };
}

/** Every token of the member issued up to `atMs` is refused from now on; the tokens themselves leave with their TTL. */
export async function recordSignOut(clientId: string, memberId: number, atMs: number): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...memberSignOutKey(clientId, memberId), type: 'member_sign_out', signed_out_at_ms: atMs } }),
  );
}
