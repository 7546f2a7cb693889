/**
 * The words of exports, shared by their requests, answers, records and workers.
 */

/** What an export holds: one kind of row per file. */
export const EXPORT_KINDS = ['members', 'ledger', 'redemptions', 'points_expiration'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
