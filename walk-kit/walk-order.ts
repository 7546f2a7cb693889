/**
 * Items in their given order (the route list's), except that an item waits until every item it
 * waits for is placed: a walk runs a route's probes or cases after the routes whose results they use.
 * Items that wait on each other in a circle fail, named by `describe`.
 */
export function inWaitingOrder<T>(items: readonly T[], waitsFor: (item: T, other: T) => boolean, describe: (stuck: readonly T[]) => string): T[] {
  const pending = [...items];
  const ordered: T[] = [];
  while (pending.length > 0) {
    const ready = pending.findIndex((item) => !pending.some((other) => other !== item && waitsFor(item, other)));
    if (ready < 0) throw new Error(describe(pending));
    ordered.push(...pending.splice(ready, 1));
  }
  return ordered;
}
