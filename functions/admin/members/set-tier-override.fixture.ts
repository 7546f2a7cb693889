/** What the route walks need of AdminSetTierOverride (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a tier id (text) or null, and a reason');

export const iam: IamFixture = async (w) => {
  // Cleared: a program without Tiers V2 levels has nothing to override with, and clearing is always allowed.
  await w.admin('PUT', `/members/${(await w.member()).id}/tier_override`, { tier_id: null, reason: 'IAM walk' });
};

export const bench: BenchFixture = (p) => [
  adminCase('a bench member, override cleared', (i) => adminReq('PUT', `${adminMemberPath(p, i)}/tier_override`, { tier_id: null, reason: 'Bench check' })),
];
