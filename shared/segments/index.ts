/** The segments feature as other features see it: everything they import from it comes through here. */
export { archiveSegment, createSegment, replaceSegment, segmentDetails, segmentList } from './segments.js';
export { changeSegmentMember, changeSegmentMembers, memberSegments, memberSummary, segmentMembers } from './segment-members.js';
export { liveSegments } from './segment-cache.js';
export { membershipsAmong, membershipsOf } from './segment-memberships.js';
export { CONFIDENCE, estimateCount } from './segment-estimates.js';
export { checkFilter } from './segment-builds.js';
export { memberSegmentIds, segmentsForAudiences, segmentsNotInUse } from './segment-audiences.js';
export { clockSegments, type LiveSegment, finishBuild, getSegment, listLiveSegments, liveSegmentsById, recordBuildStep } from './segment-repository.js';
export { joinItems, leaveItems, memberVersionCheck, segmentVersionCheck } from './segment-memberships.js';
export { filterHolds, type MemberWindows, readsTheClock, type SegmentFacts, segmentsNamed, type WindowNeeds, windowsNamed } from './segment-filters.js';
export type { SegmentPreview } from './segment-requests.js';
export type { SegmentPreviewBody } from './segment-responses.js';
export { segmentOfBuildKey, segmentRefreshKey } from './keys.js';
