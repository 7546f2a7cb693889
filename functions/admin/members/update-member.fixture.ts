/** What the route walks need of AdminUpdateMember (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture, letters } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { member_id: world.member.id },
  body: () => ({ date_of_birth: 631152000 }),
  numbers: ['date_of_birth', 'gender_id'],
  text: ['third_party_id', 'mobile_phone_number'],
});

export const iam: IamFixture = async (w) => {
  // Support corrects the member's names and postal code (its location labels are looked up as the member API does).
  await w.admin('PUT', `/members/${(await w.member()).id}`, { first_name: 'Corrected', postal_code: '10001' });
};

export const bench: BenchFixture = (p) => [
  adminCase('a bench member, names corrected', (i) => adminReq('PUT', adminMemberPath(p, i), { first_name: 'Fixed', last_name: `Fan ${letters(i)}` })),
];
