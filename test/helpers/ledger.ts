import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import { memberKey } from '../../shared/member-store/keys.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';

/** The member item as stored: a deleted member's anonymous remains too. */
export async function storedMember(clientId: string, memberId: number) {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: memberKey(clientId, memberId), ConsistentRead: true }));
  return Item;
}

/**
 * The ledger invariant, read from the table: total_points is the sum of the entries that count
 * toward total, redeemable_points the sum of every entry (earned - redeemed - expired - returned
 * - removed), never below zero unless the client lets returns overdraw. Answers both sides so a
 * test can compare them.
 */
export async function ledgerAgainstBalances(clientId: string, memberId: number) {
  const [member, entries] = await Promise.all([storedMember(clientId, memberId), queryLedger(clientId, memberId)]);
  if (!member) throw new Error(`member ${memberId} does not exist`);
  const byKind: Record<string, number> = {};
  for (const entry of entries) byKind[entry.kind] = (byKind[entry.kind] ?? 0) + entry.num_points;
  const fromLedger = {
    total_points: entries.filter((entry) => entry.counts_toward_total).reduce((sum, entry) => sum + entry.num_points, 0),
    redeemable_points: entries.reduce((sum, entry) => sum + entry.num_points, 0),
  };
  return { fromLedger, byKind, onMember: { total_points: member.total_points, redeemable_points: member.redeemable_points }, nonNegative: (member.redeemable_points as number) >= 0 };
}

/** Fails the test unless the member's balances are what the ledger says, and redeemable points are not below zero (unless allowed). */
export async function expectLedgerHolds(clientId: string, memberId: number, options: { mayOverdraw?: boolean } = {}) {
  const { fromLedger, onMember, nonNegative } = await ledgerAgainstBalances(clientId, memberId);
  expect(onMember).toEqual(fromLedger);
  if (!options.mayOverdraw) expect(nonNegative).toBe(true);
}
