/** What the route walks need of AdminCreateClient (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { unique } from '../../../walk-kit/requests.js';
import { type FuzzFixture, RATES_REFUSED, SETTINGS_NUMBERS, settingsBody } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ name: unique('client'), settings: settingsBody(world) }),
  numbers: SETTINGS_NUMBERS.map((field) => `settings.${field}`),
  text: ['settings.referral_activity_id'],
  refused: [['settings.points_per_currency_unit', RATES_REFUSED]],
});

export const iam: IamFixture = async (w) => {
  // The world's program is made through this route.
  await w.program();
};

export const bench: BenchFixture = (_p, ctx) => [adminCase('new client', (i) => adminReq('POST', '', { name: `Bench client ${ctx.run}-${i}` }))];
