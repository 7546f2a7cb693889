/**
 * The API's failures as the pages show them: its {error, message} body, with the field the
 * message names ("email: must be a valid e-mail address") so a form can show it beside that field.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The field the message names, as the API spells its path ("tiers.levels.0.min_value"). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }

  /** The message without the field's name in front, for showing beside that field. */
  get fieldMessage(): string {
    return this.field ? this.message.slice(this.field.length + 1).trim() : this.message;
  }
}

const FIELD = /^([A-Za-z_][\w]*(?:\.[\w]+)*):\s/;

const FALLBACK: Record<number, string> = {
  401: 'Your sign-in has run out; sign in again.',
  403: 'Your role may not do this.',
  404: 'Not found.',
  429: 'Too many requests; try again in a moment.',
};

/** The API's validation wording (zod's) as a person would say it: the first that matches is used. */
const PLAIN_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Too small: expected string to have >=1 characters?/, 'must not be empty'],
  [/Too small: expected string to have >=(\d+) characters/, 'must be at least $1 characters'],
  [/Too big: expected string to have <=(\d+) characters/, 'must be at most $1 characters'],
  [/Too small: expected number to be >=?(\S+)/, 'must be $1 or more'],
  [/Too big: expected number to be <=?(\S+)/, 'must be $1 or less'],
  [/Too small: expected array to have >=(\d+) items?/, 'needs at least $1'],
  [/Too big: expected array to have <=(\d+) items?/, 'takes at most $1'],
  [/Invalid input: expected int, received number/, 'must be a whole number'],
  [/Invalid input: expected (\w+), received undefined/, 'is required'],
  [/Invalid input: expected (\w+), received (\w+)/, 'must be a $1'],
  [/Invalid email address/, 'must be an e-mail address, like ada@example.com'],
  [/^client does not exist$/, 'This program no longer exists; choose another one in the picker'],
];

export const plainWords = (message: string): string => {
  for (const [pattern, words] of PLAIN_WORDS) if (pattern.test(message)) return message.replace(pattern, words);
  return message;
};

export function problemFrom(status: number, body: unknown): ApiProblem {
  const { error, message: said } = (body ?? {}) as { error?: unknown; message?: unknown };
  const message = typeof said === 'string' ? plainWords(said) : said;
  if (typeof message === 'string' && message) {
    const field = FIELD.exec(message)?.[1];
    return new ApiProblem(status, typeof error === 'string' ? error : 'error', message, field);
  }
  return new ApiProblem(status, typeof error === 'string' ? error : 'error', FALLBACK[status] ?? `The API answered ${status}.`);
}

/**
 * The answer's data, or its failure as an ApiProblem. Every typed-client call goes through here, so
 * TanStack Query sees failures as thrown errors.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiProblem(0, 'network_error', 'The API could not be reached; check your connection and try again.');
  }
  if (!result.response.ok) throw problemFrom(result.response.status, result.error);
  return result.data as T;
}

/** A readable sentence for any error a page meets. */
export const describe = (error: unknown): string =>
  error instanceof ApiProblem ? error.message : error instanceof Error ? error.message : 'Something went wrong.';
