import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListMemberLedgerRoute } from './list-member-ledger.contract.js';
import { memberLedger } from '../../../shared/points/points-history.js';

export const handler = apiHandler(adminListMemberLedgerRoute).handler(async ({ member, query }) => ok(await memberLedger(member, query)));
