/** Dynamic segments kept current: the stream's re-evaluation and a segment's build, as their functions see them. */
export { reevaluateSegments } from './segment-reactions.js';
export { buildSegmentPage, finishSegmentBuild, planSegmentBuild } from './segment-builds.js';
