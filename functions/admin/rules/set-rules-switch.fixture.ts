/** What the route walks need of AdminSetRulesSwitch (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const fuzz: FuzzFixture = withoutNumbers('a paused flag and a reason');

/** Paused and switched on again, so the walk's later rules still run. */
export const iam: IamFixture = async (w) => {
  await w.admin('PUT', '/rules/switch', { paused: true, reason: 'IAM walk' });
  await w.admin('PUT', '/rules/switch', { paused: false });
};

// Switched on every time: the bench's programs keep their rules running.
export const bench: BenchFixture = (p) => [adminCase('switched on', () => adminReq('PUT', `/${p.bench.client.clientId}/rules/switch`, { paused: false }))];
