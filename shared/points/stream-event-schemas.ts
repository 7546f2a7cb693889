/** The ledger entry's item type: the stream's event sources name it in their filters (constants only, no table client). */
export const LEDGER_ENTRY_TYPE = 'ledger_entry';
