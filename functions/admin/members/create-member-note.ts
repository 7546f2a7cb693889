import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { addNote } from '../../../shared/member-notes/member-notes.js';
import { adminCreateMemberNoteRoute } from './create-member-note.contract.js';

export const handler = apiHandler(adminCreateMemberNoteRoute).handler(async ({ path, body, operator }) =>
  created(await addNote(path.client_id, path.member_id, body, operator)),
);
