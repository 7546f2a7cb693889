import { buffer } from 'node:stream/consumers';
import { fileStore } from '../../shared/files/file-store.js';
import { importFileKey, importManifestKey } from '../../shared/imports/keys.js';
import { finishImport, type Chunk } from '../../shared/imports/index.js';
import { planImport, runImportChunk } from '../../shared/imports/import-pipeline.js';
import { ROW_KINDS } from '../../shared/imports/row-kinds.js';
import { readClient } from '../../shared/programs/index.js';
import { config } from '../../shared/config.js';
import { call, newClient, newMember, resendingRefusals, unique } from '../../local/walks/api.js';
import { errorLines, importFile, importsCall } from '../../local/walks/imports.js';
import { expectLedgerHolds, storedMember } from '../helpers/ledger.js';
import { newActivity } from '../../local/walks/points.js';
import { streamDispatch } from '../helpers/stream-dispatch.js';

/** The rank mover counts points movements' moves from the stream: ranks are read once it is drained. */
const { dispatch: countRankMoves } = streamDispatch();

/**
 * Members imports: rows create members, or update the member their third_party_id (else
 * e-mail) names, with opening balances as ledger entries of kind import. The rank trees and
 * total_registrations move once per chunk, not once per row, and still count every member once.
 */

const TIERS = {
  version: 2,
  timeframe: 'fixed',
  timeframe_months: 12,
  period_start: 0,
  levels: [
    { id: 'base', title: 'Base', min_value: 0, max_value: 999 },
    { id: 'gold', title: 'Gold', min_value: 1000 },
  ],
};

const HEADER = 'third_party_id,first_name,last_name,date_of_birth,email_address,postal_code,redeemable_points,total_points,tier_override,date_created,custom_data.store';

/** A good member row; `overrides` replaces cells by column name. */
function memberRow(run: string, index: number, points: number, overrides: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    third_party_id: `${run}-${index}`,
    first_name: `First${index}`,
    last_name: 'Imported',
    date_of_birth: '631152000',
    email_address: `${run}-${index}@example.com`,
    postal_code: '10001',
    redeemable_points: String(points),
    total_points: String(points + (index % 3) * 10),
    tier_override: '',
    date_created: '1600000000',
    'custom_data.store': `store-${index % 4}`,
    ...overrides,
  };
  return HEADER.split(',')
    .map((column) => cells[column])
    .join(',');
}

