import { ExpiringCache } from './expiring-cache.js';

/**
 * A few seconds of per-container memory for catalogue reads. Every listing request would
 * otherwise read the client's whole catalogue partition and every reward's stock item: at
 * scale those are hot keys for reads. A listing may therefore show stock up to
 * CATALOGUE_CACHE_MS old; redemptions always read stock consistently, and any catalogue write
 * or redemption in this container forgets the client's entries at once.
 */
export const CATALOGUE_CACHE_MS = 5_000;

const cache = new ExpiringCache<Promise<unknown>>({ maxEntries: 1_000, ttlMs: CATALOGUE_CACHE_MS });
const SEP = '\u0000';

/**
 * The value under `key`, loaded at most once per CATALOGUE_CACHE_MS. A failed load is not kept.
 * Other requests wait on the same load, so callers run it outside their own request's deadline
 * (outsideRequest), which must not cancel it under the others.
 */
export function cachedRead<T>(clientId: string, name: string, load: () => Promise<T>): Promise<T> {
  const key = `${clientId}${SEP}${name}`;
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const value = load();
  cache.set(key, value);
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops everything cached for the client (after the operator or a redemption changed it). */
export function forgetCatalogue(clientId: string): void {
  cache.deleteWhere((key) => key.startsWith(`${clientId}${SEP}`));
}
