import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as expirePointsHandler } from '../../../functions/jobs/expire-points.js';
import { startStreamConsumer, type LocalStreamConsumer } from '../../../local/stream-consumer.js';
import { documentClient, tableName } from '../../../shared/data/client.js';
import { memberPartitionKey } from '../../../shared/member-store/keys.js';
import { advanceClock, nowSeconds, resetClock } from '../../../shared/support/clock.js';
import { monthIndex, monthStart } from '../../../shared/support/periods.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../../local/walks/api.js';
import { asScheduledJob, clockTo } from '../../helpers/jobs.js';
import { creditPoints } from '../../../local/walks/points.js';
import { WebhookReceiver } from '../../helpers/webhook-receiver.js';

const HOUR = 3_600;
const DAY = 86_400;
const expireJob = asScheduledJob('ExpirePoints', expirePointsHandler);
/**
 * Due dates beyond any other suite's clock: suites sharing the table run the expiry job up to about
 * four months ahead (expiry-months, the IAM replay two), and such a run expires every member due by then.
 */
const INACTIVITY_MONTHS = 8;

const runJob = () => expireJob({}, { getRemainingTimeInMillis: () => 60_000 });
const admin = (method: string, path: string, body?: unknown) => call(method, `/admin/v1/clients/${path}`, { headers: ADMIN_HEADERS, body });



/** Every points.expiring delivery the receiver answered, repeats included: a notice sent twice shows twice. */
const notices = (receiver: WebhookReceiver) => receiver.received.filter((event) => event.type === 'points.expiring');

/** The points.expiring events in the member's outbox: what the dispatcher delivers, each once. */
async function outboxNotices(clientId: string, memberId: number) {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :outbox)',
      ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, memberId), ':outbox': 'OUTBOX#' },
    }),
  );
  return (Items ?? []).map((item) => item.event).filter((event) => event.type === 'points.expiring');
}

