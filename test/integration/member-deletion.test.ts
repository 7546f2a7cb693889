import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { eventRecordKey } from '../../shared/custom-events/keys.js';
import { handler as eraseMembersHandler } from '../../functions/jobs/erase-members.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { ledgerEntryKey } from '../../shared/points/keys.js';
import { ERASE_STEP_ITEMS, getDeletion, memberPartitionPage } from '../../shared/members/deletion-repository.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../../shared/config.js';
import { RECEIPT_JPEG_BASE64 } from '../../walk-kit/receipt-image.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { expectLedgerHolds, storedMember } from '../helpers/ledger.js';
import { creditPoints, newActivity } from '../../local/walks/points.js';
import { createReward, redeem } from '../../local/walks/rewards.js';

const eraseJob = asScheduledJob('EraseMembers', eraseMembersHandler);
/** A member whose partition takes many erasure steps (ERASE_STEP_ITEMS each) and more than one short run. */
const BUSY_ENTRIES = 4_000;
const runJob = (remainingMs = 60_000) => eraseJob({}, { getRemainingTimeInMillis: () => remainingMs });
/** Runs the erasure until the member's deletion completes (other suites' deletions may share the runs). */
async function eraseUntilCompleted(clientId: string, memberId: number) {
  for (let run = 0; run < 50; run++) {
    await runJob();
    if ((await getDeletion(clientId, memberId, true))?.status === 'Completed') return;
  }
  throw new Error('the deletion did not complete');
}

