/**
 * What an operator's password must be: the user pool's password policy in AWS
 * (lib/constructs/operator-pool.ts builds it from OPERATOR_PASSWORD_POLICY) and the local
 * sign-in's check of a first password, so the two cannot drift apart. Locally a new password
 * must also differ from the temporary one and not be a commonly used password (in AWS the
 * pool's threat protection refuses compromised ones).
 */

export const OPERATOR_PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The longest password the pool takes. */
export const OPERATOR_PASSWORD_MAX_LENGTH = 256;

/** The characters the pool counts as symbols (a space too, unless it leads or trails). */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Words at the heart of the most used passwords; a password that is one of them dressed up (case, digits, symbols, 0 for o) is refused. */
const COMMON_WORDS = new Set([
  'password',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'changeme',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'login',
  'abc',
  'abcdef',
  'secret',
  'rewards',
  'operator',
]);

/** The word a password is made of, as the common words are written: lower case, digits and symbols around it dropped, common substitutions inside it undone. */
const wordOf = (password: string): string =>
  password
    .toLowerCase()
    .replace(/^[^a-z]+|[^a-z]+$/g, '')
    .replaceAll('@', 'a')
    .replaceAll('$', 's')
    .replaceAll('0', 'o')
    .replace(/[^a-z]/g, '');

const andList = (items: string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Why `password` may not be an operator's new password (in plain words), or undefined when it may. */
export function weakPasswordReason(password: string, temporaryPassword: string): string | undefined {
  const policy = OPERATOR_PASSWORD_POLICY;
  const missing = [
    ...(password.length < policy.minLength ? [`at least ${policy.minLength} characters`] : []),
    ...(policy.requireLowercase && !/[a-z]/.test(password) ? ['a lower-case letter'] : []),
    ...(policy.requireUppercase && !/[A-Z]/.test(password) ? ['an upper-case letter'] : []),
    ...(policy.requireDigits && !/[0-9]/.test(password) ? ['a digit'] : []),
    ...(policy.requireSymbols && !SYMBOLS.test(password.trim()) ? ['a symbol such as ! # or -'] : []),
  ];
  if (missing.length > 0) return `must have ${andList(missing)}`;
  if (password !== password.trim()) return 'must not begin or end with a space';
  if (password === temporaryPassword) return 'must not be the temporary password; choose your own';
  if (COMMON_WORDS.has(wordOf(password))) return 'is a commonly used password; choose one that is harder to guess';
  return undefined;
}
