import { readClient } from '../../shared/programs/index.js';
import { getMember } from '../../shared/member-store/index.js';
import { optimisticTransaction } from '../../shared/data/transactions.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { pointsMovement } from '../../shared/points/ledger.js';
import { ADMIN_HEADERS, call } from './api.js';

/** An activity in the client's catalogue through the operator API; overrides replace fields. */
export async function newActivity(clientId: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const res = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
    headers: ADMIN_HEADERS,
    body: { name: 'Check in', title: 'Check in at the stadium', num_points: 10, ...overrides },
  });
  if (res.status !== 201) throw new Error(`activity creation failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Credits an activity to a member, as an integration would. */
export const credit = (apiKey: string, memberId: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call('POST', `/v2/users/${memberId}/activities`, { query: { api_key: apiKey }, body, headers });

/**
 * Runs tasks in parallel, at most `limit` in flight: enough concurrency to race writers against
 * each other, without queueing hundreds of calls behind one process's socket pool.
 */
export async function inParallel<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Credits a member through the points ledger, exactly as an earning would: one transaction of
 * the ledger's own items against a fresh member snapshot. Returns the redeemable balance after.
 */
export async function creditPoints(clientId: string, memberId: number, points: number): Promise<number> {
  return optimisticTransaction(async () => {
    const [member, client] = await Promise.all([getMember(clientId, memberId, true), readClient(clientId)]);
    if (!member) throw new Error(`member ${memberId} does not exist`);
    const movement = pointsMovement(member, { kind: 'adjustment', points, name: 'Test credit', at: nowSeconds() }, client.settings);
    return { items: movement.items, result: movement.after.redeemable_points };
  }, undefined);
}
