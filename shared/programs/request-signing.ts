import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted API's signed requests (its "HMAC Authentication"): X-CT-Authorization carries
 * `CTApiV2Auth <public key>:<signature>` and X-CT-Timestamp the time of signing. The string to
 * sign is the method, the hex MD5 of the body and the Content-Type (both empty for GET and
 * DELETE), the timestamp as sent and the request URI (path and query), joined by newlines; the
 * signature is the base64 of the hex HMAC-SHA256 of that string under the key's secret.
 */

/** How far a signature's timestamp may lie from now, either way. */
export const SIGNATURE_WINDOW_SECONDS = 15 * 60;

export type Authorization = { scheme: 'api_key'; apiKey: string } | { scheme: 'signed'; publicKey: string; signature: string } | { scheme: 'invalid' };

/** Reads X-CT-Authorization; undefined when the header is absent. */
export function parseAuthorization(header: string | undefined): Authorization | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(CTApiKey|CTApiV2Auth)\s+(\S+)\s*$/.exec(header);
  if (!match) return { scheme: 'invalid' };
  const [, scheme, credentials] = match as unknown as [string, string, string];
  if (scheme === 'CTApiKey') return credentials.length <= 200 ? { scheme: 'api_key', apiKey: credentials } : { scheme: 'invalid' };
  const separator = credentials.indexOf(':');
  const publicKey = credentials.slice(0, separator);
  const signature = credentials.slice(separator + 1);
  if (separator < 1 || !signature || publicKey.length > 100 || signature.length > 200) return { scheme: 'invalid' };
  return { scheme: 'signed', publicKey, signature };
}

/** X-CT-Timestamp in seconds: Unix seconds or milliseconds as sent; undefined when it is neither. */
export function timestampSeconds(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d{9,13}$/.test(header.trim())) return undefined;
  const value = Number(header.trim());
  return value >= 1e12 ? Math.floor(value / 1000) : value;
}

export interface SignedRequest {
  method: string;
  /** The body exactly as received. */
  body: string;
  contentType: string;
  /** X-CT-Timestamp exactly as sent. */
  timestamp: string;
  /** Path and query string as sent. */
  uri: string;
}

export function stringToSign(request: SignedRequest): string {
  const method = request.method.toUpperCase();
  const withoutBody = method === 'GET' || method === 'DELETE';
  const bodyDigest = withoutBody ? '' : createHash('md5').update(request.body, 'utf8').digest('hex');
  return [method, bodyDigest, withoutBody ? '' : request.contentType, request.timestamp, request.uri].join('\n');
}

export const signatureOf = (secret: string, request: SignedRequest): string =>
  Buffer.from(createHmac('sha256', secret).update(stringToSign(request), 'utf8').digest('hex'), 'utf8').toString('base64');

/** Compares in constant time for equal lengths; different lengths differ. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A fixed-length name for a signature, for its replay record. */
export const signatureDigest = (signature: string): string => createHash('sha256').update(signature, 'utf8').digest('hex');
