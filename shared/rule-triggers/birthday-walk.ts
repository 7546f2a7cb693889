import { fileMissingBirthdays } from '../member-store/index.js';
import { rankIndexPage, rankIndexPlaceAfter } from '../points/index.js';
import { type BirthdayWalk, dequeueBirthdayWalk, queuedBirthdayWalks, recordBirthdayWalkStep } from '../rules/index.js';
import { logger } from '../support/logger.js';

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
    if (!timeLeft()) return { filed, walksDone, stoppedEarly: true };
    try {
      const walked = await walkProgram(queued, now, timeLeft);
      filed += walked.filed;
      if (walked.done) walksDone++;
    } catch (error) {
      // One program's walk failing (a corrupt item, the table throttling) holds up no other; the next run goes on from its last step.
      logger.error('birthday walk failed', { clientId: queued.client_id, error: error as Error });
    }
  }
  return { filed, walksDone, stoppedEarly: !timeLeft() };
}

/** One program's walk, from its last recorded step until done or out of time. */
async function walkProgram(queued: BirthdayWalk, now: number, timeLeft: () => boolean): Promise<{ filed: number; done: boolean }> {
  let filed = 0;
  if (queued.done_at !== undefined) {
    await dequeueBirthdayWalk(queued);
    return { filed, done: false };
  }
  let walk = queued;
  for (;;) {
    if (!timeLeft()) return { filed, done: false };
    const page = await rankIndexPage(walk.client_id, walk.shard, walk.cursor);
    const filedNow = await fileMissingBirthdays(
      walk.client_id,
      page.members.map((member) => member.memberId),
    );
    filed += filedNow;
    const next = rankIndexPlaceAfter(walk, page.next);
    // Another run moved the walk on first: it carries it.
    if (!(await recordBirthdayWalkStep(walk, next, now))) return { filed, done: false };
    if (!next) return { filed, done: true };
    walk = { ...walk, shard: next.shard, cursor: next.cursor, steps: walk.steps + 1 };
  }
}
