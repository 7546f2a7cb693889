import type { MiddlewareStack } from '@smithy/types';
import { documentClient } from '../../shared/data/client.js';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { errorLines, importFile } from '../../local/walks/imports.js';
import { credit, newActivity } from '../../local/walks/points.js';
import { expectLedgerHolds, storedMember } from '../helpers/ledger.js';

/** Runs `after` once, after the first BatchGetItem whose input matches `pick` has been answered. */
function afterBatchGet(pick: (input: string) => boolean, after: () => Promise<void>) {
  const name = `afterBatchGet${Math.random().toString(36).slice(2)}`;
  let fired = 0;
  const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
  stack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'BatchGetItemCommand' || fired > 0 || !pick(JSON.stringify(args.input))) return next(args);
      fired++;
      const answer = await next(args);
      await after();
      return answer;
    },
    { step: 'initialize', name },
  );
  return { fired: () => fired, stop: () => stack.remove(name) };
}

const csv = (rows: string[][]) => ['user_id,id_type,activity_id,num_points,external_id', ...rows.map((row) => row.join(','))].join('\n');

/**
 * A chunk reads its members a wave at a time, before their rows are credited (chunk-members.ts):
 * whatever other writers do to them meanwhile, every row is credited against the member as it is
 * then, and a member deleted meanwhile is an unknown member's error line.
 */
describe('import credits of members changed after their chunk read them', () => {
  let clientId: string;
  let apiKey: string;
  let activity: any;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    activity = await newActivity(clientId, { num_points: 1 });
  });

  it('credits members another writer credited or changed after the wave read exactly, and answers a member deleted meanwhile as not found on every row', async () => {
    const gone = await newMember(apiKey);
    const busy = await newMember(apiKey);
    const byEmail = await newMember(apiKey);
    const run = unique('d');
    const rows: string[][] = [];
    for (let round = 0; round < 3; round++) {
      rows.push([String(gone.id), 'id', String(activity.id), '2', `${run}-${rows.length}`]);
      rows.push([String(busy.id), 'id', String(activity.id), '2', `${run}-${rows.length}`]);
      rows.push([byEmail.email_address, 'email', String(activity.id), '2', `${run}-${rows.length}`]);
    }
    let guard = false;
    const hook = afterBatchGet(
      (input) => input.includes('PROFILE') && input.includes(`MEMBER#${gone.id}`),
      async () => {
        if (guard) return;
        guard = true;
        expect((await call('DELETE', `/v2/users/${gone.id}`, { query: { api_key: apiKey } })).status).toBe(200);
        expect((await credit(apiKey, busy.id, { activity_id: activity.id, num_points: 5 })).status).toBe(200);
        // A profile change moves the member's version.
        const changed = await call('PUT', `/v2/users/${byEmail.id}`, { query: { api_key: apiKey }, body: { first_name: 'Changed' } });
        expect([200, 204]).toContain(changed.status);
      },
    );
    let done: any;
    try {
      done = await importFile(clientId, 'activity_credits', 'csv', csv(rows));
    } finally {
      hook.stop();
    }
    const errors = await errorLines(clientId, done.import_id);
    expect(hook.fired()).toBe(1);
    expect(done).toMatchObject({ status: 'completed_with_errors', rows_done: 6, rows_failed: 3 });
    // Every row of the member deleted after the wave read, the first (credited from the wave's snapshot) included.
    expect(errors.map((e) => [e.code, e.field])).toEqual([
      ['not_found', 'user_id'],
      ['not_found', 'user_id'],
      ['not_found', 'user_id'],
    ]);
    expect(await storedMember(clientId, busy.id)).toMatchObject({ redeemable_points: 11 });
    expect(await storedMember(clientId, byEmail.id)).toMatchObject({ redeemable_points: 6, first_name: 'Changed' });
    await expectLedgerHolds(clientId, busy.id);
    await expectLedgerHolds(clientId, byEmail.id);
  }, 120_000);
});
