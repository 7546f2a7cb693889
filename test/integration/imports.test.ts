import { buffer } from 'node:stream/consumers';
import { fileStore } from '../../shared/files/file-store.js';
import { importManifestKey } from '../../shared/imports/keys.js';
import { finishImport, type Chunk } from '../../shared/imports/index.js';
import { planImport, runImportChunk } from '../../shared/imports/import-pipeline.js';
import { config } from '../../shared/config.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { errorLines, importFile, importsCall, upload } from '../../local/walks/imports.js';
import { expectLedgerHolds, storedMember } from '../helpers/ledger.js';
import { newActivity } from '../../local/walks/points.js';
import { createCodeReward } from '../../local/walks/rewards.js';

/**
 * Bulk imports: a file uploaded to an import's URL runs through the pipeline (plan, chunk
 * workers, finish) as the local server runs it when a file lands; each row is all or nothing, a
 * refused row is an error line with its file line and reason, and a rerun changes nothing.
 */
describe('imports of activity credits', () => {
  let clientId: string;
  let apiKey: string;
  let activity: { id: number };
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    activity = await newActivity(clientId, { num_points: 10 });
  });

  it('credits the good rows of a CSV file, answers every bad row by its line with its reason, and a rerun of the file changes nothing', async () => {
    const alice = await newMember(apiKey);
    const bob = await newMember(apiKey, { email_address: `${unique('bob')}@example.com` });
    const run = unique('run');
    const csv = [
      'user_id,id_type,activity_id,num_points,notes,external_id',
      `${alice.id},,${activity.id},25,"first, with a comma",${run}-1`,
      `${bob.email_address},email,${activity.id},,"a note
over two lines",${run}-2`,
      `999999999,,${activity.id},5,,${run}-3`,
      `${alice.id},,${activity.id},lots,,${run}-4`,
      '',
      `${alice.id},,${activity.id},7,,`,
      `${alice.id},,987654321,7,,${run}-6`,
      `${bob.id},,${activity.id},3,,${run}-7`,
    ].join('\r\n');

    const done = await importFile(clientId, 'activity_credits', 'csv', csv);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 7, rows_done: 3, rows_failed: 4, rows_skipped: 0, failure: null });
    expect(done.started_at).toEqual(expect.any(Number));
    expect(done.finished_at).toEqual(expect.any(Number));
    expect(await errorLines(clientId, done.import_id)).toEqual([
      { line: 5, field: 'user_id', code: 'not_found', message: 'user does not exist' },
      { line: 6, field: 'num_points', code: 'invalid_value', message: expect.stringContaining('num_points') },
      { line: 8, field: 'external_id', code: 'missing_value', message: 'external_id: is required' },
      { line: 9, field: null, code: 'refused', message: 'activity does not exist' },
    ]);
    expect(await storedMember(clientId, alice.id)).toMatchObject({ redeemable_points: 25, total_points: 25 });
    expect(await storedMember(clientId, bob.id)).toMatchObject({ redeemable_points: 13, total_points: 13 });
    await expectLedgerHolds(clientId, alice.id);
    await expectLedgerHolds(clientId, bob.id);

    const again = await importFile(clientId, 'activity_credits', 'csv', csv);

    expect(again).toMatchObject({ status: 'completed_with_errors', rows_total: 7, rows_done: 0, rows_failed: 4, rows_skipped: 3 });
    expect(await storedMember(clientId, alice.id)).toMatchObject({ redeemable_points: 25 });
    expect(await storedMember(clientId, bob.id)).toMatchObject({ redeemable_points: 13 });
  });

  it('takes NDJSON, where an unparseable line among good ones is an error line and the rest go on', async () => {
    const member = await newMember(apiKey);
    const run = unique('nd');
    const ndjson = [
      JSON.stringify({ user_id: member.id, activity_id: activity.id, num_points: 4, external_id: `${run}-1` }),
      '{"user_id": oops',
      '',
      JSON.stringify({ user_id: String(member.id), activity_id: String(activity.id), external_id: `${run}-2`, notes: 'typed as text' }),
      JSON.stringify([1, 2]),
      JSON.stringify({ user_id: member.id, activity_id: activity.id, external_id: `${run}-3`, colour: 'red' }),
    ].join('\n');

    const done = await importFile(clientId, 'activity_credits', 'ndjson', ndjson);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 5, rows_done: 2, rows_failed: 3 });
    expect((await errorLines(clientId, done.import_id)).map(({ line, code }) => ({ line, code }))).toEqual([
      { line: 2, code: 'parse_error' },
      { line: 5, code: 'parse_error' },
      { line: 6, code: 'invalid_value' },
    ]);
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 14 });
  });

  it("refuses a credit over the activity's cap by its line, and refuses it again on a rerun rather than skipping it", async () => {
    const capped = await newActivity(clientId, { num_points: 10, freq_cap: 1, freq_period_id: 2 });
    const member = await newMember(apiKey);
    const run = unique('cap');
    const csv = `user_id,activity_id,external_id\n${member.id},${capped.id},${run}-1\n${member.id},${capped.id},${run}-2\n`;

    const first = await importFile(clientId, 'activity_credits', 'csv', csv);
    const again = await importFile(clientId, 'activity_credits', 'csv', csv);

    expect(first).toMatchObject({ rows_done: 1, rows_failed: 1, rows_skipped: 0 });
    expect(again).toMatchObject({ status: 'completed_with_errors', rows_done: 0, rows_failed: 1, rows_skipped: 1 });
    expect(await errorLines(clientId, again.import_id)).toEqual([{ line: 3, field: null, code: 'refused', message: "the activity's frequency cap is reached" }]);
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 10 });
  });

  it('fails a file with a row over 1 MB (an unclosed quote, a runaway line) before writing anything, instead of holding it in memory', async () => {
    const member = await newMember(apiKey);
    const runaway = 'x'.repeat(1_100_000);

    const unclosed = await importFile(clientId, 'activity_credits', 'csv', `user_id,activity_id,external_id\n${member.id},${activity.id},"${runaway}\n${member.id},${activity.id},b\n`);
    const longLine = await importFile(clientId, 'activity_credits', 'ndjson', `${JSON.stringify({ user_id: member.id, activity_id: activity.id, external_id: 'a' })}\n{"notes":"${runaway}"}\n`);

    expect(unclosed).toMatchObject({ status: 'failed', rows_done: 0, failure: 'the row from line 2 is over 1 MB (an unclosed quote?)' });
    expect(longLine).toMatchObject({ status: 'failed', rows_done: 0, failure: 'line 2 is over 1 MB' });
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 0 });
  });

  it('fails a CSV file without a required column, or a file that is not CSV at all, before writing anything', async () => {
    const member = await newMember(apiKey);

    const missing = await importFile(clientId, 'activity_credits', 'csv', `user_id,activity_id\n${member.id},${activity.id}\n`);
    const notCsv = await importFile(clientId, 'activity_credits', 'csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    const notNdjson = await importFile(clientId, 'activity_credits', 'ndjson', 'user_id,activity_id\n1,2\n');
    const unknownColumn = await importFile(clientId, 'activity_credits', 'csv', `user_id,activity_id,external_id,points\n${member.id},${activity.id},x,3\n`);

    expect(missing).toMatchObject({ status: 'failed', rows_done: 0, failure: 'missing required column for activity_credits: external_id' });
    expect(notCsv).toMatchObject({ status: 'failed', rows_done: 0, failure: expect.stringMatching(/unknown column|not a CSV file/) });
    expect(notNdjson).toMatchObject({ status: 'failed', failure: 'not an NDJSON file: its first line is not a JSON object' });
    expect(unknownColumn).toMatchObject({ status: 'failed', failure: 'unknown column for activity_credits: points' });
    expect(await storedMember(clientId, member.id)).toMatchObject({ redeemable_points: 0 });
  });

  it('runs a file of several chunks; a chunk run twice (a retried worker) credits and counts once; cancel stops the chunks not yet started', async () => {
    const CHUNK_ROWS = config().importChunkRows;
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(apiKey)));
    const run = unique('big');
    const rows = CHUNK_ROWS * 2 + 10;
    const csv = ['user_id,activity_id,num_points,external_id', ...Array.from({ length: rows }, (_unused, index) => `${members[index % 20].id},${activity.id},1,${run}-${index}`)].join('\n');
    const pointsOf = async () => (await Promise.all(members.map((member) => storedMember(clientId, member.id)))).reduce((sum, member) => sum + (member?.redeemable_points ?? 0), 0);
    const created = await importsCall('POST', clientId, '', { body: { kind: 'activity_credits', format: 'csv' } });
    const importId = created.body.import_id as string;
    const sent = await upload(created.body.upload.url, csv);
    expect(sent.status).toBe(200);
    // The upload started the whole pipeline; this test drives the steps itself instead.
    await sent.pipeline;
    const counted = await importsCall('GET', clientId, `/${importId}`);
    expect(counted.body).toMatchObject({ status: 'completed', rows_total: rows, rows_done: rows });
    const manifest = JSON.parse((await buffer(await fileStore().read(importManifestKey(clientId, importId)))).toString()) as Array<{ chunk: Chunk }>;
    expect(manifest.map(({ chunk }) => chunk.first_line)).toEqual([2, 2 + CHUNK_ROWS, 2 + 2 * CHUNK_ROWS]);

    const rerun = await runImportChunk(clientId, importId, manifest[0]!.chunk);

    // The import has finished: a late worker does nothing.
    expect(rerun).toMatchObject({ idle: true, done: 0 });
    expect(await pointsOf()).toBe(rows);

    // A second import of other rows, driven step by step: a chunk run twice counts once, and cancel stops the rest.
    const second = await importsCall('POST', clientId, '', { body: { kind: 'activity_credits', format: 'csv' } });
    const secondId = second.body.import_id as string;
    const secondCsv = csv.replaceAll(`${run}-`, `${run}-second-`);
    const { pipeline } = await upload(second.body.upload.url, secondCsv);
    // The pipeline runs as it would; wait for it, then check the step guarantees on a fresh import.
    await pipeline;
    const third = await importsCall('POST', clientId, '', { body: { kind: 'activity_credits', format: 'csv' } });
    const thirdId = third.body.import_id as string;
    await fileStore().write(`imports/${clientId}/${thirdId}/file`, csv.replaceAll(`${run}-`, `${run}-third-`));
    const plan = await planImport(clientId, thirdId);
    expect(plan.chunks).toBe(3);
    const thirdManifest = JSON.parse((await buffer(await fileStore().read(importManifestKey(clientId, thirdId)))).toString()) as Array<{ chunk: Chunk }>;
    const first = await runImportChunk(clientId, thirdId, thirdManifest[0]!.chunk);
    const repeated = await runImportChunk(clientId, thirdId, thirdManifest[0]!.chunk);
    expect(first).toMatchObject({ done: CHUNK_ROWS, idle: false });
    // Its rows are this import's own: done again, not skipped, and counted once (idle).
    expect(repeated).toMatchObject({ done: CHUNK_ROWS, skipped: 0, idle: true });
    expect((await importsCall('GET', clientId, `/${thirdId}`)).body).toMatchObject({ status: 'running', rows_done: CHUNK_ROWS, rows_skipped: 0 });

    const cancelled = await importsCall('POST', clientId, `/${thirdId}/cancel`);
    const afterCancel = await runImportChunk(clientId, thirdId, thirdManifest[1]!.chunk);
    await finishImport(clientId, thirdId);

    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(afterCancel).toMatchObject({ idle: true, done: 0 });
    expect((await importsCall('GET', clientId, `/${thirdId}`)).body).toMatchObject({ status: 'cancelled', rows_done: CHUNK_ROWS });
    expect(await pointsOf()).toBe(2 * rows + CHUNK_ROWS);
    expect(await importsCall('POST', clientId, `/${secondId}/cancel`)).toMatchObject({ status: 409, body: { error: 'conflict' } });
    for (const member of members) await expectLedgerHolds(clientId, member.id);
  }, 300_000);
});

