import { getMember, type MemberRecord } from './member-repository.js';
import { ApiError } from '../errors.js';

/**
 * Snapshots for the attempts of an optimistic transaction: the value the request already read
 * for the first attempt, then a fresh (consistent) read for each retry, since a retry means
 * something changed.
 */
export function freshOnRetry<T>(first: T, reread: () => Promise<T>): () => Promise<T> {
  let pending: { value: T } | undefined = { value: first };
  return async () => {
    const snapshot = pending ? pending.value : await reread();
    pending = undefined;
    return snapshot;
  };
}

/** Member snapshots: the resolved record first, then consistent re-reads. */
export function memberSnapshots(resolved: MemberRecord): () => Promise<MemberRecord> {
  return freshOnRetry(resolved, async () => {
    const member = await getMember(resolved.client_id, resolved.id, true);
    // Deleted while the transaction was being retried: the member is unknown from now on.
    if (!member) throw new ApiError('page_not_found', 'user does not exist');
    return member;
  });
}
