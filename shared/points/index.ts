/** The points feature as other features see it: everything they import from it comes through here. */
export { type ActivityInput, CODE_REDEMPTION_TYPE_ID, createActivity, replaceActivity } from './activity-catalogue.js';
export { creditActivity, creditableActivity } from './activity-credit.js';
export { holdToSupportLimit } from './adjustments.js';
export { ledgerBetween, ledgerEntryWithSiblings, queryLedger, type LedgerEntry } from './ledger-repository.js';
export { listActivities } from './activity-repository.js';
export {
  earningWrite,
  ruleCreditAnswers,
  openingBalanceWrite,
  pointsMovement,
  pointsMovementWithProfile,
  type Earning,
  type LedgerSettings,
  type OpeningBalance,
  type PointsMovement,
  type RuleCredit,
} from './ledger.js';
export { settledMember, upcomingExpirations } from './expiry-rules.js';
export {
  aggregatedRankItems,
  countedRanks,
  memberRanks,
  newMemberRankMove,
  rankProfileItems,
  rankRegistrationItems,
  rankRemovalItems,
  type RankMove,
} from './ranks.js';
export { readRankEntry } from './rank-entries.js';
export { countRankMoves, rankMovesOf } from './rank-moves.js';
export { deleteExpiryMarkerItem, rankIndexPage, rankIndexPlaceAfter } from './expiry-repository.js';
export { RANK_SHARDS } from './rank-tree.js';
export { everyMemberId, MEMBER_ID_RANGE, membersFrom, putOnSampleLine, registeredMembers } from './member-samples.js';
export { STREAM_SHARDS } from './stream-repository.js';
export { cataloguePartition, rankIndexPartition, streamRecordKey } from './keys.js';
export { currentLevelId, earnedLevelAt, earnedLevelId, fanLevel, levelOf, levelById, levelsReached, memberTierLevel, tierInfo } from './tiers.js';
export { CreditActivityBody } from './points-requests.js';
export { pointsSummary } from './points-history.js';
export { creditedPoints } from './movements.js';
export { activityTriggersOf, lifetimePointsBefore, triggerEntry, writtenAt } from './activity-triggers.js';
export { ledgerEntryStreamEvent } from './stream-events.js';
