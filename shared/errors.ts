/**
 * Errors that carry their wire code. Domain code throws them; one middleware maps them to
 * {error, message} with the status below (spec section 7).
 */

const STATUS_BY_CODE = {
  param_error: 400,
  input_error: 400,
  page_not_found: 400,
  invalid_auth: 400,
  invalid_code: 400,
  limit_reached: 400,
  questions_required: 400,
  /** The hosted API's coupon/use and coupon/unuse codes. */
  not_used: 400,
  invalid: 400,
  no_data: 400,
  not_issued: 404,
  'no data': 404,
  no_redemptions: 404,
  no_rewards: 404,
  no_activities: 404,
  not_found: 404,
  invalid_reward: 404,
  insufficient_points: 403,
  forbidden: 403,
  over_redeem_limit: 403,
  out_of_stock: 403,
  unauthorized: 401,
  method_not_allowed: 405,
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
  /** The request ran out of time before it sent any write: nothing was written. */
  unavailable: 503,
  /** The request ran out of time after it sent a write: an Idempotency-Key repeat tells what happened. */
  outcome_unknown: 504,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** The status a code answers unless an endpoint documents another. */
export const statusOfCode = (code: ErrorCode): number => STATUS_BY_CODE[code];

export class ApiError extends Error {
  readonly status: number;
  /** Extra response headers, e.g. Retry-After on rate_limited. */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    /** Where an endpoint documents another status for the code (page_not_found is 404 on redemption). */
    status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status ?? STATUS_BY_CODE[code];
    this.headers = headers;
  }
}

export const paramError = (message: string) => new ApiError('param_error', message);
export const inputError = (message: string) => new ApiError('input_error', message);
export const pageNotFound = (message: string) => new ApiError('page_not_found', message);
export const invalidAuth = () => new ApiError('invalid_auth', 'invalid access credentials');
export const notFound = (message: string) => new ApiError('not_found', message);
