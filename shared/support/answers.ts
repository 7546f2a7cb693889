import * as z from 'zod';

/**
 * What every feature's answer schemas share. Each shared/<feature>/<feature>-responses.ts exports
 * one `<feature>Answers` map of the bodies its routes' contracts name (`answers: { 200: 'RewardList' }`);
 * the API description and the tests collect them. No handler imports a responses module, so no
 * answer schema is bundled into a function.
 */
export type AnswerBodies = Readonly<Record<string, z.ZodType>>;

/** The paging block of a paged answer (v2.1, v2.2), as shared/http/paging.ts builds it. */
export const PagingBody = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  next_page: z.string().nullable(),
  prev_page: z.string().nullable(),
});

export type Paging = z.infer<typeof PagingBody>;

/** A paged answer's schema: {paging, <name>: items}. */
export const pagedBody = <N extends string, I extends z.ZodType>(name: N, item: I) =>
  z.object({ paging: PagingBody, [name]: z.array(item) } as { paging: typeof PagingBody } & Record<N, z.ZodArray<I>>);
