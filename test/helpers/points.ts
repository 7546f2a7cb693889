import { getMember } from '../../shared/data/member-repository.js';
import { optimisticTransaction } from '../../shared/data/transactions.js';
import { nowSeconds } from '../../shared/domain/clock.js';
import { pointsMovement } from '../../shared/domain/ledger.js';

/**
 * Credits a member through the points ledger, exactly as an earning would: one transaction of
 * the ledger's own items against a fresh member snapshot. Returns the redeemable balance after.
 */
export async function creditPoints(clientId: string, memberId: number, points: number): Promise<number> {
  return optimisticTransaction(async () => {
    const member = await getMember(clientId, memberId, true);
    if (!member) throw new Error(`member ${memberId} does not exist`);
    const movement = pointsMovement(member, { kind: 'adjustment', points, name: 'Test credit', at: nowSeconds() });
    return { items: movement.items, result: movement.after.redeemable_points };
  });
}
