/** What the route walks need of UpdateUser (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, letters, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found, { body: { first_name: 'Mallory' } });

export const fuzz: FuzzFixture = () => ({
  body: () => ({ date_of_birth: 631152000 }),
  numbers: ['date_of_birth', 'city_id', 'gender_id'],
  text: ['network1_user_id', 'tier_override'],
});

export const iam: IamFixture = async (w) => {
  await w.app('PUT', await w.user(), { body: { first_name: 'Replayed' } });
};

export const bench: BenchFixture = (p, ctx) => {
  const updated = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'names and opt-out', false, (i) =>
      req('PUT', `/v2/users/${updated[i]!.id}`, {
        query: clientKey(p),
        body: { first_name: 'Renamed', last_name: `Fan ${letters(i)}`, receive_email_updates: 0 },
      }),
    ),
  ];
};
