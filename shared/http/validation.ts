import type { z } from 'zod';
import { type ApiError, inputError, paramError } from '../errors.js';

/** The dotted name of a field. */
const fieldName = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * Turns zod's first issue into a one-line message that names the offending field. A field the
 * request does not take comes first, whatever else is wrong: it is most often a misspelt name,
 * which would otherwise show as its correctly spelt field missing.
 */
function describeIssue(error: z.ZodError): string {
  const unknown = error.issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) {
    const names = unknown.keys.slice(0, 5).map((key) => fieldName([...unknown.path, key]));
    return `${names.join(', ')}: ${names.length === 1 ? 'is not a field' : 'are not fields'} this request takes`;
  }
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const field = fieldName(issue.path);
  return field ? `${field}: ${issue.message}` : issue.message;
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, toError: (message: string) => ApiError): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw toError(describeIssue(result.error));
  return result.data;
}

/** Query and path parameters: failures are param_error (spec section 7). */
export const parseParams = <T extends z.ZodType>(schema: T, value: unknown) => parseWith(schema, value, paramError);

/** Request bodies: failures are input_error. */
export const parseBody = <T extends z.ZodType>(schema: T, value: unknown) => parseWith(schema, value, inputError);
