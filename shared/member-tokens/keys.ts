import { type ItemKey, join } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/**
 * The keys of members' tokens and their sign-in guards. A token lives in its member's partition,
 * so a member's erasure removes its tokens with the rest, and it is found by the SHA-256 of its
 * secret: the table never holds a token that would open the member's data.
 */

export const memberTokenKey = (clientId: string, memberId: number, secretHash: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('TOKEN', secretHash),
});

/** When the member last signed out everywhere: every token issued before then is refused. */
export const memberSignOutKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: 'TOKENS',
});

/** The member's failed password sign-ins in the current window, and its lockout. */
export const memberSignInGuardKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: 'SIGNIN',
});

/** Failed password sign-ins from one source (a hash of its address) in one window: one partition each. */
export const sourceSignInGuardKey = (sourceHash: string, window: number): ItemKey => ({
  PK: join('SIGNIN', sourceHash, window),
  SK: 'SIGNIN',
});
