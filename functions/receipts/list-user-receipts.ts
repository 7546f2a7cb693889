import { apiHandler } from '../../shared/http/api-handler.js';
import { pageLinks, pageRequest, pagingOf } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { memberReceiptsPage } from '../../shared/receipts/receipts.js';
import { listUserReceiptsRoute } from './list-user-receipts.contract.js';

export const handler = apiHandler(listUserReceiptsRoute).handler(async ({ member, query, event }) => {
  const request = pageRequest(query, { max: 25, default: 10 });
  const { total, items } = await memberReceiptsPage(member, request);
  return ok({ paging: pagingOf(total, request, pageLinks(event)), submitted_receipts: items });
});
