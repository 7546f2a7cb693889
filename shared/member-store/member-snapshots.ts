import { ApiError } from '../errors.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { getMember, type MemberRecord } from './member-repository.js';

/** Member snapshots: the resolved record first, then consistent re-reads. */
export function memberSnapshots(resolved: MemberRecord): () => Promise<MemberRecord> {
  return freshOnRetry(resolved, async () => {
    const member = await getMember(resolved.client_id, resolved.id, true);
    // Deleted while the transaction was being retried: the member is unknown from now on.
    if (!member) throw new ApiError('page_not_found', 'user does not exist');
    return member;
  });
}
