/**
 * The member item as every feature sees it: its repository (the item, its identifier lookups,
 * its remains) and the snapshots optimistic writes read it through. The bottom of the feature
 * order, so members, points, rewards and the rest use it without depending on one another.
 */
export * from './member-repository.js';
export { memberSnapshots } from './member-snapshots.js';
