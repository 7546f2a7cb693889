import type { z } from 'zod';

/** The dotted name of a field. */
export const fieldName = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * A validation failure in one line that names the offending field. A field the request does not
 * take comes first, whatever else is wrong: it is most often a misspelt name, which would otherwise
 * show as its correctly spelt field missing.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) {
    const names = unknown.keys.slice(0, 5).map((key) => fieldName([...unknown.path, key]));
    return `${names.join(', ')}: ${names.length === 1 ? 'is not a field' : 'are not fields'} this request takes`;
  }
  const issue = issues[0];
  if (!issue) return 'invalid input';
  const field = fieldName(issue.path);
  return field ? `${field}: ${issue.message}` : issue.message;
}
