/**
 * What the data layer notices but does not measure or log: listeners that the functions' entry
 * points (shared/telemetry/data-event-reports.ts) point at their metrics and logger. Data imports nothing above
 * it, so it tells them this way; until an entry point listens, nothing happens.
 */
export const dataEvents = {
  /** A stored item did not have its type's shape: its type, PK, SK and first problem. */
  corruptItem: (_found: { item_type: string; PK: unknown; SK: unknown; path: string; problem: string }): void => undefined,
  /** A transaction attempt was cancelled by a conflict and is being built again. */
  transactionRetried: (): void => undefined,
  /** A request's DynamoDB call went unanswered (timed out, throttled, failed on DynamoDB's side) once the SDK gave up: its command, attempts and error. */
  callUnanswered: (_found: { command: string; attempts: number | undefined; error: Error }): void => undefined,
  /** A request was answered with its Idempotency-Key's recorded answer. */
  idempotentReplay: (): void => undefined,
};
