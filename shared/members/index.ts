/** The members feature as other features see it: everything they import from it comes through here. */
export { findMember, type IdType, IdTypeSchema, memberDoesNotExist, type MemberRecord } from './member-lookup.js';
export { ImportedMemberBody, type ImportedMember, type ImportedMemberInput, importMember } from './member-imports.js';
export { creditOwedWelcome } from './welcome-rules.js';
