import { tableName } from '../data/client.js';
import { expiryDueIndexKeys, expiryMarkerKey } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Expiry markers: one item per member holding points that will expire, indexed (GSI1) by the
 * UTC day they fall due, so the scheduled job finds the members due without scanning. Written
 * only inside the ledger's transactions, so a marker always agrees with the member's balances.
 */

export interface ExpiryMarker {
  client_id: string;
  member_id: number;
  due_at: number;
}

export function putExpiryMarkerItem(clientId: string, memberId: number, dueAt: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...expiryMarkerKey(clientId, memberId), ...expiryDueIndexKeys(clientId, memberId, dueAt), type: 'expiry_marker', client_id: clientId, member_id: memberId, due_at: dueAt },
    },
  };
}

export function deleteExpiryMarkerItem(clientId: string, memberId: number): TransactItem {
  return { Delete: { TableName: tableName(), Key: expiryMarkerKey(clientId, memberId) } };
}
