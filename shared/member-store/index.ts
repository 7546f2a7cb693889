/**
 * The member item as every feature sees it: its repository (the item, its identifier lookups,
 * its remains) and the snapshots optimistic writes read it through. The bottom of the feature
 * order, so members, points, rewards and the rest use it without depending on one another.
 */
export * from './member-repository.js';
export { memberSnapshots } from './member-snapshots.js';
export {
  BIRTHDAY_SHARDS,
  birthdayPartition,
  DIRECTORY_ORDERS,
  DIRECTORY_SHARDS,
  type DirectoryOrder,
  directoryPartition,
  memberIdOfDirectorySortKey,
  memberKey,
  memberPartitionKey,
  normaliseLookupValue,
  REMOVED_MEMBER_SHARDS,
  removedMembersPartition,
} from './keys.js';
export { directoryEntryItem, redeemableOrderKeys } from './member-directory.js';
export { type BirthdayMark, birthdayItems, celebratedItem, fileMissingBirthdays, getBirthdayMark, monthDayOf, uncelebratedPage } from './birthday-index.js';
export { searchForm } from './search-form.js';
export { ID_TYPES, type IdType, LOOKUP_KINDS, type LookupKind } from './lookup-schemas.js';
export { findMember, findMembers, type MemberIdentifier } from './member-finder.js';
