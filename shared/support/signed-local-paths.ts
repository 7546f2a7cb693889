import { createHmac, timingSafeEqual } from 'node:crypto';
import { resolve, sep } from 'node:path';
import { config } from '../config.js';

/**
 * The local server's stand-in for presigned S3 URLs (import uploads, export downloads): a path
 * with an expiry and an HMAC of method, key and expiry under ADMIN_TOKEN, so a signature opens
 * one file, for one method, until it expires.
 */

function signature(method: 'GET' | 'PUT', key: string, expiresAt: number): string {
  const secret = config().adminToken;
  if (!secret) throw new Error('signed local files need ADMIN_TOKEN');
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expiresAt}`).digest('base64url');
}

/** The signed URL of `key` under the local server's `basePath`. */
export function signedLocalUrl(method: 'GET' | 'PUT', basePath: string, key: string, expiresAt: number): string {
  const query = new URLSearchParams({ expires: String(expiresAt), signature: signature(method, key, expiresAt) });
  return `${config().publicBaseUrl ?? ''}${basePath}${key}?${query}`;
}

/** The key a signed local path names, once its signature and expiry hold; else why it was refused (`what`: "upload URL", "download URL"). */
export function checkSignedLocalPath(
  method: 'GET' | 'PUT',
  basePath: string,
  what: string,
  path: string,
  query: URLSearchParams,
  now: number,
): { key: string } | { refused: string; status: 400 | 403 } {
  let key: string;
  try {
    key = decodeURIComponent(path.slice(basePath.length));
  } catch {
    return { refused: `the ${what} is not valid`, status: 400 };
  }
  const expiresAt = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  const expected = Buffer.from(Number.isInteger(expiresAt) ? signature(method, key, expiresAt) : '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: `the ${what} is not valid`, status: 403 };
  if (expiresAt < now) return { refused: `the ${what} has expired`, status: 403 };
  return { key };
}

/** A file's path under `root`, which never leaves the root whatever the key holds. */
export function pathUnder(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(resolve(root) + sep)) throw new Error('file key outside the file store');
  return path;
}
