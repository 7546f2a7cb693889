/** Dynamic segments kept current: the stream's re-evaluation and a segment's build, as their functions see them; a draft filter's preview. */
export { reevaluateSegments } from './segment-reactions.js';
export { buildSegmentPage, finishSegmentBuild, planSegmentBuild } from './segment-builds.js';
export { EXACT_UP_TO, previewSegment, SAMPLE_SIZE } from './segment-preview.js';
export { startSegmentRefreshes } from './segment-refreshes.js';
