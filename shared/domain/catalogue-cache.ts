/**
 * A few seconds of per-container memory for catalogue reads. Every listing request would
 * otherwise read the client's whole catalogue partition and every reward's stock item: at
 * scale those are hot keys for reads. A listing may therefore show stock up to
 * CATALOGUE_CACHE_MS old; redemptions always read stock consistently, and any catalogue write
 * or redemption in this container forgets the client's entries at once.
 */
export const CATALOGUE_CACHE_MS = 5_000;
const MAX_CLIENTS = 1_000;

const cache = new Map<string, { value: Promise<unknown>; until: number }>();

/** The value under `key`, loaded at most once per CATALOGUE_CACHE_MS. A failed load is not kept. */
export function cachedRead<T>(clientId: string, name: string, load: () => Promise<T>): Promise<T> {
  const key = `${clientId}\u0000${name}`;
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
  if (cache.size >= MAX_CLIENTS) cache.clear();
  const value = load();
  cache.set(key, { value, until: Date.now() + CATALOGUE_CACHE_MS });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops everything cached for the client (after the operator or a redemption changed it). */
export function forgetCatalogue(clientId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${clientId}\u0000`)) cache.delete(key);
}
