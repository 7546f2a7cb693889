import { outsideRequest } from '../data/request-deadline.js';
import { cachedRead, forgetCatalogue } from '../support/catalogue-cache.js';
import { type LiveSegment, liveSegmentsById } from './segment-repository.js';

/**
 * The program's segments in use as member routes and rules read them: the live slice, read at
 * most once per CATALOGUE_CACHE_MS (5 s) per container, so a segment made, renamed or archived is
 * seen everywhere within that bound, and at once in the container that changed it.
 */
export const liveSegments = (clientId: string): Promise<Map<string, LiveSegment>> =>
  cachedRead(clientId, 'segments', () => outsideRequest(() => liveSegmentsById(clientId)));

/** After a change in this container: the next read loads the slice again. */
export const forgetLiveSegments = (clientId: string): void => forgetCatalogue(clientId);
