import type { DirectoryOrder } from './keys.js';

/** The longest value a directory key keeps: enough to tell any two names or addresses apart by prefix. */
const MAX_SEARCH_FORM = 200;

/**
 * The form a value is ordered and searched by: case and accents folded, spaces collapsed; a
 * phone number is its digits. The same function turns what an operator types into the prefix
 * it looks for, so "ADA lov", "Ada Lovelace" and "ada lövelace" find one another.
 */
export function searchForm(order: DirectoryOrder, text: string): string {
  if (order === 'mobile_phone_number') return text.replace(/\D/g, '').slice(0, MAX_SEARCH_FORM);
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_FORM);
}
