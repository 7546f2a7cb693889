import type { z } from 'zod';
import { type ApiError, inputError, paramError } from '../errors.js';
import { describeIssues } from '../support/issue-messages.js';

function parseWith<T extends z.ZodType>(schema: T, value: unknown, toError: (message: string) => ApiError): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw toError(describeIssues(result.error.issues));
  return result.data;
}

/** Query and path parameters: failures are param_error (spec section 7). */
export const parseParams = <T extends z.ZodType>(schema: T, value: unknown) => parseWith(schema, value, paramError);

/** Request bodies: failures are input_error. */
export const parseBody = <T extends z.ZodType>(schema: T, value: unknown) => parseWith(schema, value, inputError);
