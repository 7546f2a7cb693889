import { fileMissingBirthdays } from '../member-store/index.js';
import { RANK_SHARDS, rankIndexPage } from '../points/index.js';
import { dequeueBirthdayWalk, queuedBirthdayWalks, recordBirthdayWalkStep } from '../rules/index.js';

/**
 * The walks birthday rules ask for: every member of the program, through its rank index, a page
 * at a time, filed under its birthday when it has a date of birth and no birthday item yet
 * (members made before birthdays were filed). A program is walked once; the walk's place is
 * recorded after each page, so a run out of time leaves the rest to the next.
 */
export async function walkForBirthdays(now: number, timeLeft: () => boolean): Promise<{ filed: number; walksDone: number; stoppedEarly: boolean }> {
  let filed = 0;
  let walksDone = 0;
  for (const queued of await queuedBirthdayWalks()) {
    if (queued.done_at !== undefined) {
      await dequeueBirthdayWalk(queued);
      continue;
    }
    let walk = queued;
    for (;;) {
      if (!timeLeft()) return { filed, walksDone, stoppedEarly: true };
      const page = await rankIndexPage(walk.client_id, walk.shard, walk.cursor);
      const filedNow = await fileMissingBirthdays(
        walk.client_id,
        page.members.map((member) => member.memberId),
      );
      filed += filedNow;
      const next: { shard: number; cursor?: Record<string, unknown> } | undefined = page.next
        ? { shard: walk.shard, cursor: page.next }
        : walk.shard + 1 < RANK_SHARDS
          ? { shard: walk.shard + 1 }
          : undefined;
      // Another run moved the walk on first: it carries it.
      if (!(await recordBirthdayWalkStep(walk, next, now))) break;
      if (!next) {
        walksDone++;
        break;
      }
      walk = { ...walk, shard: next.shard, cursor: next.cursor, steps: walk.steps + 1 };
    }
  }
  return { filed, walksDone, stoppedEarly: false };
}
