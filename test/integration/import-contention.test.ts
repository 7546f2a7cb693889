import { config } from '../../shared/config.js';
import { newClient, newMember, unique } from '../../local/walks/api.js';
import { importFile } from '../../local/walks/imports.js';
import { expectLedgerHolds, storedMember } from '../helpers/ledger.js';
import { newActivity } from '../../local/walks/points.js';
import { failTransactions, injectTransactionConflicts } from '../helpers/transaction-conflicts.js';

/**
 * Imports count every row once, as done, whoever of the import's runs wrote it: a chunk cut short
 * (contention, an answer lost on the way back) runs again, and the rows its first run wrote are
 * this import's own, not rows "imported before".
 */

const IMPORT_ID = /imp_[0-9a-z]{9}[A-Za-z0-9_-]{8}/;

describe('imports of activity credits under contention', () => {
  it('counts every row of concurrent imports over the same members as done, none skipped, when chunks run again', async () => {
    const { clientId, apiKey } = await newClient();
    const activity = await newActivity(clientId, { num_points: 1 });
    const members: Array<{ id: number }> = [];
    // A few at a time: the machine's DynamoDB Local is shared with the other test files.
    for (let index = 0; index < 20; index += 5) members.push(...(await Promise.all(Array.from({ length: 5 }, () => newMember(apiKey)))));
    const imports = 4;
    const rows = config().importChunkRows * 2;
    const files = Array.from({ length: imports }, (_unused, file) => {
      const run = unique(`race${file}`);
      return ['user_id,activity_id,num_points,external_id', ...Array.from({ length: rows }, (_unused2, row) => `${members[row % members.length]?.id},${activity.id},${file + 1},${run}-${row}`)].join('\n');
    });
    // Every import loses the answer of one row it wrote (DynamoDB applied it), so that row's chunk runs again.
    const lostFor = new Set<string>();
    const lostAnswers = failTransactions(
      (input) => {
        const importId = input.includes('imported_row') ? IMPORT_ID.exec(input)?.[0] : undefined;
        if (importId === undefined || lostFor.has(importId)) return false;
        lostFor.add(importId);
        return true;
      },
      { error: Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} }), committed: true },
    );
    const conflicts = injectTransactionConflicts(40);

    let done: Array<Record<string, unknown>>;
    try {
      done = await Promise.all(files.map((file) => importFile(clientId, 'activity_credits', 'csv', file)));
    } finally {
      lostAnswers.stop();
      conflicts.stop();
    }

    expect(lostAnswers.failed()).toBe(imports);
    expect(conflicts.remaining()).toBe(0);
    for (const answer of done) expect(answer).toMatchObject({ status: 'completed', rows_total: rows, rows_done: rows, rows_failed: 0, rows_skipped: 0 });
    // Import n credits n points a row: each member has rows / members rows in every import.
    const perMember = (rows / members.length) * ((imports * (imports + 1)) / 2);
    for (const member of members) {
      expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: perMember, total_points: perMember });
      await expectLedgerHolds(clientId, member.id);
    }
  }, 300_000);
});