/** The hosted sample's date form: 2022-05-20T10:15:14.511+00:00. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

describe('members who leave (DELETE /v2/users/{user_id}, GET /v2/users/delete/{user_id})', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  const q = (extra: Record<string, string> = {}) => ({ query: { api_key: apiKey, ...extra } });
  const status = (id: number | string) => call('GET', `/v2/users/delete/${id}`, q());

  it('releases every identifier at once, answers the member as unknown from then on, and erases the rest by the job', async () => {
    const email = `${unique('leave')}@example.com`;
    const identifiers = { email_address: email, username: unique('user'), third_party_id: unique('tp'), mobile_phone_number: `+1555${Date.now() % 10_000_000}`.padEnd(12, '7') };
    const member = await newMember(apiKey, { ...identifiers, first_name: 'Leaving', last_name: 'Member' });
    const stayer = await newMember(apiKey);
    const activity = await newActivity(clientId, { num_points: 40 });
    await call('POST', `/v2/users/${member.id}/activities`, { ...q(), body: { activity_id: activity.id, extra_data: { note: 'personal detail' } } });
    await creditPoints(clientId, stayer.id, 10);
    const streamBefore = (await call('GET', '/v2/stream', q({ n: '15' }))).body;
    const rankBefore = (await call('GET', `/v2/users/${stayer.id}/rank`, q())).body;
    expect(JSON.stringify(streamBefore)).toContain('Leaving');

    const res = await call('DELETE', `/v2/users/${encodeURIComponent(email)}`, q({ id_type: 'email' }));

    expect(res).toMatchObject({ status: 200, body: { user_id: member.id, status: 'Queued' } });
    const initiated = await status(member.id);
    expect(initiated).toMatchObject({ status: 200, body: { user_id: member.id, status: 'Deletion_initiated', initiated_by: 'API' } });
    expect(initiated.body.status_history).toEqual([{ status: 'Deletion_initiated', date: expect.stringMatching(ISO_WITH_OFFSET) }]);
    for (const [idType, value] of [['id', String(member.id)], ['email', email], ['username', identifiers.username], ['third_party_id', identifiers.third_party_id]]) {
      const read = await call('GET', `/v2/users/${encodeURIComponent(value!)}`, q({ id_type: idType! }));
      expect({ idType, status: read.status, error: read.body.error }).toEqual({ idType, status: 400, error: 'page_not_found' });
    }
    expect((await call('POST', `/v2/users/${member.id}/activities`, { ...q(), body: { activity_id: activity.id } })).body.error).toBe('page_not_found');
    expect((await call('DELETE', `/v2/users/${member.id}`, q())).status).toBe(404);
    // Ranks no longer count the member: the stayer moved up and registrations went down by one.
    const rankAfter = (await call('GET', `/v2/users/${stayer.id}/rank`, q())).body;
    expect(Number(rankAfter.total_registrations)).toBe(Number(rankBefore.total_registrations) - 1);
    // Every identifier is free again.
    const again = await newMember(apiKey, identifiers);
    expect(again).toMatchObject({ email_address: email, username: identifiers.username });

    await eraseUntilCompleted(clientId, member.id);

    const done = await status(member.id);
    expect(done.body).toMatchObject({
      status: 'Deletion_completed',
      status_history: [{ status: 'Deletion_initiated' }, { status: 'Deletion_in_progress' }, { status: 'Deletion_completed' }],
    });
    const dates = done.body.status_history.map((entry: { date: string }) => entry.date);
    expect(dates.every((date: string) => ISO_WITH_OFFSET.test(date))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(JSON.stringify((await call('GET', '/v2/stream', q({ n: '15' }))).body)).not.toContain('Leaving');
    const remains = await storedMember(clientId, member.id);
    expect(remains).toMatchObject({ id: member.id, total_points: 40, redeemable_points: 40 });
    expect(Object.keys(remains!).filter((field) => /name|email|phone|username|third_party|birth|address/.test(field))).toEqual([]);
    const ledger = await queryLedger(clientId, member.id);
    expect(ledger.map((entry) => ({ points: entry.num_points, extra: entry.extra_data ?? null, notes: entry.notes ?? null }))).toEqual([{ points: 40, extra: null, notes: null }]);
    await expectLedgerHolds(clientId, member.id);
  });

  it("erases the member's tokens (their signing keys), its sign-out and its sign-in counts", async () => {
    const member = await newMember(apiKey, { password: 'correct horse battery' });
    await call('POST', `/v2/users/${member.id}/tokens`, q());
    await call('DELETE', `/v2/users/${member.id}/tokens`, q());
    await call('POST', '/v2/users/sign_in', { body: { client_id: clientId, user_id: member.id, password: 'not it' }, sourceIp: '192.0.2.44' });
    const kinds = async () => (await memberPartitionPage(clientId, member.id, undefined, 100)).items.map((item) => String(item.type)).sort();
    expect(await kinds()).toEqual(expect.arrayContaining(['member_sign_out', 'member_token', 'sign_in_failures']));

    expect((await call('DELETE', `/v2/users/${member.id}`, q())).status).toBe(200);
    await eraseUntilCompleted(clientId, member.id);

    expect((await kinds()).filter((kind) => ['member_sign_out', 'member_token', 'sign_in_failures'].includes(kind))).toEqual([]);
  });

  it("erases the member's custom events (their attributes are its data) and its birthday", async () => {
    const types = await call('POST', `/admin/v1/clients/${clientId}/event_types`, {
      headers: ADMIN_HEADERS,
      body: { name: unique('visited_').replaceAll('-', '_'), title: 'Visited', attributes: [{ key: 'place', type: 'string', required: true }] },
    });
    expect(types.status).toBe(201);
    const member = await newMember(apiKey);
    const eventId = unique('visit');
    const event = { event_id: eventId, user_id: member.id, type: types.body.name, attributes: { place: 'Home address, 1 Main St' } };
    expect((await call('POST', '/v2/events', { ...q(), body: event })).status).toBe(200);
    const record = () => documentClient.send(new GetCommand({ TableName: tableName(), Key: eventRecordKey(clientId, eventId) }));
    const kinds = async () => (await memberPartitionPage(clientId, member.id, undefined, 100)).items.map((item) => String(item.type));
    expect((await record()).Item).toMatchObject({ attributes: { place: 'Home address, 1 Main St' } });
    expect(await kinds()).toEqual(expect.arrayContaining(['member_data_ref', 'member_birthday']));

    expect((await call('DELETE', `/v2/users/${member.id}`, q())).status).toBe(200);
    await eraseUntilCompleted(clientId, member.id);

    expect((await record()).Item).toBeUndefined();
    expect((await kinds()).filter((kind) => ['member_data_ref', 'member_birthday'].includes(kind))).toEqual([]);
  });

  it("takes the member out of its segments and their counts", async () => {
    const segment = (await call('POST', `/admin/v1/clients/${clientId}/segments`, { headers: ADMIN_HEADERS, body: { name: unique('Leavers ') } })).body;
    const [leaver, stayer] = [await newMember(apiKey), await newMember(apiKey)];
    await call('POST', `/admin/v1/clients/${clientId}/segments/${segment.segment_id}/members`, { headers: ADMIN_HEADERS, body: { add: [leaver.id, stayer.id] } });
    const count = async () => (await call('GET', `/admin/v1/clients/${clientId}/segments/${segment.segment_id}`, { headers: ADMIN_HEADERS })).body.member_count;
    expect(await count()).toBe(2);

    expect((await call('DELETE', `/v2/users/${leaver.id}`, q())).status).toBe(200);
    await eraseUntilCompleted(clientId, leaver.id);

    const kinds = (await memberPartitionPage(clientId, leaver.id, undefined, 100)).items.map((item) => String(item.type));
    const listed = await call('GET', `/admin/v1/clients/${clientId}/segments/${segment.segment_id}/members`, { headers: ADMIN_HEADERS });
    expect(kinds).not.toContain('segment_membership');
    expect(await count()).toBe(1);
    expect(listed.body.members.map((member: any) => member.user_id)).toEqual([stayer.id]);
  });

  it("erases the member's receipt submissions and their images", async () => {
    const member = await newMember(apiKey);
    const submitted = await call('POST', `/v2/users/${member.id}/receipts/submit`, { ...q(), body: { image: RECEIPT_JPEG_BASE64 } });
    expect(submitted.status).toBe(200);
    const receipt = (await memberPartitionPage(clientId, member.id, undefined, 100)).items.find((item) => item.type === 'receipt');
    const fileKey = String(receipt?.file_key);
    const imageFile = join(String(config().localFilesDir), fileKey);
    expect(existsSync(imageFile)).toBe(true);

    expect((await call('DELETE', `/v2/users/${member.id}`, q())).status).toBe(200);
    await eraseUntilCompleted(clientId, member.id);

    expect((await memberPartitionPage(clientId, member.id, undefined, 100)).items.filter((item) => item.type === 'receipt')).toEqual([]);
    expect(existsSync(imageFile)).toBe(false);
  });

  it(`erases a member with ${BUSY_ENTRIES.toLocaleString('en-US')} ledger entries in bounded steps across runs, never in one request`, async () => {
    const member = await newMember(apiKey, { first_name: 'Busy' });
    const entries = Array.from({ length: BUSY_ENTRIES }, (_unused, index) => ({
      ...ledgerEntryKey(clientId, member.id, 1_700_000_000 + index, randomUUID()),
      type: 'ledger_entry',
      entry_id: randomUUID(),
      kind: 'adjustment',
      num_points: 0,
      counts_toward_total: false,
      activity_id: null,
      name: 'Seeded',
      notes: `note ${index}`,
      extra_data: { index },
      date_created: 1_700_000_000 + index,
      ending_total: 0,
      ending_redeemable: 0,
    }));
    const batches = Array.from({ length: entries.length / 25 }, (_unused, index) => entries.slice(index * 25, index * 25 + 25));
    for (let index = 0; index < batches.length; index += 16) {
      await Promise.all(
        batches.slice(index, index + 16).map((batch) => documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) } }))),
      );
    }

    const started = performance.now();
    const res = await call('DELETE', `/v2/users/${member.id}`, q());
    const requestMs = performance.now() - started;
    expect(res.body).toMatchObject({ status: 'Queued' });

    // A run with little time left takes a few steps and stops; the deletion stays queued with its cursor.
    const deadline = Date.now() + 1_000;
    const short = await eraseJob({}, { getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()) + 15_000 });
    const midway = await getDeletion(clientId, member.id, true);
    expect(short.stoppedEarly).toBe(true);
    expect(midway).toMatchObject({ status: 'Queued' });
    expect(midway!.cursor).toBeDefined();
    expect(midway!.items_erased).toBeLessThan(BUSY_ENTRIES);
    const inProgress = (await status(member.id)).body;
    expect(inProgress).toMatchObject({ status: 'Deletion_in_progress', status_history: [{ status: 'Deletion_initiated' }, { status: 'Deletion_in_progress' }] });

    await eraseUntilCompleted(clientId, member.id);
    const completed = await getDeletion(clientId, member.id, true);
    const ledger = await queryLedger(clientId, member.id);
    expect(completed!.items_erased).toBeGreaterThanOrEqual(BUSY_ENTRIES);
    expect(ledger).toHaveLength(BUSY_ENTRIES);
    expect(ledger.filter((entry) => entry.notes !== undefined || entry.extra_data !== undefined)).toHaveLength(0);
    expect(ERASE_STEP_ITEMS).toBeLessThanOrEqual(100);
    // The request did a fixed amount of work, whatever the member held.
    expect(requestMs).toBeLessThan(5_000);
  }, 120_000);

  it('never leaves points unaccounted when a deletion races credits and a redemption', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await newMember(apiKey);
      await creditPoints(clientId, member.id, 100);
      const reward = await createReward(clientId, { num_points: 60, total_quantity: 5 });
      const activity = await newActivity(clientId, { num_points: 7 });

      const [deleted, redeemed, credited, secondDelete] = await Promise.all([
        call('DELETE', `/v2/users/${member.id}`, q()),
        redeem(apiKey, member.id, { reward_id: reward.id }),
        call('POST', `/v2/users/${member.id}/activities`, { ...q(), body: { activity_id: activity.id } }),
        call('DELETE', `/v2/users/${member.id}`, q()),
      ]);

      expect([deleted.status, secondDelete.status].sort()).toEqual([200, 404]);
      expect([200, 404]).toContain(redeemed.status);
      expect([200, 400]).toContain(credited.status);
      const remains = await storedMember(clientId, member.id);
      expect(remains!.redeemable_points).toBe(100 - (redeemed.status === 200 ? 60 : 0) + (credited.status === 200 ? 7 : 0));
      await expectLedgerHolds(clientId, member.id);
    }
  });

  it('[User Delete] refuses an inactive member who still has redeemable points with 400 "Member is inactive but has redeemable points", and queues nothing', async () => {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 25);
    expect((await call('PUT', `/v2/users/${member.id}`, { ...q(), body: { is_active: 0 } })).status).toBe(200);

    const refused = await call('DELETE', `/v2/users/${member.id}`, q());

    expect(refused).toMatchObject({ status: 400, body: { error: 'input_error', message: 'Member is inactive but has redeemable points' } });
    expect(await status(member.id)).toMatchObject({ status: 404 });
    expect(await storedMember(clientId, member.id)).toMatchObject({ is_active: false, redeemable_points: 25 });
    // Once the points are removed (remove_points) the member can go.
    expect((await call('PUT', `/v2/users/${member.id}`, { ...q(), body: { is_active: 0, remove_points: true } })).status).toBe(200);
    expect(await call('DELETE', `/v2/users/${member.id}`, q())).toMatchObject({ status: 200, body: { user_id: member.id, status: 'Queued' } });
    // An active member with points may leave as before.
    const active = await newMember(apiKey);
    await creditPoints(clientId, active.id, 5);
    expect((await call('DELETE', `/v2/users/${active.id}`, q())).status).toBe(200);
  });

  it('[User Deletion Status] answers 404 for an id never queued, and a repeated DELETE under one Idempotency-Key answers the first answer', async () => {
    const member = await newMember(apiKey);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await call('DELETE', `/v2/users/${member.id}`, { ...q(), headers });
    const replay = await call('DELETE', `/v2/users/${member.id}`, { ...q(), headers });

    expect(first).toMatchObject({ status: 200, body: { user_id: member.id, status: 'Queued' } });
    expect(replay).toMatchObject({ status: 200, body: first.body });
    const other = await newMember(apiKey);
    expect(await status(other.id)).toMatchObject({ status: 404, body: { error: 'page_not_found' } });
    expect(await status('abc')).toMatchObject({ status: 400 });
    expect(await status(999_999_999)).toMatchObject({ status: 404 });
  });
});
