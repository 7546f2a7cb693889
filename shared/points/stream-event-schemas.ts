import { join } from '../data/keys.js';

/** The ledger entry's item type: the stream's event sources name it in their filters (constants only, no table client). */
export const LEDGER_ENTRY_TYPE = 'ledger_entry';

/** Every rank-tree node shard's partition (keys.ts, rankNodeKey), as an IAM LeadingKeys pattern: the rank mover's grant names them. */
export const RANK_NODE_PARTITIONS = join('CLIENT', '*', 'RANKNODE', '*');

/**
 * What a points movement's ledger entry carries of its write's rank move, when the write changes
 * total_points (ranks are by points earned: redemptions and expiries move nothing): the member
 * version the write leaves (the rank entry takes it once the move is counted), when it was made
 * (which week and month trees it moves) and each tree's value before and after. Short, as it
 * rides on every earning's entry; the entry's event names the client and member.
 */
export interface CarriedRankMove {
  version: number;
  at: number;
  all: [number, number];
  week: [number, number];
  month: [number, number];
}
