import { type ItemKey, join, SEP, sortableNumber } from '../data/keys.js';

/** The keys of imports (their records, error lines, chunks, deduplicated rows) and of their files in the file store. */

/** A client's imports, newest first: import ids sort by creation time. */
export const importKey = (clientId: string, importId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'IMPORTS'), SK: join('IMPORT', importId) });
export const importPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'IMPORTS'), SKPrefix: `IMPORT${SEP}` });

/** An import's error lines, in the file's line order. */
export const importErrorKey = (clientId: string, importId: string, line: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'IMPORT', importId, 'ERRORS'),
  SK: sortableNumber(line, 12),
});
export const importErrorPartition = (clientId: string, importId: string): string => join('CLIENT', clientId, 'IMPORT', importId, 'ERRORS');

/** A chunk of an import counted once: its counts join the import's only with this item's first write. */
export const importChunkKey = (clientId: string, importId: string, chunk: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'IMPORT', importId, 'CHUNKS'),
  SK: sortableNumber(chunk, 9),
});

/**
 * What a row with a dedupe key (an activity credit's external_id) did, one partition per key: a
 * row whose key is recorded changes nothing, in this import or any later one.
 */
export const importedRowKey = (clientId: string, kind: string, dedupeKey: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'IMPORTED', kind, dedupeKey),
  SK: 'IMPORTED',
});

/** Where an import's file and its chunk manifest live in the file store (S3, or a local directory). */
export const importFileKey = (clientId: string, importId: string): string => `imports/${clientId}/${importId}/file`;
export const importManifestKey = (clientId: string, importId: string): string => `imports/${clientId}/${importId}/manifest.json`;
/** The ids an import file's key names, or undefined for any other object. */
export function importOfFileKey(key: string): { clientId: string; importId: string } | undefined {
  const [, clientId, importId] = /^imports\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/file$/.exec(key) ?? [];
  return clientId && importId ? { clientId, importId } : undefined;
}
