/** What the route walks need of GetStream (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a) => [{ label: 'the stream', query: { n: 15 }, expect: 'ok', shows: [a.activity.name] }];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2/stream', { query: { n: 15 } });
  },
};

export const bench: BenchFixture = (p) =>
  [15, 1].map((n) => ({
    variant: `n=${n}`,
    rows: (b: any) => b.records.length,
    apiKey: p.bench.apiKey,
    request: () => req('GET', '/v2/stream', { query: { ...clientKey(p), n: String(n) } }),
  }));
