import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { handler as startDailyExportsHandler } from '../../functions/jobs/start-daily-exports.js';
import { config } from '../../shared/config.js';
import { dailyExportFileKey } from '../../shared/exports/keys.js';
import { finishExport, writeExportPage } from '../../shared/exports/index.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { runExport } from '../../local/export-pipeline.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { asCell, download, exportAndWait, exportedRows, exportsCall, fileRows, gunzipText } from '../../local/walks/exports.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { credit, newActivity } from '../../local/walks/points.js';
import { createCodeReward, redeem } from '../../local/walks/rewards.js';

/**
 * Bulk exports: an export's pipeline (plan, one walk per rank index shard, a page at a time, then
 * the finish that joins the parts) runs as the local server runs it when the export is accepted;
 * each kind's file, gunzipped, holds what the API answers for the same members.
 */

const FORMATS = ['csv', 'ndjson'] as const;
const DAY = 86_400;

/** Rows of one member, by user_id as the file holds it. */
const rowsOf = (rows: Array<Record<string, unknown>>, memberId: number) => rows.filter((row) => String(row.user_id) === String(memberId));

describe('exports of a program', () => {
  let clientId: string;
  let apiKey: string;
  const members: Array<{ id: number }> = [];
  let redeemer: { id: number };

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ expiry_policy: { type: 'rolling', months: 12 } }));
    const activity = await newActivity(clientId, { num_points: 40 });
    // Seven members spread over the three rank index shards, two to a page: every walk pages.
    for (let index = 0; index < 7; index++) {
      const member = await newMember(apiKey, { first_name: index === 0 ? 'Zoë, the first' : `Member ${index}` });
      members.push(member);
      for (let times = 0; times <= index % 3; times++) {
        const answer = await credit(apiKey, member.id, { activity_id: activity.id, notes: times === 0 ? 'first, with "quotes"' : `visit ${times}` });
        expect(answer.status).toBe(200);
      }
    }
    redeemer = members[2]!;
    const { reward } = await createCodeReward(clientId, 3, { num_points: 50 });
    expect((await redeem(apiKey, redeemer.id, { reward_id: reward.id })).status).toBe(200);
  });

  afterEach(() => resetClock());

  it.each(FORMATS)('exports every member as %s with the profile and balances GET /v2/users answers', async (format) => {
    const done = await exportAndWait(clientId, { kind: 'members', format });

    expect(done).toMatchObject({ kind: 'members', format, status: 'completed', rows: 7, since: null, until: null, failure: null });
    expect(done.download.expires_at).toBeGreaterThan(nowSeconds());
    const rows = await exportedRows(done);
    expect(rows).toHaveLength(7);
    for (const member of members) {
      const user = (await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).body;
      expect(rowsOf(rows, member.id)).toEqual([
        Object.fromEntries(
          [
            'email_address',
            'username',
            'first_name',
            'last_name',
            'mobile_phone_number',
            'third_party_id',
            'is_active',
            'date_created',
            'total_points',
            'redeemable_points',
            'num_points_purchased',
          ]
            .map((column) => [column, asCell(user[column], format)])
            .concat([['user_id', asCell(member.id, format)]]),
        ),
      ]);
    }
  });

  it.each(FORMATS)("exports every member's ledger as %s, entry for entry as the points history answers it", async (format) => {
    const done = await exportAndWait(clientId, { kind: 'ledger', format });

    const rows = await exportedRows(done);
    expect(done.rows).toBe(rows.length);
    for (const member of members) {
      const history = (await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: apiKey } })).body;
      const expected = [...history.activities].reverse();
      const exported = rowsOf(rows, member.id);
      expect(exported.map((row) => ({ name: row.name, num_points: row.num_points, notes: row.notes, date_created: row.date_created }))).toEqual(
        expected.map((entry: Record<string, unknown>) => ({
          name: asCell(entry.name, format),
          num_points: asCell(entry.num_points, format),
          notes: asCell(entry.notes, format),
          date_created: asCell(entry.date_created, format),
        })),
      );
      expect(Math.max(...exported.map((row) => Number(row.ending_total)))).toBe(history.total_points);
    }
  });

  it.each(FORMATS)('exports the redemptions as %s as the redemption history answers them', async (format) => {
    const done = await exportAndWait(clientId, { kind: 'redemptions', format });

    const rows = await exportedRows(done);
    const history = (await call('GET', `/v2/users/${redeemer.id}/redemption_history`, { query: { api_key: apiKey } })).body;
    expect(rows).toEqual(
      history.map((order: Record<string, unknown>) =>
        expect.objectContaining({
          user_id: asCell(redeemer.id, format),
          reward_id: asCell(Number(order.reward_id), format),
          reward_title: asCell(order.reward_title, format),
          quantity: asCell(order.quantity, format),
          total_points_redeemed: asCell(order.total_points_redeemed, format),
          ending_balance: asCell(order.ending_balance, format),
          date_created: asCell(order.date_created, format),
        }),
      ),
    );
  });

  it.each(FORMATS)("exports the points expiring as %s as each member's points expiration answers them", async (format) => {
    const done = await exportAndWait(clientId, { kind: 'points_expiration', format });

    const rows = await exportedRows(done);
    for (const member of members) {
      const expiration = (await call('GET', `/v2/users/${member.id}/points_expiration`, { query: { api_key: apiKey } })).body;
      expect(rowsOf(rows, member.id)).toEqual(
        expiration.expirations.map((expiry: { points: number; date_expires: number }) => ({
          user_id: asCell(member.id, format),
          points: asCell(expiry.points, format),
          date_expires: asCell(expiry.date_expires, format),
          expiration_date: new Date(expiry.date_expires * 1000).toISOString().slice(0, 10),
        })),
      );
    }
  });

  it('lists the client’s exports newest first, a page at a time', async () => {
    const first = await exportsCall('GET', clientId, '', { query: { limit: '2' } });

    expect(first.status).toBe(200);
    expect(first.body.exports).toHaveLength(2);
    expect(first.body.exports[0].export_id > first.body.exports[1].export_id).toBe(true);
    const second = await exportsCall('GET', clientId, '', { query: { limit: '2', cursor: first.body.next_cursor } });
    expect(second.body.exports[0].export_id < first.body.exports[1].export_id).toBe(true);
  });

  it('refuses bounds that are not dates, or that end before they start, with param_error, and an unknown kind with input_error', async () => {
    const refused = async (body: Record<string, unknown>) => (await exportsCall('POST', clientId, '', { body })).body;

    expect(await refused({ kind: 'ledger', since: 'yesterday' })).toEqual({ error: 'param_error', message: expect.stringContaining('since') });
    expect(await refused({ kind: 'ledger', until: '2026-13-45' })).toEqual({ error: 'param_error', message: expect.stringContaining('until') });
    expect(await refused({ kind: 'ledger', since: '2026-03-02', until: '2026-03-01' })).toEqual({
      error: 'param_error',
      message: 'until must not be before since',
    });
    expect(await refused({ kind: 'points', format: 'csv' })).toMatchObject({ error: 'input_error' });
    expect((await exportsCall('GET', clientId, '/exp_000000000AAAAAAAA')).status).toBe(404);
  });

  it('counts a page written twice once, and a failed fan-out fails the export with its reason and no download', async () => {
    const created = (await exportsCall('POST', clientId, '', { body: { kind: 'members', format: 'csv' } })).body;
    await runExport(clientId, created.export_id);
    const again = await writeExportPage({ client_id: clientId, export_id: created.export_id, shard: 0, page: 0, cursor: null });
    expect(again.rows).toBe(0);
    expect((await exportsCall('GET', clientId, `/${created.export_id}`)).body.rows).toBe(7);

    const failing = (await exportsCall('POST', clientId, '', { body: { kind: 'ledger' } })).body;
    expect(failing).toMatchObject({ status: 'queued', format: 'csv' });
    await finishExport(clientId, failing.export_id, 'a page failed: throttled');

    const failed = (await exportsCall('GET', clientId, `/${failing.export_id}`)).body;
    expect(failed).toMatchObject({ status: 'failed', failure: 'a page failed: throttled' });
    expect(failed.download).toBeUndefined();
  });

  it('refuses a download URL whose signature was changed, and one that has expired', async () => {
    const done = await exportAndWait(clientId, { kind: 'members', format: 'csv' });
    const url = new URL(done.download.url);
    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${url.searchParams.get('signature')?.slice(0, -2)}xx`);
    const otherFile = new URL(url.href.replace('members.csv.gz', 'ledger.csv.gz'));

    expect((await download(tampered.href)).status).toBe(403);
    expect((await download(otherFile.href)).status).toBe(403);
    expect((await download(url.href)).status).toBe(200);
    advanceClock(done.download.expires_at - nowSeconds() + 1);
    const expired = await download(url.href);
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.body.toString('utf8'))).toEqual({ error: 'forbidden', message: 'the download URL has expired' });
  });
});

describe('exports bounded by since and until', () => {
  afterEach(() => resetClock());

  it.each(FORMATS)('exports as %s only the ledger entries and members dated inside the bounds', async (format) => {
    const { clientId, apiKey } = await newClient();
    const activity = await newActivity(clientId, { num_points: 5 });
    const early = await newMember(apiKey);
    await credit(apiKey, early.id, { activity_id: activity.id, notes: 'early' });
    const earlyDay = new Date(nowSeconds() * 1000).toISOString().slice(0, 10);
    advanceClock(3 * DAY);
    const late = await newMember(apiKey);
    await credit(apiKey, late.id, { activity_id: activity.id, notes: 'late' });
    await credit(apiKey, early.id, { activity_id: activity.id, notes: 'late' });
    const lateStart = nowSeconds() - 60;

    const before = await exportAndWait(clientId, { kind: 'ledger', format, until: earlyDay });
    const after = await exportAndWait(clientId, { kind: 'ledger', format, since: lateStart });
    const joined = await exportAndWait(clientId, { kind: 'members', format, since: new Date(lateStart * 1000).toISOString() });

    expect((await exportedRows(before)).map((row) => [row.user_id, row.notes])).toEqual([[asCell(early.id, format), 'early']]);
    expect(after.since).toBe(lateStart);
    expect((await exportedRows(after)).map((row) => row.notes)).toEqual(['late', 'late']);
    expect((await exportedRows(joined)).map((row) => row.user_id)).toEqual([asCell(late.id, format)]);
  });
});

describe('exports of an empty program', () => {
  it('writes a CSV file of the header alone, and an empty NDJSON file, both valid gzip', async () => {
    const { clientId } = await newClient();

    const csv = await exportAndWait(clientId, { kind: 'redemptions', format: 'csv' });
    const ndjson = await exportAndWait(clientId, { kind: 'members', format: 'ndjson' });

    expect(csv).toMatchObject({ status: 'completed', rows: 0 });
    expect(gunzipText((await download(csv.download.url)).body)).toBe(
      'user_id,redeem_order_id,date_created,reward_id,reward_title,quantity,total_points_redeemed,ending_balance,date_fulfilled,tracking_number\r\n',
    );
    expect(fileRows((await download(ndjson.download.url)).body, 'ndjson')).toEqual([]);
    expect(gunzipText((await download(ndjson.download.url)).body)).toBe('');
  });
});

describe('daily exports', () => {
  const dailyJob = asScheduledJob('StartDailyExports', startDailyExportsHandler);
  const runJob = () => dailyJob({}, { getRemainingTimeInMillis: () => 60_000 });
  afterEach(() => resetClock());

  it('refuses a daily_exports setting naming an unknown kind or a kind twice', async () => {
    const { clientId } = await newClient();
    const patch = (daily_exports: unknown) =>
      call('PATCH', `/admin/v1/clients/${clientId}/settings`, { headers: ADMIN_HEADERS, body: { daily_exports } });

    expect((await patch({ kinds: ['points'] })).body).toMatchObject({ error: 'input_error', message: expect.stringContaining('daily_exports') });
    expect((await patch({ kinds: ['ledger', 'ledger'] })).body).toMatchObject({ error: 'input_error', message: expect.stringContaining('twice') });
    expect((await patch({ kinds: ['ledger'] })).body).toMatchObject({ daily_exports: { kinds: ['ledger'], format: 'csv' } });
  });

  it("lands the day before's files under the dated key once, however often the job runs", async () => {
    const { clientId, apiKey } = await newClient({ daily_exports: { kinds: ['members', 'ledger'], format: 'ndjson' } });
    const activity = await newActivity(clientId, { num_points: 7 });
    const member = await newMember(apiKey);
    await credit(apiKey, member.id, { activity_id: activity.id, notes: unique('daily') });
    const day = new Date(nowSeconds() * 1000).toISOString().slice(0, 10);
    advanceClock(DAY);

    const first = await runJob();
    const mine = first.started.filter((started) => started.client_id === clientId);
    await Promise.all(mine.map((started) => runExport(started.client_id, started.export_id)));
    const second = await runJob();

    expect(first.day).toBe(day);
    expect(mine).toHaveLength(2);
    expect(second.started.filter((started) => started.client_id === clientId)).toEqual([]);
    const listed = (await exportsCall('GET', clientId)).body.exports;
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'ledger', day, status: 'completed', rows: 1, since: Date.parse(`${day}T00:00:00Z`) / 1000 })]));
    for (const kind of ['members', 'ledger']) {
      const path = join(config().localFilesDir as string, dailyExportFileKey(clientId, day, kind, 'ndjson'));
      expect(existsSync(path)).toBe(true);
      expect(fileRows(readFileSync(path), 'ndjson')).toEqual([expect.objectContaining({ user_id: member.id })]);
    }
  });
});
