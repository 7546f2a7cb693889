import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';

/**
 * Member passwords are kept only as a salted scrypt hash, in one self-describing string:
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url). The clear password is never stored,
 * logged or returned.
 */

export const PASSWORD_HASH_ALGORITHM = 'scrypt';

const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Every password check is published here, with its cost (nothing is done without a subscriber): what shows that a refusal ran one. */
export const PASSWORD_CHECK_CHANNEL = 'rewards:password-check';
const passwordChecks = channel(PASSWORD_CHECK_CHANNEL);

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST, KEY_LENGTH);
  return [PASSWORD_HASH_ALGORITHM, COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash; false for a hash in any other form. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== PASSWORD_HASH_ALGORITHM || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  if (passwordChecks.hasSubscribers) passwordChecks.publish({ N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** A hash in the stored form and cost that no password derives to (all zero bytes). */
const NO_PASSWORD_HASH = [
  PASSWORD_HASH_ALGORITHM,
  COST.N,
  COST.r,
  COST.p,
  Buffer.alloc(SALT_BYTES).toString('base64url'),
  Buffer.alloc(KEY_LENGTH).toString('base64url'),
].join('$');

/**
 * Whether a password matches an account's stored hash. With no hash (no such account, or one
 * whose password is kept elsewhere) the same derivation runs against a hash nothing matches, so a
 * refusal takes as long whether the account exists or not.
 */
export async function passwordMatchesAccount(password: string, stored: string | null | undefined): Promise<boolean> {
  const matches = await passwordMatches(password, stored ?? NO_PASSWORD_HASH);
  return matches && Boolean(stored);
}
