/**
 * The hosted API's signed requests ("HMAC Authentication"), as the service checks them:
 * `X-CT-Authorization: CTApiV2Auth <public key>:<signature>` and `X-CT-Timestamp`. The string to
 * sign is the method, the hex MD5 of the body and the Content-Type (both empty for GET and
 * DELETE), the timestamp as sent and the request URI (path and query), joined by newlines; the
 * signature is the base64 of the hex HMAC-SHA256 of that string under the key's secret.
 *
 * Only Web Crypto and TextEncoder are used, so signing runs the same in Node 20+ and in browsers;
 * Web Crypto has no MD5, so the body's digest is computed here (md5Hex).
 */

/** A key pair from POST /admin/v1/clients/{client_id}/signing_keys. */
export interface SigningKey {
  publicKey: string;
  secret: string;
}

const WITHOUT_BODY = new Set(['GET', 'DELETE']);

/**
 * Signs the request in place. The timestamp is in milliseconds: the service refuses a write whose
 * signature it has seen, so two equal writes within one second (or a write sent again after a
 * 503) must not share a signature, as second timestamps would make them.
 */
export async function signRequest(request: Request, key: SigningKey, now: number = Date.now()): Promise<void> {
  const method = request.method.toUpperCase();
  const withoutBody = WITHOUT_BODY.has(method);
  const url = new URL(request.url);
  const timestamp = String(now);
  const toSign = [
    method,
    withoutBody ? '' : md5Hex(await request.clone().text()),
    withoutBody ? '' : (request.headers.get('content-type') ?? ''),
    timestamp,
    `${url.pathname}${url.search}`,
  ].join('\n');
  request.headers.set('x-ct-timestamp', timestamp);
  request.headers.set('x-ct-authorization', `CTApiV2Auth ${key.publicKey}:${btoa(await hmacSha256Hex(key.secret, toSign))}`);
}

async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text))));
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** MD5 (RFC 1321) steps: each one's sine-derived constant and left rotation. */
const STEPS: ReadonlyArray<readonly [constant: number, rotation: number]> = [
  [0xd76aa478, 7], [0xe8c7b756, 12], [0x242070db, 17], [0xc1bdceee, 22], [0xf57c0faf, 7], [0x4787c62a, 12], [0xa8304613, 17], [0xfd469501, 22],
  [0x698098d8, 7], [0x8b44f7af, 12], [0xffff5bb1, 17], [0x895cd7be, 22], [0x6b901122, 7], [0xfd987193, 12], [0xa679438e, 17], [0x49b40821, 22],
  [0xf61e2562, 5], [0xc040b340, 9], [0x265e5a51, 14], [0xe9b6c7aa, 20], [0xd62f105d, 5], [0x02441453, 9], [0xd8a1e681, 14], [0xe7d3fbc8, 20],
  [0x21e1cde6, 5], [0xc33707d6, 9], [0xf4d50d87, 14], [0x455a14ed, 20], [0xa9e3e905, 5], [0xfcefa3f8, 9], [0x676f02d9, 14], [0x8d2a4c8a, 20],
  [0xfffa3942, 4], [0x8771f681, 11], [0x6d9d6122, 16], [0xfde5380c, 23], [0xa4beea44, 4], [0x4bdecfa9, 11], [0xf6bb4b60, 16], [0xbebfbc70, 23],
  [0x289b7ec6, 4], [0xeaa127fa, 11], [0xd4ef3085, 16], [0x04881d05, 23], [0xd9d4d039, 4], [0xe6db99e5, 11], [0x1fa27cf8, 16], [0xc4ac5665, 23],
  [0xf4292244, 6], [0x432aff97, 10], [0xab9423a7, 15], [0xfc93a039, 21], [0x655b59c3, 6], [0x8f0ccc92, 10], [0xffeff47d, 15], [0x85845dd1, 21],
  [0x6fa87e4f, 6], [0xfe2ce6e0, 10], [0xa3014314, 15], [0x4e0811a1, 21], [0xf7537e82, 6], [0xbd3af235, 10], [0x2ad7d2bb, 15], [0xeb86d391, 21],
];

/** The hex MD5 of the text's UTF-8 bytes. */
export function md5Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros to 56 bytes past a 64-byte boundary, then its bit length in 64 bits.
  const padded = new Uint8Array((((bytes.length + 8) >>> 6) + 1) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bytes.length / 0x20000000), true);

  let [h0, h1, h2, h3] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < padded.length; block += 64) {
    let [a, b, c, d] = [h0, h1, h2, h3];
    for (const [i, [constant, rotation]] of STEPS.entries()) {
      const round = i >>> 4;
      const mixed = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const word = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const sum = (a + mixed + constant + view.getUint32(block + word * 4, true)) | 0;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << rotation) | (sum >>> (32 - rotation)))) | 0;
    }
    [h0, h1, h2, h3] = [(h0 + a) | 0, (h1 + b) | 0, (h2 + c) | 0, (h3 + d) | 0];
  }
  const digest = new DataView(new ArrayBuffer(16));
  for (const [j, value] of [h0, h1, h2, h3].entries()) digest.setUint32(j * 4, value >>> 0, true);
  return hex(new Uint8Array(digest.buffer));
}
