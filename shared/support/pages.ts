/**
 * Page arithmetic of the hosted API's paged forms: which items a page holds. A missing or
 * malformed page is page 1; pages below 1 and past the last hold nothing.
 */
export interface PageRequest {
  page: number;
  size: number;
}

export function pageRequest(params: { page?: string; page_size?: string }, limits: { max: number; default: number }): PageRequest {
  const page = /^\s*-?\d{1,9}\s*$/.test(params.page ?? '') ? Number(params.page) : 1;
  const asked = /^\s*\d{1,9}\s*$/.test(params.page_size ?? '') ? Number(params.page_size) : limits.default;
  return { page, size: Math.min(Math.max(asked, 1), limits.max) };
}

/** How many pages `total` items make, and the index range of the requested page (empty out of range). */
export function pageRange(total: number, { page, size }: PageRequest): { pages: number; start: number; end: number } {
  const pages = Math.ceil(total / size);
  if (page < 1 || page > pages) return { pages, start: 0, end: 0 };
  return { pages, start: (page - 1) * size, end: Math.min(page * size, total) };
}
