import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { config } from '../config.js';
import type { Paging } from '../support/answers.js';
import { pageRange, type PageRequest } from '../support/pages.js';

export { pageRequest, type PageRequest } from '../support/pages.js';

/**
 * The hosted API's paged forms (v2.1, v2.2): ?page= and ?page_size=, answered as
 * {paging: {total, pages, next_page, prev_page}, <items>}. A missing or malformed page is page
 * 1; a page below 1 answers no items and a link to page 1; a page past the last answers no items
 * and a link to the last. page_size defaults per route and is held to its maximum.
 */
export const PageParams = {
  page: z.string().max(20).optional(),
  page_size: z.string().max(20).optional(),
};

/** The query of a paged form that takes nothing but its page. */
export const PageQuery = z.object(PageParams);

/**
 * The URL of another page of this request: same path and query (without api_key), that page.
 * The base comes from configuration or from the domain API Gateway itself reports, never from
 * request headers such as X-Forwarded-Host, which any client can set.
 */
export function pageLinks(event: APIGatewayProxyEventV2): (page: number) => string {
  const base = config().publicBaseUrl ?? `https://${event.requestContext.domainName}`;
  return (page) => {
    const query = new URLSearchParams(Object.entries(event.queryStringParameters ?? {}).filter(([name]) => name !== 'api_key') as Array<[string, string]>);
    query.set('page', String(page));
    return `${base}${event.rawPath}?${query.toString()}`;
  };
}

/** The paging block of the requested page, for `total` items in all. */
export function pagingOf(total: number, request: PageRequest, link: (page: number) => string): Paging {
  const { pages } = pageRange(total, request);
  const { page } = request;
  if (page < 1) return { total, pages, next_page: link(1), prev_page: null };
  if (page > pages) return { total, pages, next_page: null, prev_page: pages > 0 ? link(pages) : null };
  return { total, pages, next_page: page < pages ? link(page + 1) : null, prev_page: page > 1 ? link(page - 1) : null };
}

/** One page of a list held whole (a cached catalogue), under `name`. */
export function pageOf<T>(items: T[], request: PageRequest, link: (page: number) => string, name: string): Record<string, unknown> {
  const { start, end } = pageRange(items.length, request);
  return { paging: pagingOf(items.length, request, link), [name]: items.slice(start, end) };
}
