/** What the route walks need of AdminGetRulesSwitch (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  w.expect(await w.admin('GET', '/rules/switch')).toMatchObject({ paused: expect.any(Boolean) });
};

export const bench: BenchFixture = (p) => [adminCase("the program's switch", () => adminReq('GET', `/${p.bench.client.clientId}/rules/switch`))];
