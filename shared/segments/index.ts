/** The segments feature as other features see it: everything they import from it comes through here. */
export { archiveSegment, createSegment, replaceSegment, segmentDetails, segmentList } from './segments.js';
export { changeSegmentMembers, memberSegments, segmentMembers } from './segment-members.js';
export { liveSegments } from './segment-cache.js';
export { membershipsOf } from './segment-memberships.js';
export { memberSegmentIds, segmentsNotInUse } from './segment-audiences.js';
