import { type ItemKey, join } from '../data/keys.js';

/**
 * Audit entries: one partition per program, one for what belongs to no program (programs
 * created, operators managed). Entries sort by time, then request id. Every audit partition
 * starts with AUDIT#, so IAM can let a read-only route record its entry and write nothing else.
 */
export const AUDIT_PARTITIONS = 'AUDIT#*';
const auditPartition = (clientId: string | undefined): string => (clientId === undefined ? join('AUDIT', 'DEPLOYMENT') : join('AUDIT', 'CLIENT', clientId));
/** The sort key part that orders and names an entry: its ISO time and request id. */
export const auditEntryId = (at: string, requestId: string): string => join(at, requestId);
export const auditEntryKey = (clientId: string | undefined, entryId: string): ItemKey => ({ PK: auditPartition(clientId), SK: join('AUDIT', entryId) });
/** The sort keys of entries between two instants (ISO strings; `to` inclusive to the millisecond). */
export const auditEntryRange = (clientId: string | undefined, from: string, to: string) => ({
  PK: auditPartition(clientId),
  SKFrom: join('AUDIT', from),
  SKTo: join('AUDIT', `${to}~`),
});
/** GSI1: one operator's entries in a program (or in the deployment's partition), in time order. */
export const auditActorPartition = (clientId: string | undefined, actorId: string): string => join(auditPartition(clientId), 'ACTOR', actorId);
/** GSI2: the entries that name one member, in time order. */
export const auditMemberPartition = (clientId: string, memberId: string): string => join(auditPartition(clientId), 'MEMBER', memberId);
/** The entry id a key's sort key holds. */
export const auditEntryIdOf = (SK: string): string => SK.slice('AUDIT#'.length);
