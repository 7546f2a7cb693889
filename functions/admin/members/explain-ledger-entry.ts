import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { readClient } from '../../../shared/programs/index.js';
import { explainLedgerEntry } from '../../../shared/rule-explanations/index.js';
import { adminExplainLedgerEntryRoute } from './explain-ledger-entry.contract.js';

export const handler = apiHandler(adminExplainLedgerEntryRoute).handler(async ({ path, member }) =>
  ok(await explainLedgerEntry(await readClient(path.client_id), member, path.entry_id)),
);
