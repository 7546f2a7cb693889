/**
 * The words of exports, shared by their requests, answers, records and workers.
 */

/** What an export holds: one kind of row per file. */
export const EXPORT_KINDS = ['members', 'ledger', 'redemptions', 'points_expiration', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** The kinds whose rows are read member by member, walking the program's rank index (every kind but the audit log). */
export type MemberExportKind = Exclude<ExportKind, 'audit'>;

export const EXPORT_FORMATS = ['csv', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
