import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { ROW_KINDS } from '../../shared/imports/row-kinds.js';
import { TURN_BUDGET_CHANNEL } from '../../shared/support/turn-budget.js';
import { MAX_IMPORT_COLUMNS } from '../../shared/imports/row-columns.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { importFile } from '../../local/walks/imports.js';
import { storedMember } from '../helpers/ledger.js';
import { newActivity } from '../../local/walks/points.js';
import { failTransactions } from '../helpers/transaction-conflicts.js';

/**
 * Imports stay bounded whatever the file: a header is checked against the columns its kind and
 * the program allow before anything is written, a row costs in proportion to its cells, the
 * pipeline (in this process, as the local server runs it) gives the event loop back every few
 * milliseconds, and a failure says what failed in the service's own words.
 */

/** Runs `work`, counting the steps that passed through a turn budget meanwhile (each may give the event loop back). */
async function budgetedSteps<T>(work: () => Promise<T>): Promise<{ result: T; steps: number }> {
  let steps = 0;
  const count = () => {
    steps++;
  };
  subscribe(TURN_BUDGET_CHANNEL, count);
  try {
    return { result: await work(), steps };
  } finally {
    unsubscribe(TURN_BUDGET_CHANNEL, count);
  }
}

const attributes = (count: number) => Array.from({ length: count }, (_unused, index) => `attr${index}`);

/** A members CSV naming its members by third_party_id, with the given custom_data columns filled on every row. */
function membersCsv(run: string, rows: number, custom: string[]): string {
  const header = ['third_party_id', 'first_name', 'last_name', 'date_of_birth', 'email_address', 'postal_code', ...custom.map((name) => `custom_data.${name}`)];
  const lines = Array.from({ length: rows }, (_unused, row) =>
    [`${run}-${row}`, 'Wide', `Row${row}`, '631152000', `${run}-${row}@example.com`, '10001', ...custom.map((name) => `${name}-${row}`)].join(','),
  );
  return [header.join(','), ...lines].join('\n');
}

describe('the columns an import takes', () => {
  it('refuses at validation a header naming unregistered custom attributes, naming the first 20 and counting the rest', async () => {
    const { clientId } = await newClient({ custom_attributes: ['store'] });
    const extras = Array.from({ length: 50 }, (_unused, index) => `extra${index}`);

    const done = await importFile(clientId, 'members', 'csv', membersCsv('unreg', 1, ['store', ...extras]));

    expect(done).toMatchObject({ status: 'failed', rows_done: 0, rows_total: null });
    expect(done.failure).toBe(
      `columns naming no custom attribute of the program (register them in its settings first): ${extras
        .slice(0, 20)
        .map((name) => `custom_data.${name}`)
        .join(', ')} and 30 more`,
    );
  });

  it('refuses at validation a header of 12,000 custom_data columns or 60,000 unknown ones by the column cap, before reading a row', async () => {
    const { clientId } = await newClient({ custom_attributes: ['store'] });
    const wide = membersCsv('wide', 1, attributes(12_000));
    const unknown = `${Array.from({ length: 60_000 }, (_unused, index) => `col${index}`).join(',')}\n${'x,'.repeat(59_999)}x\n`;

    const result = await importFile(clientId, 'members', 'csv', wide);
    const runaway = await importFile(clientId, 'members', 'csv', unknown);

    expect(result).toMatchObject({ status: 'failed', rows_done: 0, failure: `the header has 12,006 columns; an import takes at most ${MAX_IMPORT_COLUMNS}` });
    expect(runaway).toMatchObject({ status: 'failed', rows_done: 0, failure: `the header has 60,000 columns; an import takes at most ${MAX_IMPORT_COLUMNS}` });
  });

  // How long the work holds the loop (at most 50 ms) is measured by npm run bench:import; this shows every row goes through the budget that bounds it.
  it('imports the widest header a program can have (every members column, 200 custom attributes), every row read and checked within a turn budget', async () => {
    const custom = attributes(200);
    const { clientId, apiKey } = await newClient({ custom_attributes: custom });
    const widest = [...Object.keys(ROW_KINDS.members.columns), ...custom.map((name) => `custom_data.${name}`)];
    // The first import loads the pipeline's modules (compiled on first use under jest); the measured one runs warm, as a server does.
    await importFile(clientId, 'members', 'csv', membersCsv('warm', 1, custom));

    const { result, steps } = await budgetedSteps(() => importFile(clientId, 'members', 'csv', membersCsv('widest', 80, custom)));

    expect(widest.length).toBeLessThanOrEqual(MAX_IMPORT_COLUMNS);
    expect(result).toMatchObject({ status: 'completed', rows_total: 80, rows_done: 80, rows_failed: 0, rows_skipped: 0 });
    // Each row is read from its chunk and checked through a budget: at least two steps a row.
    expect(steps).toBeGreaterThanOrEqual(2 * 80);
    const member = await call('GET', '/v2/users/widest-79', { query: { api_key: apiKey, id_type: 'third_party_id' } });
    expect(member.body.custom_data).toMatchObject({ attr0: 'attr0-79', attr199: 'attr199-79' });
  }, 240_000);
});

describe('why an import failed', () => {
  it('says in its own words that chunks could not be written when DynamoDB refuses them, never DynamoDB’s message', async () => {
    const { clientId, apiKey } = await newClient();
    const activity = await newActivity(clientId, { num_points: 5 });
    const member = await newMember(apiKey);
    const refusal = Object.assign(new Error('Item size to update has exceeded the maximum allowed size'), { name: 'ValidationException', $metadata: {} });
    const fault = failTransactions(() => true, { error: refusal, committed: false });

    let done: Record<string, unknown>;
    try {
      done = await importFile(clientId, 'activity_credits', 'csv', `user_id,activity_id,external_id\n${member.id},${activity.id},refused-1\n`);
    } finally {
      fault.stop();
    }

    expect(fault.failed()).toBeGreaterThan(0);
    expect(done).toMatchObject({ status: 'failed', failure: 'some chunks could not be written' });
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 0 });
  });
});
