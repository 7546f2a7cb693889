/** The segments feature as other features see it: everything they import from it comes through here. */
export { archiveSegment, createSegment, replaceSegment, segmentDetails, segmentList } from './segments.js';
export { changeSegmentMember, changeSegmentMembers, memberSegments, segmentMembers } from './segment-members.js';
export { liveSegments } from './segment-cache.js';
export { membershipsAmong, membershipsOf } from './segment-memberships.js';
export { CONFIDENCE, estimateCount } from './segment-estimates.js';
export { checkFilter } from './segment-builds.js';
export { memberSegmentIds, segmentsForAudiences, segmentsNotInUse } from './segment-audiences.js';
export { type LiveSegment, finishBuild, getSegment, listLiveSegments, liveSegmentsById, recordBuildStep } from './segment-repository.js';
export { joinItems, leaveItems, memberVersionCheck, segmentVersionCheck } from './segment-memberships.js';
export { filterHolds, type SegmentFacts, segmentsNamed } from './segment-filters.js';
export type { SegmentPreview } from './segment-requests.js';
export type { SegmentPreviewBody } from './segment-responses.js';
export { segmentOfBuildKey } from './keys.js';
