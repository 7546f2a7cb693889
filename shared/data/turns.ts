import { contention } from './request-deadline.js';

/**
 * Turns at one record, per container: requests that would write the same record take it one
 * after the other, each waiting only until its own limit (then 409 conflict, having read and
 * written nothing). A Lambda container serves one request at a time, so there a turn is always
 * free; where one process serves many requests at once (the local server), a burst on one
 * member no longer sends every request's reads and doomed transactions to the table together.
 */
const lastInLine = new Map<string, Promise<void>>();

export interface Turn {
  /** Whether another request held the record first: what was read before the turn may be stale. */
  waited: boolean;
  /** Hands the turn on; called once the request is answered. */
  leave: () => void;
}

/** Waits for the turn at `key`, or gives up at `waitUntil` with 409 conflict. */
export async function takeTurn(key: string, waitUntil: number | undefined): Promise<Turn> {
  const ahead = lastInLine.get(key);
  let handOn!: () => void;
  const mine = new Promise<void>((resolve) => {
    handOn = resolve;
  });
  // The one after this waits for this one and for everyone before it, whether this one waits or gives up.
  const line = ahead ? ahead.then(() => mine) : mine;
  lastInLine.set(key, line);
  const leave = () => {
    handOn();
    if (lastInLine.get(key) === line) lastInLine.delete(key);
  };
  if (!ahead) return { waited: false, leave };
  const turn = await waitFor(ahead, waitUntil === undefined ? undefined : waitUntil - Date.now());
  if (turn === 'gave_up') {
    handOn();
    // Those ahead still hold the record: the line is forgotten only once they are done.
    void line.then(() => {
      if (lastInLine.get(key) === line) lastInLine.delete(key);
    });
    throw contention();
  }
  return { waited: true, leave };
}

function waitFor(ahead: Promise<void>, ms: number | undefined): Promise<'turn' | 'gave_up'> {
  if (ms === undefined) return ahead.then(() => 'turn');
  if (ms <= 0) return Promise.resolve('gave_up');
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<'gave_up'>((resolve) => {
    timer = setTimeout(() => resolve('gave_up'), ms);
  });
  return Promise.race([ahead.then(() => 'turn' as const), giveUp]).finally(() => clearTimeout(timer));
}
