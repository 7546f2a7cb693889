/** What the route walks need of CreateUser (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, letters, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, movesNothing } from '../../walk-kit/idempotency.js';
import { unique } from '../../walk-kit/requests.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';

// Identifiers are unique per client: A can sign up a member with B's, and learns nothing from it. It goes last: from
// then on A has a member holding B's identifiers.
export const isolation: IsolationFixture = {
  runsLast: true,
  probes: (_a, b) => {
    const identifiers = {
      email_address: b.ids.email,
      username: b.ids.username,
      third_party_id: b.ids.third_party_id,
      mobile_phone_number: b.ids.mobile_phone_number,
      network1_user_id: b.ids.network1_user_id,
      network2_user_id: b.ids.network2_user_id,
    };
    return [
      {
        label: "B's identifiers",
        body: { first_name: 'Test', last_name: 'Member', date_of_birth: 631152000, postal_code: '10001', ...identifiers },
        expect: 'ok',
        echoes: Object.values(identifiers),
      },
    ];
  },
};

export const idempotency: IdempotencyFixture = movesNothing('a sign-up moves no points, stock or codes');

export const fuzz: FuzzFixture = () => ({
  body: () => ({
    first_name: 'Ex',
    last_name: 'Treme',
    date_of_birth: 631152000,
    email_address: `${unique('x')}@example.com`,
    postal_code: '10001',
    city_id: 1,
    gender_id: 1,
    custom_data: { employee_id: 7 },
  }),
  numbers: ['date_of_birth', 'city_id', 'gender_id', 'email_is_verified', 'is_active'],
  text: ['custom_data.employee_id', 'third_party_id', 'postal_code'],
});

export const iam: IamFixture = async (w) => {
  await w.member();
};

export const bench: BenchFixture = (p, ctx) => [
  memberWrite(p, 'new e-mail and username', false, (i) =>
    req('POST', '/v2/users', {
      query: clientKey(p),
      body: {
        first_name: 'New',
        last_name: `Fan ${letters(i)}`,
        date_of_birth: 631_152_000,
        email_address: `new${ctx.run}${i}@bench.example.com`,
        username: `new${ctx.run}${i}`,
        postal_code: '10001',
        custom_data: { employee_id: `E-${i}`, store_loc: 'Downtown' },
      },
    }),
  ),
];
