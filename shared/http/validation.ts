import type { z } from 'zod';
import { type ApiError, inputError, paramError } from '../errors.js';

/** Turns zod's first issue into a one-line message that names the offending field. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const field = issue.path.map(String).join('.');
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