describe('imports of purchases', () => {
  it('records purchases from CSV with the purchase route’s rules and points, keyed by receipt_id: a refused row is an error line and a rerun changes nothing', async () => {
    const { clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 2 });
    const buyer = await newMember(apiKey, { email_address: `${unique('buyer')}@example.com` });
    const run = unique('rcpt');
    const csv = [
      'receipt_id,user_id,id_type,total,items,date_purchase',
      `${run}-1,${buyer.id},,12.50,"[{""id"":""sku-1"",""quantity"":2,""price"":6.25}]",`,
      `${run}-2,${buyer.email_address},email,5,,`,
      `${run}-3,,,40,,`,
      `${run}-4,${buyer.id},,-3,,`,
      `${run}-5,424242424242,,10,,`,
      `${run}-1,${buyer.id},,99,,`,
    ].join('\n');

    const done = await importFile(clientId, 'purchases', 'csv', csv);
    const again = await importFile(clientId, 'purchases', 'csv', csv);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 6, rows_done: 3, rows_failed: 3 });
    expect(await errorLines(clientId, done.import_id)).toEqual([
      { line: 5, field: 'total', code: 'invalid_value', message: expect.stringContaining('total') },
      { line: 6, field: null, code: 'refused', message: 'user does not exist' },
      { line: 7, field: 'receipt_id', code: 'invalid_value', message: 'receipt_id: also on line 2 of this file, which was written' },
    ]);
    // 12.50 and 5 at 2 points a unit (25 + 10); the purchase without a member earns nobody anything.
    expect(await storedMember(clientId, buyer.id)).toMatchObject({ redeemable_points: 35, total_points: 35 });
    // On a rerun every receipt of the file was written by the first import: all skipped, the refused rows refused again.
    expect(again).toMatchObject({ rows_done: 0, rows_skipped: 4, rows_failed: 2 });
    expect(await storedMember(clientId, buyer.id)).toMatchObject({ redeemable_points: 35 });
    const detail = await call('GET', `/v2/purchases/${run}-1`, { query: { api_key: apiKey } });
    expect(detail).toMatchObject({ status: 200, body: { receipt_id: `${run}-1` } });
    await expectLedgerHolds(clientId, buyer.id);
  });
  it('records purchases from NDJSON, items as an array, with an unparseable line and a purchase for nobody as error lines', async () => {
    const { clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1 });
    const buyer = await newMember(apiKey);
    const run = unique('ndr');
    const ndjson = [
      JSON.stringify({ receipt_id: `${run}-1`, user_id: buyer.id, total: '20', items: [{ id: 'sku-9', quantity: 1, price: 20 }] }),
      '{"receipt_id": ',
      JSON.stringify({ receipt_id: `${run}-3`, user_id: 424242424242, total: '5' }),
      JSON.stringify({ receipt_id: `${run}-4`, user_id: String(buyer.id), total: '7' }),
    ].join('\n');

    const done = await importFile(clientId, 'purchases', 'ndjson', ndjson);
    const again = await importFile(clientId, 'purchases', 'ndjson', ndjson);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 4, rows_done: 2, rows_failed: 2 });
    expect((await errorLines(clientId, done.import_id)).map(({ line, code }) => ({ line, code }))).toEqual([
      { line: 2, code: 'parse_error' },
      { line: 3, code: 'refused' },
    ]);
    expect(again).toMatchObject({ rows_done: 0, rows_skipped: 2, rows_failed: 2 });
    expect(await storedMember(clientId, buyer.id)).toMatchObject({ redeemable_points: 27, total_points: 27 });
    await expectLedgerHolds(clientId, buyer.id);
  });
});

