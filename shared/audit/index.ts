/** The audit feature as other features see it: everything they import from it comes through here. */
export { type AuditedRequest, targetsOf } from './audit-entries.js';
export { type AuditTrail, auditTrail, deploymentAuditLog, programAuditLog } from './audit-log.js';
export { AUDIT_EXPORT_COLUMNS, type AuditExportPage, type AuditExportRow, auditExportPage } from './audit-csv.js';
export { AuditExportFilters } from './audit-requests.js';
