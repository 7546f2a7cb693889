import { join } from '../data/keys.js';

/** The ledger entry's item type: the stream's event sources name it in their filters (constants only, no table client). */
export const LEDGER_ENTRY_TYPE = 'ledger_entry';

/** Every rank-tree node shard's partition (keys.ts, rankNodeKey), as an IAM LeadingKeys pattern: the rank mover's grant names them. */
export const RANK_NODE_PARTITIONS = join('CLIENT', '*', 'RANKNODE', '*');
