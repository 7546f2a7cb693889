import { randomBytes } from 'node:crypto';
import { getClient, type ClientRecord } from './client-repository.js';
import { deleteSigningKey, getSigningKey, putSigningKey, recordSignatureUse, type SigningKeyRecord } from './signing-key-repository.js';
import { sameSignature, SIGNATURE_WINDOW_SECONDS, signatureDigest, signatureOf, timestampSeconds, type SignedRequest } from './request-signing.js';
import { ApiError, notFound } from '../errors.js';
import { nowSeconds } from '../support/clock.js';
import { ExpiringCache } from '../support/expiring-cache.js';

/** Signing keys are remembered like api_keys: known 30 s (so a revocation reaches every container within 30 s), unknown 10 s. */
const knownKeys = new ExpiringCache<{ key: SigningKeyRecord; client: ClientRecord }>({ maxEntries: 10_000, ttlMs: 30_000 });
const unknownKeys = new ExpiringCache<true>({ maxEntries: 10_000, ttlMs: 10_000 });
/**
 * Signatures of writes this container has seen used, by client: a replay it remembers is refused
 * without the conditional write. Kept until the signature's timestamp is outside the window
 * either way, so an entry never refuses what the table would take.
 */
const usedSignatures = new ExpiringCache<true>({ maxEntries: 10_000, ttlMs: (2 * SIGNATURE_WINDOW_SECONDS + 60) * 1000 });

export function forgetCachedSigningKeys(): void {
  knownKeys.clear();
  unknownKeys.clear();
}

/** A new key pair for the client; the secret is answered here and never again. */
export async function issueSigningKey(clientId: string): Promise<{ public_key: string; secret: string }> {
  const key = { clientId, publicKey: `pk_${randomBytes(12).toString('base64url')}`, secret: `sk_${randomBytes(32).toString('base64url')}` };
  try {
    await putSigningKey(key, nowSeconds());
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw notFound('client does not exist');
    throw error;
  }
  return { public_key: key.publicKey, secret: key.secret };
}

export async function revokeSigningKey(clientId: string, publicKey: string): Promise<void> {
  if (!(await deleteSigningKey(clientId, publicKey))) throw notFound('signing key does not exist');
  forgetCachedSigningKeys();
}

async function signingKeyFor(publicKey: string): Promise<{ key: SigningKeyRecord; client: ClientRecord } | undefined> {
  const known = knownKeys.get(publicKey);
  if (known) return known;
  if (unknownKeys.get(publicKey)) return undefined;
  const key = await getSigningKey(publicKey);
  const client = key && (await getClient(key.clientId));
  if (!key || !client) {
    unknownKeys.set(publicKey, true);
    return undefined;
  }
  knownKeys.set(publicKey, { key, client });
  return { key, client };
}

const refused = (message: string) => new ApiError('invalid_auth', message);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The client a signed request comes from: the timestamp within 15 minutes of now, the public
 * key known, the signature the one its secret gives (compared in constant time), and for a write
 * a signature not used before. Anything else is invalid_auth.
 */
export async function clientForSignedRequest(publicKey: string, signature: string, request: SignedRequest, now = nowSeconds()): Promise<ClientRecord> {
  const signedAt = signedWithinWindow(request, now);
  const found = await signingKeyFor(publicKey);
  if (!found) throw refused('invalid request signature');
  await checkSignature(found.client.clientId, found.key.secret, signature, request, signedAt);
  return found.client;
}

/**
 * A request signed with a key other than a program's signing key (a member token's): the same
 * window, comparison and replay rule as clientForSignedRequest.
 */
export async function checkSignedRequest(clientId: string, secret: string, signature: string, request: SignedRequest, now = nowSeconds()): Promise<void> {
  await checkSignature(clientId, secret, signature, request, signedWithinWindow(request, now));
}

function signedWithinWindow(request: SignedRequest, now: number): number {
  const signedAt = timestampSeconds(request.timestamp);
  if (signedAt === undefined || Math.abs(now - signedAt) > SIGNATURE_WINDOW_SECONDS) {
    throw refused('X-CT-Timestamp must be Unix seconds or milliseconds within 15 minutes of now');
  }
  return signedAt;
}

async function checkSignature(clientId: string, secret: string, signature: string, request: SignedRequest, signedAt: number): Promise<void> {
  if (!sameSignature(signature, signatureOf(secret, request))) throw refused('invalid request signature');
  if (!WRITES.has(request.method.toUpperCase())) return;
  const digest = signatureDigest(signature);
  const used = `${clientId}#${digest}`;
  if (usedSignatures.get(used)) throw refused('this signed request was already received');
  const first = await recordSignatureUse(clientId, digest, signedAt + SIGNATURE_WINDOW_SECONDS + 60);
  usedSignatures.set(used, true);
  if (!first) throw refused('this signed request was already received');
}