/** Member ids by third_party_id, through the API's own lookup. */
async function memberIdOf(apiKey: string, thirdPartyId: string): Promise<number> {
  const res = await call('GET', `/v2/users/${encodeURIComponent(thirdPartyId)}`, { query: { api_key: apiKey, id_type: 'third_party_id' } });
  if (res.status !== 200) throw new Error(`no member ${thirdPartyId}: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Every member's rank answered by the API against a brute-force count of the totals (the program holds these members only). */
async function expectRanks(apiKey: string, totals: Map<number, number>): Promise<void> {
  await countRankMoves();
  const rankOf = (points: number) => 1 + [...totals.values()].filter((other) => other > points).length;
  for (const [memberId, total] of totals) {
    const res = await call('GET', `/v2/users/${memberId}/rank`, { query: { api_key: apiKey } });
    expect({ memberId, ...res.body }).toMatchObject({ memberId, rank: rankOf(total), total_registrations: String(totals.size) });
  }
}

describe('imports of members', () => {
  it('creates members from CSV with custom data, tiers, sign-up dates and opening balances, refuses bad rows by line and field, ranks everyone, and a rerun changes nothing', async () => {
    const { clientId, apiKey } = await newClient({ custom_attributes: ['store'], tiers: TIERS });
    const run = unique('mem');
    const csv = [
      HEADER,
      memberRow(run, 1, 500),
      memberRow(run, 2, 1500, { tier_override: 'gold' }),
      memberRow(run, 3, 0, { total_points: '' }),
      memberRow(run, 4, 20, { first_name: '' }),
      memberRow(run, 5, 20, { email_address: 'not-an-email' }),
      memberRow(run, 6, 100, { total_points: '50' }),
      memberRow(run, 7, 20, { tier_override: 'platinum' }),
      memberRow(run, 8, 20, { 'custom_data.store': '' }),
    ].join('\n');

    const done = await importFile(clientId, 'members', 'csv', csv);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 8, rows_done: 4, rows_failed: 4, rows_skipped: 0 });
    expect((await errorLines(clientId, done.import_id)).map(({ line, field, code }) => ({ line, field, code }))).toEqual([
      { line: 5, field: 'first_name', code: 'refused' },
      { line: 6, field: 'email_address', code: 'invalid_value' },
      { line: 7, field: 'total_points', code: 'refused' },
      { line: 8, field: 'tier_override', code: 'refused' },
    ]);
    const ids = new Map<number, number>();
    for (const index of [1, 2, 3, 8]) ids.set(index, await memberIdOf(apiKey, `${run}-${index}`));
    await expect(memberIdOf(apiKey, `${run}-4`)).rejects.toThrow();
    const first = await call('GET', `/v2/users/${ids.get(1)}`, { query: { api_key: apiKey } });
    expect(first.body).toMatchObject({ first_name: 'First1', redeemable_points: 500, total_points: 510, custom_data: { store: 'store-1' } });
    expect(await storedMember(clientId, ids.get(1)!)).toMatchObject({ date_created: 1600000000, receive_email_updates: false, opening_balance: { import_id: done.import_id, line: 2 } });
    expect(await storedMember(clientId, ids.get(2)!)).toMatchObject({ tier_override: 'gold', redeemable_points: 1500, total_points: 1520 });
    expect(await storedMember(clientId, ids.get(3)!)).toMatchObject({ redeemable_points: 0, total_points: 0 });
    const history = await call('GET', `/v2/users/${ids.get(2)}/activity_history`, { query: { api_key: apiKey } });
    expect(history.body.map(({ name, num_points }: { name: string; num_points: number }) => ({ name, num_points })).sort((a: { num_points: number }, b: { num_points: number }) => b.num_points - a.num_points)).toEqual([
      { name: 'Opening balance', num_points: 1520 },
      { name: 'Opening balance: points spent before the move', num_points: -20 },
    ]);
    for (const id of ids.values()) await expectLedgerHolds(clientId, id);
    const totals = new Map([...ids.values()].map((id, index) => [id, [510, 1520, 0, 20 + 20][index]!] as [number, number]));
    await expectRanks(apiKey, totals);

    const again = await importFile(clientId, 'members', 'csv', csv);

    expect(again).toMatchObject({ status: 'completed_with_errors', rows_done: 0, rows_failed: 4, rows_skipped: 4 });
    for (const id of ids.values()) await expectLedgerHolds(clientId, id);
    expect(await storedMember(clientId, ids.get(2)!)).toMatchObject({ redeemable_points: 1500, total_points: 1520 });
    await expectRanks(apiKey, totals);
  }, 120_000);

  it('updates the member a row names by e-mail or third_party_id (NDJSON), takes an opening balance once, and refuses a second, different one by its field', async () => {
    const { clientId, apiKey } = await newClient();
    const signedUp = await newMember(apiKey, { email_address: `${unique('app')}@example.com` });
    const activity = await newActivity(clientId, { num_points: 30 });
    await call('POST', `/v2/users/${signedUp.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.id } });
    const ndjson = [
      JSON.stringify({ email_address: signedUp.email_address.toUpperCase(), third_party_id: 'legacy-1', last_name: 'Moved', redeemable_points: 70, total_points: 100 }),
      JSON.stringify({ third_party_id: 'legacy-1', redeemable_points: 70, total_points: 100 }),
      JSON.stringify({ third_party_id: 'legacy-1', redeemable_points: 80 }),
      JSON.stringify({ last_name: 'Nobody' }),
    ].join('\n');

    const done = await importFile(clientId, 'members', 'ndjson', ndjson);

    expect(done).toMatchObject({ rows_total: 4, rows_done: 1, rows_skipped: 1, rows_failed: 2 });
    expect((await errorLines(clientId, done.import_id)).map(({ line, field }) => ({ line, field }))).toEqual([
      { line: 3, field: 'redeemable_points' },
      { line: 4, field: 'third_party_id' },
    ]);
    const member = await storedMember(clientId, signedUp.id);
    expect(member).toMatchObject({ last_name: 'Moved', third_party_id: 'legacy-1', redeemable_points: 100, total_points: 130 });
    await expectLedgerHolds(clientId, signedUp.id);
    const byLegacyId = await call('GET', '/v2/users/legacy-1', { query: { api_key: apiKey, id_type: 'third_party_id' } });
    expect(byLegacyId.body).toMatchObject({ id: signedUp.id });
    await expectRanks(apiKey, new Map([[signedUp.id, 130]]));
  }, 60_000);

  it('counts a chunk whose rows were written by a worker that died before counting them once, and a chunk run again after counting not again', async () => {
    const { clientId, apiKey } = await newClient({ custom_attributes: ['store'] });
    const run = unique('crash');
    const rows = config().importChunkRows + 5;
    const csv = [HEADER, ...Array.from({ length: rows }, (_unused, index) => memberRow(run, index, (index * 37) % 700))].join('\n');
    const created = await importsCall('POST', clientId, '', { body: { kind: 'members', format: 'csv' } });
    const importId = created.body.import_id as string;
    await fileStore().write(importFileKey(clientId, importId), csv);
    await planImport(clientId, importId);
    const manifest = JSON.parse((await buffer(await fileStore().read(importManifestKey(clientId, importId)))).toString()) as Array<{ chunk: Chunk }>;
    const [firstChunk, secondChunk] = manifest.map(({ chunk }) => chunk);
    const client = await readClient(clientId);
    // The first worker writes the first chunk's rows, then dies before it counts them.
    const lines = csv.split('\n');
    const header = HEADER.split(',');
    const died = await ROW_KINDS.members.writeRows(
      { client, importId },
      lines.slice(1, 1 + config().importChunkRows).map((text, index) => ({ line: index + 2, fields: Object.fromEntries(text.split(',').map((cell, column) => [header[column]!, cell])) })),
      true,
    );
    expect(died.filter((outcome) => outcome.outcome !== "done")).toEqual([]);

    const retried = await runImportChunk(clientId, importId, firstChunk!);
    const again = await runImportChunk(clientId, importId, firstChunk!);
    await runImportChunk(clientId, importId, secondChunk!);
    await finishImport(clientId, importId);

    expect(retried).toMatchObject({ done: config().importChunkRows, idle: false });
    expect(again).toMatchObject({ idle: true });
    expect((await importsCall('GET', clientId, `/${importId}`)).body).toMatchObject({ status: 'completed', rows_done: rows });
    const totals = new Map<number, number>();
    for (let index = 0; index < rows; index++) {
      const id = await memberIdOf(apiKey, `${run}-${index}`);
      totals.set(id, ((index * 37) % 700) + (index % 3) * 10);
    }
    await expectRanks(apiKey, totals);
  }, 180_000);

  it('keeps every balance equal to its ledger when API credits race a members import on the same members', async () => {
    const { clientId, apiKey } = await newClient();
    const activity = await newActivity(clientId, { num_points: 5 });
    const members = await Promise.all(Array.from({ length: 12 }, (_unused, index) => newMember(apiKey, { third_party_id: unique(`race${index}`) })));
    const ndjson = members.map((member, index) => JSON.stringify({ third_party_id: member.third_party_id, redeemable_points: 100 + index, last_name: `Raced${index}` })).join('\n');
    const credits = () =>
      Promise.all(
        members.map((member) => resendingRefusals(() => call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.id } }))),
      );

    const [done, ...creditRounds] = await Promise.all([importFile(clientId, 'members', 'ndjson', ndjson), credits(), credits(), credits()]);

    expect(done).toMatchObject({ status: 'completed', rows_done: 12 });
    expect(creditRounds.flat().map((res) => res.status)).toEqual(Array(3 * members.length).fill(200));
    const totals = new Map<number, number>();
    for (const [index, member] of members.entries()) {
      await expectLedgerHolds(clientId, member.id);
      const stored = await storedMember(clientId, member.id);
      expect(stored).toMatchObject({ last_name: `Raced${index}`, redeemable_points: 100 + index + 15 });
      totals.set(member.id, stored!.total_points as number);
    }
    await expectRanks(apiKey, totals);
  }, 120_000);
});
