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