describe('points.expiring: members told N days before their points expire (client setting expiry_notice_days)', () => {
  let consumer: LocalStreamConsumer;
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    consumer = await startStreamConsumer(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
  });
  afterAll(async () => {
    await consumer.stop();
    await Promise.all(receivers.map((receiver) => receiver.stop()));
  });
  afterEach(() => resetClock());

  /**
   * Reads the stream until it is drained (what the event source mapping does in AWS) and, when
   * `arrived` is given, until it holds: other suites' records share the stream and may come first.
   */
  async function dispatch(arrived: () => boolean = () => true) {
    for (let read = 0; read < 400; read++) if ((await consumer.readOnce()) === 0 && read > 0 && arrived()) return;
  }

  async function program(settings: Record<string, unknown>) {
    const { clientId, apiKey } = await newClient(settings);
    const receiver = new WebhookReceiver();
    await receiver.start();
    receivers.push(receiver);
    const created = await admin('POST', `${clientId}/webhooks`, { url: receiver.url, events: ['points.expiring'] });
    expect(created.status).toBe(201);
    receiver.secrets = [created.body.secret];
    const dueDate = async (memberId: number): Promise<number> => {
      const shown = await call('GET', `/v2/users/${memberId}/points_expiration`, { query: { api_key: apiKey } });
      return shown.body.expirations[0].date_expires;
    };
    return { clientId, apiKey, receiver, dueDate };
  }

  it('[Points Expiration] tells each member once per due date, N days ahead, when the job runs twice and when two runs overlap', async () => {
    const { clientId, apiKey, receiver, dueDate } = await program({ expiry_policy: { type: 'inactivity', months: INACTIVITY_MONTHS }, expiry_notice_days: 7 });
    const [ada, bea, cy] = [await newMember(apiKey), await newMember(apiKey), await newMember(apiKey)];
    const others = await Promise.all(Array.from({ length: 6 }, () => newMember(apiKey)));
    await creditPoints(clientId, ada.id, 100);
    await creditPoints(clientId, bea.id, 60);
    for (const other of others) await creditPoints(clientId, other.id, 10);
    advanceClock(3 * DAY);
    await creditPoints(clientId, cy.id, 30);
    const [adaDue, beaDue, cyDue] = [await dueDate(ada.id), await dueDate(bea.id), await dueDate(cy.id)];
    clockTo(adaDue - 7 * DAY + HOUR);

    const overlapping = await Promise.all([runJob(), runJob(), runJob()]);
    const again = await runJob();
    await dispatch();

    // Ada and Bea fall due within 7 days; Cy not for another 3.
    expect(overlapping.reduce((sum, run) => sum + run.noticesSent, 0)).toBeGreaterThanOrEqual(2);
    expect(again.failedMembers).toBe(0);
    expect(await outboxNotices(clientId, ada.id)).toEqual([
      {
        id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
        type: 'points.expiring',
        created_at: expect.any(Number),
        client_id: clientId,
        member_id: ada.id,
        data: { user_id: ada.id, points: 100, date_expires: adaDue, redeemable_points: 100 },
      },
    ]);
    expect(await outboxNotices(clientId, bea.id)).toHaveLength(1);
    expect(await outboxNotices(clientId, cy.id)).toEqual([]);
    for (const other of others) expect(await outboxNotices(clientId, other.id)).toHaveLength(1);
    expect(notices(receiver).filter((event) => [ada.id, bea.id].includes(event.data.user_id)).map((event) => [event.data.user_id, event.data.date_expires]).sort()).toEqual(
      [
        [ada.id, adaDue],
        [bea.id, beaDue],
      ].sort(),
    );
    expect(notices(receiver)).toHaveLength(8);
    expect(notices(receiver)[0]).toEqual({ id: expect.any(String), type: 'points.expiring', created_at: expect.any(Number), client_id: clientId, data: expect.any(Object) });

    clockTo(cyDue - 7 * DAY + HOUR);
    await Promise.all([runJob(), runJob(), runJob()]);
    await dispatch(() => notices(receiver).length >= 9);

    expect(notices(receiver).map((event) => event.data)).toEqual(
      expect.arrayContaining([{ user_id: cy.id, points: 30, date_expires: cyDue, redeemable_points: 30 }]),
    );
    expect(notices(receiver)).toHaveLength(9);
  });

  it('[Points Expiration] a marker that leaves its due date and comes back sends no second notice for it; a new due date gets its own', async () => {
    const first = monthIndex(nowSeconds());
    // A fixed date INACTIVITY_MONTHS on: every member's points fall due on it.
    const fixedDate = monthStart(first + INACTIVITY_MONTHS);
    const fixed = await program({ expiry_policy: { type: 'fixed', month: ((first + INACTIVITY_MONTHS) % 12) + 1 }, expiry_notice_days: 10 });
    const member = await newMember(fixed.apiKey);
    await creditPoints(fixed.clientId, member.id, 80);
    const inactive = await program({ expiry_policy: { type: 'inactivity', months: INACTIVITY_MONTHS }, expiry_notice_days: 10 });
    const mover = await newMember(inactive.apiKey);
    await creditPoints(inactive.clientId, mover.id, 40);
    const firstDue = await inactive.dueDate(mover.id);

    // Fixed (the earlier date: a month's start, at most the inactivity date): told once; then the member spends everything (the marker goes) and earns again (the marker is
    // back on the same date), and the setting set again restarts the client's window over that date.
    clockTo(fixedDate - 10 * DAY + HOUR);
    await runJob();
    await creditPoints(fixed.clientId, member.id, -80);
    await creditPoints(fixed.clientId, member.id, 15);
    expect(await fixed.dueDate(member.id)).toBe(fixedDate);
    expect((await admin('PATCH', `${fixed.clientId}/settings`, { expiry_notice_days: null })).status).toBe(200);
    expect((await admin('PATCH', `${fixed.clientId}/settings`, { expiry_notice_days: 10 })).status).toBe(200);
    const rerun = await runJob();
    // Inactivity: told of the first date, then an earning moves the date on, and it is told again.
    clockTo(firstDue - 10 * DAY + HOUR);
    await runJob();
    await creditPoints(inactive.clientId, mover.id, 5);
    const secondDue = await inactive.dueDate(mover.id);
    clockTo(secondDue - 10 * DAY + HOUR);
    await runJob();
    await dispatch();

    expect(rerun.noticesAlreadySent).toBeGreaterThanOrEqual(1);
    expect((await outboxNotices(fixed.clientId, member.id)).map((event) => event.data)).toEqual([{ user_id: member.id, points: 80, date_expires: fixedDate, redeemable_points: 80 }]);
    expect(notices(fixed.receiver)).toHaveLength(1);
    expect(notices(inactive.receiver).map((event) => event.data)).toEqual([
      { user_id: mover.id, points: 40, date_expires: firstDue, redeemable_points: 40 },
      { user_id: mover.id, points: 45, date_expires: secondDue, redeemable_points: 45 },
    ]);
  });

  it('[Points Expiration] sends nothing while the setting is off, or once it is turned off', async () => {
    const never = await program({ expiry_policy: { type: 'inactivity', months: INACTIVITY_MONTHS } });
    const turnedOff = await program({ expiry_policy: { type: 'inactivity', months: INACTIVITY_MONTHS }, expiry_notice_days: 5 });
    const [quiet, silenced] = [await newMember(never.apiKey), await newMember(turnedOff.apiKey)];
    await creditPoints(never.clientId, quiet.id, 20);
    await creditPoints(turnedOff.clientId, silenced.id, 20);
    expect((await admin('PATCH', `${turnedOff.clientId}/settings`, { expiry_notice_days: null })).status).toBe(200);
    const due = await never.dueDate(quiet.id);
    clockTo(due - 5 * DAY + HOUR);

    await runJob();
    clockTo(due - 2 * DAY);
    await runJob();
    await dispatch();

    expect(await outboxNotices(never.clientId, quiet.id)).toEqual([]);
    expect(await outboxNotices(turnedOff.clientId, silenced.id)).toEqual([]);
    expect([...notices(never.receiver), ...notices(turnedOff.receiver)]).toEqual([]);
  });

  it('[Points Expiration] expiry_notice_days is a whole number of days from 1 to 90, or null, by PUT and PATCH', async () => {
    const { clientId } = await newClient();
    const settings = async () => (await admin('GET', `${clientId}/settings`)).body;
    expect((await settings()).expiry_notice_days).toBeNull();

    const refused = await Promise.all(
      [0, 91, 2.5, '7', -1, true].map(async (days) => [
        await admin('PATCH', `${clientId}/settings`, { expiry_notice_days: days }),
        await admin('PUT', `${clientId}/settings`, { expiry_notice_days: days }),
      ]),
    );
    const patched = await admin('PATCH', `${clientId}/settings`, { expiry_notice_days: 90 });
    const put = await admin('PUT', `${clientId}/settings`, { expiry_policy: { type: 'rolling', months: 6 }, expiry_notice_days: 1 });
    const afterPut = await settings();
    const cleared = await admin('PATCH', `${clientId}/settings`, { expiry_notice_days: null });
    const replaced = await admin('PATCH', `${clientId}/settings`, { expiry_notice_days: 14 });
    const putWithout = await admin('PUT', `${clientId}/settings`, {});

    for (const answer of refused.flat()) {
      expect(answer).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^expiry_notice_days: /) } });
    }
    expect(patched).toMatchObject({ status: 200, body: { expiry_notice_days: 90 } });
    expect(put).toMatchObject({ status: 200, body: { expiry_notice_days: 1 } });
    expect(afterPut).toMatchObject({ expiry_policy: { type: 'rolling', months: 6 }, expiry_notice_days: 1 });
    expect(cleared).toMatchObject({ status: 200, body: { expiry_notice_days: null } });
    expect(replaced).toMatchObject({ status: 200, body: { expiry_notice_days: 14 } });
    expect(putWithout).toMatchObject({ status: 200, body: { expiry_notice_days: null } });
  });
});
