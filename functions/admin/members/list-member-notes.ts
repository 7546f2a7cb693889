import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { memberNotes } from '../../../shared/member-notes/member-notes.js';
import { adminListMemberNotesRoute } from './list-member-notes.contract.js';

export const handler = apiHandler(adminListMemberNotesRoute).handler(async ({ member, query }) => ok(await memberNotes(member, query)));
