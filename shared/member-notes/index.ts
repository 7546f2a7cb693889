/** Support's notes on members as other features see them: everything they import from it comes through here. */
export { addNote, memberNotes } from './member-notes.js';
export { memberNoteKey, memberNotePrefix } from './keys.js';
