// The generated types themselves (not the package), so the unit tests that read this module compile it against the same description.
import type { operations } from '../../../sdk/typescript/src/generated/openapi.js';

/** A segment's kind and status as the pages say them, and how often a page reads a filling segment again. Pure. */

type Segment = operations['AdminGetSegment']['responses'][200]['content']['application/json'];

/** A segment's status as the pages say it in a word or two. */
export const SEGMENT_STATUS_WORDS: Record<Segment['status'], string> = {
  building: 'Filling',
  ready: 'Ready',
  build_failed: 'Could not be filled',
  archived: 'Archived',
};

/** How a segment's status shows: ready stands out, a failed build warns, filling and archived do not. */
export const SEGMENT_STATUS_CLASS: Record<Segment['status'], string> = {
  building: 'status',
  ready: 'status good',
  build_failed: 'status bad',
  archived: 'status',
};

/** A segment's kind as the pages say it, and as the form offers it. */
export const SEGMENT_KIND_WORDS: Record<Segment['kind'], string> = { static: 'A list you fill', dynamic: 'Members who match conditions' };

/** A segment's status in words, with how far a build has got or why it failed: "Filling: 1,240 members checked". */
export function segmentStatusWords(segment: Pick<Segment, 'status' | 'build'>): string {
  const words = SEGMENT_STATUS_WORDS[segment.status];
  if (segment.status === 'building') {
    const walked = segment.build?.members_walked ?? 0;
    return `${words}: ${walked.toLocaleString('en-US')} ${walked === 1 ? 'member' : 'members'} checked`;
  }
  if (segment.status === 'build_failed') return `${words}: ${segment.build?.failure ?? 'no reason was given'}`;
  return words;
}

/** How often a segment's page and list read it again while it fills, in milliseconds; not at all otherwise. */
export const BUILD_POLL_MS = 2_000;
export const pollWhileFilling = (segments: readonly Pick<Segment, 'status'>[] | undefined): number | false =>
  segments?.some((segment) => segment.status === 'building') ? BUILD_POLL_MS : false;
