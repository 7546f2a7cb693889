import { ApiError } from '../errors.js';

/**
 * Whether a stream reaction's failure is final: a refusal a retry would meet again (a program
 * gone, a balance past its largest) is logged and the batch goes on; contention and outages fail
 * the batch, which the stream hands over again.
 */
export const isFinal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
