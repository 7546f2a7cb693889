import type { MiddlewareStack } from '@smithy/types';
import { documentClient } from '../../shared/data/client.js';
import { dataEvents } from '../../shared/data/data-events.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { currentDeadline, RequestDeadline, runWithDeadline } from '../../shared/data/request-deadline.js';
import { optimisticTransaction } from '../../shared/data/transactions.js';
import { tableName } from '../../shared/data/client.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { call, dispatchChecked, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints, newActivity } from '../../local/walks/points.js';
import { createReward } from '../../local/walks/rewards.js';

/**
 * Every write answers the truth within its deadline: a 409 or 503 means nothing was written, a
 * 504 means the outcome is unknown and an Idempotency-Key repeat tells it; no answer goes out
 * while the request's work goes on behind it.
 */

/** Holds the table client's calls of `command` for `ms`, before sending them or after their answer, cut short by the request's deadline. */
function slowDown(command: string, when: 'before' | 'after', ms: number) {
  const name = `slowDown${Math.random().toString(36).slice(2)}`;
  const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
  const hold = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
      });
    });
  stack.add(
    (next, context) => async (args) => {
      if (context.commandName !== command) return next(args);
      if (when === 'before') await hold(currentDeadline()?.signal);
      const output = await next(args);
      if (when === 'after') await hold(currentDeadline()?.signal);
      return output;
    },
    { step: 'initialize', name },
  );
  return { stop: () => stack.remove(name) };
}

/**
 * Makes the table client's next call of `command` fail as the HTTP handler fails a call DynamoDB
 * does not answer within its requestTimeout: before sending it, or after DynamoDB applied it.
 */
function timeOutOnce(command: string, when: 'before' | 'after') {
  const name = `timeOut${Math.random().toString(36).slice(2)}`;
  const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
  const timeout = () => Object.assign(new Error('a request has exceeded the configured 5000 ms requestTimeout'), { name: 'TimeoutError' });
  let armed = true;
  stack.add(
    (next, context) => async (args) => {
      if (!armed || context.commandName !== command) return next(args);
      armed = false;
      if (when === 'before') throw timeout();
      await next(args);
      throw timeout();
    },
    { step: 'initialize', name },
  );
  return { stop: () => stack.remove(name) };
}

