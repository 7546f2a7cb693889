/**
 * The words of imports, shared by their requests, answers, records and workers.
 */

/** What a file may carry: one kind of row per import. */
export const IMPORT_KINDS = ['members', 'activity_credits', 'purchases', 'reward_codes', 'segment_members'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_FORMATS = ['csv', 'ndjson'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_STATUSES = ['awaiting_upload', 'validating', 'running', 'completed', 'completed_with_errors', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Statuses of an import not yet finished: the ones cancel may move it from. */
export const OPEN_STATUSES: readonly ImportStatus[] = ['awaiting_upload', 'validating', 'running'];

/** Why a row was refused, as error lines name it. */
export const ROW_ERROR_CODES = ['parse_error', 'invalid_value', 'missing_value', 'not_found', 'refused'] as const;
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number];