describe('imports of reward codes', () => {
  it('adds codes from NDJSON, a code already in the pool skipped and a row without reward_id an error line', async () => {
    const { clientId } = await newClient();
    const { reward } = await createCodeReward(clientId, 0);
    const codes = Array.from({ length: 3 }, () => unique('ND-'));
    const ndjson = [...codes.map((code) => JSON.stringify({ reward_id: reward.id, code })), JSON.stringify({ code: unique('ND-') })].join('\n');

    const done = await importFile(clientId, 'reward_codes', 'ndjson', ndjson);
    const again = await importFile(clientId, 'reward_codes', 'ndjson', ndjson);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 4, rows_done: 3, rows_failed: 1 });
    expect(await errorLines(clientId, done.import_id)).toEqual([{ line: 4, field: 'reward_id', code: 'missing_value', message: 'reward_id: is required' }]);
    expect(again).toMatchObject({ rows_done: 0, rows_skipped: 3, rows_failed: 1 });
    const stored = await call('GET', `/admin/v1/clients/${clientId}/rewards/${reward.id}`, { headers: ADMIN_HEADERS });
    expect(stored.body).toMatchObject({ total_coupons: 3, remaining_coupons: 3 });
  });


  it('adds a code reward’s codes from CSV, refuses a code repeated in the file by its line, and adds nothing on a rerun', async () => {
    const { clientId } = await newClient();
    const { reward } = await createCodeReward(clientId, 0);
    const codes = Array.from({ length: 5 }, () => unique('IMP-'));
    const csv = ['reward_id,code', ...codes.map((code) => `${reward.id},${code}`), `${reward.id},${codes[1]}`, `424242,${unique('X-')}`, `${reward.id},`].join('\n');

    const done = await importFile(clientId, 'reward_codes', 'csv', csv);
    const again = await importFile(clientId, 'reward_codes', 'csv', csv);

    expect(done).toMatchObject({ status: 'completed_with_errors', rows_total: 8, rows_done: 5, rows_failed: 3 });
    expect((await errorLines(clientId, done.import_id)).map(({ line, code, field }) => ({ line, code, field }))).toEqual([
      { line: 7, code: 'invalid_value', field: 'code' },
      { line: 8, code: 'not_found', field: null },
      { line: 9, code: 'missing_value', field: 'code' },
    ]);
    expect(again).toMatchObject({ rows_done: 0, rows_skipped: 5, rows_failed: 3 });
    const stored = await call('GET', `/admin/v1/clients/${clientId}/rewards/${reward.id}`, { headers: ADMIN_HEADERS });
    expect(stored.body).toMatchObject({ total_coupons: 5, remaining_coupons: 5 });
  });

  it('adds every code of a file of several chunks written at once, a code repeated in another chunk once', async () => {
    const { clientId } = await newClient();
    const { reward } = await createCodeReward(clientId, 0);
    const codes = Array.from({ length: 150 }, () => unique('MANY-'));
    // The first code again at the end: it falls in another chunk (40 rows a chunk in these tests).
    const csv = ['reward_id,code', ...codes.map((code) => `${reward.id},${code}`), `${reward.id},${codes[0]}`].join('\n');

    const done = await importFile(clientId, 'reward_codes', 'csv', csv);

    expect(done).toMatchObject({ status: 'completed', rows_total: 151, rows_done: 150, rows_skipped: 1, rows_failed: 0 });
    const stored = await call('GET', `/admin/v1/clients/${clientId}/rewards/${reward.id}`, { headers: ADMIN_HEADERS });
    expect(stored.body).toMatchObject({ total_coupons: 150, remaining_coupons: 150 });
  });
});