describe('deadlines', () => {
  let clientId: string;
  let apiKey: string;
  let activityId: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    activityId = (await newActivity(clientId, { num_points: 10 })).id;
  });

  /** A POST with the program's api_key to a function that times out after `timeoutMs` (its deadline is 1 s earlier). */
  const postWithin = (path: string, body: Record<string, unknown>, timeoutMs: number, headers: Record<string, string> = {}) =>
    dispatchChecked(
      { method: 'POST', path, query: { api_key: apiKey }, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), timeoutMs },
      body,
    );
  /** An activity credit sent to a function that times out after `timeoutMs`. */
  const creditWithin = (memberId: number, timeoutMs: number, idempotencyKey: string) =>
    postWithin(`/v2/users/${memberId}/activities`, { activity_id: activityId }, timeoutMs, { 'idempotency-key': idempotencyKey });

  it('answers 503 unavailable, having written nothing, when the deadline comes before any write', async () => {
    const member = await newMember(apiKey);
    const slow = slowDown('GetItemCommand', 'before', 5_000);

    const started = Date.now();
    const res = await creditWithin(member.id, 1_600, `k-${member.id}`).finally(slow.stop);

    expect(res).toMatchObject({ status: 503, body: { error: 'unavailable' }, headers: { 'retry-after': '1' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await queryLedger(clientId, member.id)).toEqual([]);
  });

  it('answers 504 outcome_unknown when the deadline cuts off a sent write, and the same Idempotency-Key then answers what it did, once', async () => {
    const member = await newMember(apiKey);
    const slow = slowDown('TransactWriteItemsCommand', 'after', 5_000);

    const first = await creditWithin(member.id, 1_600, `k-${member.id}`).finally(slow.stop);
    const repeat = await creditWithin(member.id, 10_000, `k-${member.id}`);

    expect(first).toMatchObject({ status: 504, body: { error: 'outcome_unknown' } });
    expect(repeat).toMatchObject({ status: 200, body: { awarded: true, num_points: 10 } });
    expect((await queryLedger(clientId, member.id)).map((entry) => entry.num_points)).toEqual([10]);
  });

  it('answers 503 unavailable, having written nothing, when DynamoDB does not answer a read in time, and tells the log why', async () => {
    const member = await newMember(apiKey);
    const unanswered: unknown[] = [];
    const listening = dataEvents.callUnanswered;
    dataEvents.callUnanswered = (found) => unanswered.push(found);
    const timedOut = timeOutOnce('GetItemCommand', 'before');

    const res = await creditWithin(member.id, 10_000, `k-${member.id}`).finally(() => {
      timedOut.stop();
      dataEvents.callUnanswered = listening;
    });

    expect(res).toMatchObject({ status: 503, body: { error: 'unavailable' }, headers: { 'retry-after': '1' } });
    expect(unanswered).toEqual([{ command: 'GetCommand', attempts: undefined, error: expect.objectContaining({ name: 'TimeoutError' }) }]);
    expect(await queryLedger(clientId, member.id)).toEqual([]);
  });

  it('answers 503 unavailable, not 500, when a catalogue load shared outside the request is not answered', async () => {
    const fresh = await newClient();
    const activity = await newActivity(fresh.clientId, { num_points: 10 });
    const member = await newMember(fresh.apiKey);
    const timedOut = timeOutOnce('QueryCommand', 'before');

    const res = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: fresh.apiKey }, body: { activity_id: activity.id } }).finally(timedOut.stop);

    expect(res).toMatchObject({ status: 503, body: { error: 'unavailable' }, headers: { 'retry-after': '1' } });
    expect(await queryLedger(fresh.clientId, member.id)).toEqual([]);
  });

  it('answers what an applied write did when its answer never comes, reading it from the Idempotency-Key record, once', async () => {
    const member = await newMember(apiKey);
    const timedOut = timeOutOnce('TransactWriteItemsCommand', 'after');

    const first = await creditWithin(member.id, 10_000, `k-${member.id}`).finally(timedOut.stop);
    const repeat = await creditWithin(member.id, 10_000, `k-${member.id}`);

    expect(first).toMatchObject({ status: 200, body: { awarded: true, num_points: 10 } });
    expect({ status: repeat.status, body: repeat.body }).toEqual({ status: first.status, body: first.body });
    expect((await queryLedger(clientId, member.id)).map((entry) => entry.num_points)).toEqual([10]);
  });

  it('answers 504 outcome_unknown, not 500, when the answer to an applied write without an Idempotency-Key never comes', async () => {
    const member = await newMember(apiKey);
    const timedOut = timeOutOnce('TransactWriteItemsCommand', 'after');

    const res = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activityId } }).finally(timedOut.stop);

    expect(res).toMatchObject({ status: 504, body: { error: 'outcome_unknown' } });
    expect((await queryLedger(clientId, member.id)).map((entry) => entry.num_points)).toEqual([10]);
  });

  it('answers 200 parallel redemptions by one member truthfully: no 5xx, every 200 in the ledger, nothing from a 409', async () => {
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 1_000 });
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 1_000);

    // In AWS each of the 200 runs in a container of its own; here they queue in one process on two
    // cores, which on a slow machine alone can outlast a 10 s function. A 60 s function keeps that
    // queue out of the deadline, and the 3 s contention budget still ends every loser in a 409.
    const redeemWithin60s = () => postWithin(`/v2/users/${member.id}/redemption`, { reward_id: reward.id }, 60_000);
    const results = await Promise.all(Array.from({ length: 200 }, redeemWithin60s));

    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const refused of results.filter((res) => res.status !== 200)) {
      expect(['conflict', 'rate_limited']).toContain(refused.body.error);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    const granted = results.filter((res) => res.status === 200).length;
    expect(granted).toBeGreaterThan(0);
    const redemptions = (await queryLedger(clientId, member.id)).filter((entry) => entry.kind === 'redemption');
    expect(redemptions).toHaveLength(granted);
    const user = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } });
    expect(user.body.redeemable_points).toBe(1_000 - granted);
  }, 120_000);
});

describe('a write whose contention budget is spent', () => {
  /** A transaction that another writer already made: its item exists, so the write's snapshot check fails. */
  async function takenItem() {
    const key = { PK: `test#contention#${Math.random().toString(36).slice(2)}`, SK: 'item' };
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: key }));
    const write = { Put: { TableName: tableName(), Item: key, ConditionExpression: 'attribute_not_exists(PK)' } };
    return { write };
  }
  /** No retry fits: the budget ended before the request began, the answer is still due. */
  const spentBudget = () => new RequestDeadline(Date.now() + 10_000, Date.now() - 1);

  it('answers what the winner did when a last read shows nothing is left to write', async () => {
    const { write } = await takenItem();
    const builds: string[] = [];

    const answer = await runWithDeadline(spentBudget(), () =>
      optimisticTransaction(async () => {
        builds.push(builds.length === 0 ? 'write' : 'look');
        return builds.length === 1 ? { items: [write], result: 'written' } : { items: [], result: 'already done' };
      }, undefined),
    );

    expect({ answer, builds }).toEqual({ answer: 'already done', builds: ['write', 'look'] });
  });

  it('answers 409 conflict when the last read still has something to write', async () => {
    const { write } = await takenItem();

    const attempt = runWithDeadline(spentBudget(), () => optimisticTransaction(async () => ({ items: [write], result: 'written' }), undefined));

    await expect(attempt).rejects.toMatchObject({ code: 'conflict' });
  });
});
