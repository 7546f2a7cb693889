/**
 * An audit entry as one plain sentence. The sentences are the API's own (the audit CSV writes the
 * same ones), kept in one pure module the console compiles in.
 */
export { type AuditFacts, entrySentence } from '../../../shared/audit/audit-sentences.js';
