import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminExportMemberRoute } from './export-member.contract.js';
import { memberExport } from '../../../shared/members/member-export.js';

export const handler = apiHandler(adminExportMemberRoute).handler(async ({ path, query }) =>
  ok(await memberExport(path.client_id, path.member_id, query.limit, query.cursor)),
);
