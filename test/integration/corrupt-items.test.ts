import { jest } from '@jest/globals';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as clearPendingPointsHandler } from '../../functions/jobs/clear-pending-points.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { memberKey } from '../../shared/member-store/keys.js';
import { pendingEntryKey } from '../../shared/purchases/keys.js';
import { reportItemsDayKey } from '../../shared/reports/keys.js';
import { reportDay, rewardCounter } from '../../shared/reports/report-counts.js';
import { queryMemberPending } from '../../shared/purchases/pending-entry-repository.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { logger } from '../../shared/support/logger.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { storedMember } from '../helpers/ledger.js';

const DAY = 86_400;
const clearPendingPointsJob = asScheduledJob('ClearPendingPoints', clearPendingPointsHandler);
/** Records the error lines while letting them through to the (silent) logger. */
const spyOnErrors = () => jest.spyOn(logger, 'error');

describe('corrupt items', () => {
  let clientId: string;
  let apiKey: string;
  let errors: ReturnType<typeof spyOnErrors>;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1, pending_points: { enabled: true, period_days: 14 } }));
  });
  beforeEach(() => {
    errors = spyOnErrors();
  });
  afterEach(() => {
    errors.mockRestore();
    resetClock();
  });

  /** The 'corrupt item' log lines written so far. */
  const corruptItemLines = () => errors.mock.calls.filter(([message]) => message === 'corrupt item').map(([, fields]) => fields);

  it('answers a member whose stored total_points is a string with a logged 500 internal_error, not the wrong value', async () => {
    const member = await newMember(apiKey);
    const key = memberKey(clientId, member.id);
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET total_points = :text', ExpressionAttributeValues: { ':text': 'lots' } }),
    );

    const res = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } });

    expect(res).toMatchObject({ status: 500, body: { error: 'internal_error', message: 'an internal error occurred' } });
    expect(JSON.stringify(res.body)).not.toContain('lots');
    expect(corruptItemLines()).toEqual([expect.objectContaining({ item_type: 'member', PK: key.PK, SK: key.SK, path: 'total_points' })]);
  });

  it('answers a member item missing its version with a 500 internal_error', async () => {
    const member = await newMember(apiKey);
    const key = memberKey(clientId, member.id);
    await documentClient.send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE version' }));

    const res = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } });

    expect(res).toMatchObject({ status: 500, body: { error: 'internal_error' } });
    expect(corruptItemLines()).toEqual([expect.objectContaining({ item_type: 'member', PK: key.PK, SK: key.SK, path: 'version' })]);
  });

  it('leaves a corrupt pending entry out of the clearing job, which still clears the entries beside it', async () => {
    const buyer = await newMember(apiKey);
    for (const total of [120, 30]) {
      const res = await call('POST', '/v2/purchases', {
        query: { api_key: apiKey },
        body: { user_id: buyer.id, receipt_id: unique('r'), total, date_purchase: nowSeconds() },
      });
      expect(res.status).toBe(200);
    }
    const [corrupt] = (await queryMemberPending(clientId, buyer.id, 'waiting', nowSeconds(), 10)).filter((entry) => entry.points === 30);
    if (!corrupt) throw new Error('the 30-point pending entry was not recorded');
    const corruptKey = pendingEntryKey(clientId, buyer.id, corrupt.clear_at, corrupt.receipt_id);
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: corruptKey, UpdateExpression: 'SET points = :text', ExpressionAttributeValues: { ':text': 'thirty' } }),
    );
    advanceClock(15 * DAY);

    try {
      await clearPendingPointsJob({}, { getRemainingTimeInMillis: () => 300_000 });

      expect(await storedMember(clientId, buyer.id)).toMatchObject({ total_points: 120, redeemable_points: 120 });
      expect(corruptItemLines()).toContainEqual(expect.objectContaining({ item_type: 'pending_points', PK: corruptKey.PK, SK: corruptKey.SK, path: 'points' }));
    } finally {
      // Other files' clearing runs would otherwise meet it too.
      await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: corruptKey }));
    }
  });

  it('answers a report over a counter that is not a number with a logged 500 internal_error', async () => {
    // A program of its own that never rebuilt its reports: it counts in generation 1.
    const { clientId: programId } = await newClient();
    const day = reportDay(nowSeconds());
    const key = reportItemsDayKey(programId, 1, 0, 'REWARDS', day);
    const counter = rewardCounter('7', 'redemptions');
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET #counter = :text', ExpressionAttributeNames: { '#counter': counter }, ExpressionAttributeValues: { ':text': 'many' } }),
    );

    const res = await call('GET', `/admin/v1/clients/${programId}/reports/top`, { query: { kind: 'rewards', from: day, to: day }, headers: ADMIN_HEADERS });

    expect(res).toMatchObject({ status: 500, body: { error: 'internal_error' } });
    expect(corruptItemLines()).toEqual([expect.objectContaining({ item_type: 'report_counter', PK: key.PK, SK: key.SK, path: counter })]);
  });
});