describe('the import routes', () => {
  it('lists a client’s imports newest first a page at a time, and answers unknown or malformed import ids as such', async () => {
    const { clientId } = await newClient();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push((await importsCall('POST', clientId, '', { body: { kind: 'reward_codes', format: 'ndjson' } })).body.import_id);

    const first = await importsCall('GET', clientId, '', { query: { limit: '2' } });
    const second = await importsCall('GET', clientId, '', { query: { limit: '2', cursor: first.body.next_cursor } });

    expect(first.body.imports.map((entry: { import_id: string }) => entry.import_id)).toEqual([ids[2], ids[1]]);
    expect(second.body).toMatchObject({ imports: [{ import_id: ids[0], status: 'awaiting_upload', rows_total: null }], next_cursor: null });
    const { clientId: otherClient } = await newClient();
    expect(await importsCall('GET', otherClient, `/${ids[0]}`)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await importsCall('GET', clientId, '/imp_nope')).toMatchObject({ status: 400 });
    expect(await importsCall('POST', clientId, '', { body: { kind: 'members_and_more', format: 'csv' } })).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });

  it('refuses an upload to a URL whose signature does not match, and a cancelled import never runs its file', async () => {
    const { clientId } = await newClient();
    const created = await importsCall('POST', clientId, '', { body: { kind: 'reward_codes', format: 'csv' } });
    const forged = created.body.upload.url.replace(/signature=[^&]+/, 'signature=forged');

    expect((await upload(forged, 'reward_id,code\n1,A\n')).status).toBe(403);
    expect((await importsCall('POST', clientId, `/${created.body.import_id}/cancel`)).body.status).toBe('cancelled');
    const late = await upload(created.body.upload.url, 'reward_id,code\n1,A\n');
    await late.pipeline;
    expect((await importsCall('GET', clientId, `/${created.body.import_id}`)).body).toMatchObject({ status: 'cancelled', rows_total: null, rows_done: 0 });
    // The file is created once: a second PUT would change the bytes its chunks read.
    expect(created.body.upload.headers).toEqual({ 'if-none-match': '*' });
    expect((await upload(created.body.upload.url, 'reward_id,code\n2,B\n')).status).toBe(412);
  });
});
