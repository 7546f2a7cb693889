/** What the route walks need of AdminCreateSegment (local/walks/route-fixtures.ts). */
import { createClient } from '../../../shared/programs/clients.js';
import { MAX_ACTIVE_SEGMENTS } from '../../../shared/segments/segment-requests.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { DYNAMIC_SEGMENT_BODY, type FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const fuzz: FuzzFixture = () => ({ body: () => DYNAMIC_SEGMENT_BODY, numbers: ['filter.all.0.value'] });

/**
 * A static segment (its definition, its live copy and the counter written together), and a
 * dynamic one built through the pipeline (its build request put, members joined under their versions).
 */
export const iam: IamFixture = async (w) => {
  await w.admin('POST', '/segments', { name: 'IAM segment', description: 'Made by the walk' }, 201);
  await w.credited();
  const built = await w.builtSegment();
  w.expect(built.status).toBe('ready');
  w.expect(built.member_count).toBeGreaterThanOrEqual(1);
};

/**
 * Segments on programs of their own, at most MAX_ACTIVE_SEGMENTS a program, so none meets the cap;
 * as [client id, segment id], for the other segment routes.
 */
export const bench: BenchFixture = (_p, ctx) => {
  const segments = leftBy(bench, ctx, () => new Created<[string, string]>());
  const clients: string[] = [];
  const clientOf = (i: number) => clients[Math.floor(i / MAX_ACTIVE_SEGMENTS)]!;
  return [
    adminCase(
      'a static segment with a description',
      (i) => adminReq('POST', `/${clientOf(i)}/segments`, { name: `Bench segment ${i}`, description: 'Bench' }),
      {
        prepare: async () => {
          for (let n = 0; n * MAX_ACTIVE_SEGMENTS < ctx.perRoute; n++) clients.push((await createClient(`Bench segments ${ctx.run}-${n}`)).client_id);
        },
        onResponse: (b, i) => segments.items.push([clientOf(i), b.segment_id]),
      },
    ),
  ];
};
