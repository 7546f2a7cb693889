/** What the route walks need of SignInMember (local/walks/route-fixtures.ts). */
import { CreateUserBody } from '../../shared/members/member-bodies.js';
import { createUser } from '../../shared/members/member-profiles.js';
import type { BenchFixture } from '../../walk-kit/bench.js';
import { req } from '../../walk-kit/bench.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { type IamFixture, iamPerson } from '../../walk-kit/iam.js';

const PASSWORD = 'correct horse battery';

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ client_id: world.clientId, user_id: world.member.id, password: PASSWORD }),
  numbers: ['user_id'],
  text: ['client_id', 'password'],
});

export const iam: IamFixture = async (w) => {
  const member = await w.app('POST', '/v2/users', { body: { ...iamPerson('Pass', 'Word', 'pw'), password: PASSWORD } });
  const token = await w.send('POST', '/v2/users/sign_in', {
    body: { client_id: w.clientId, id_type: 'email', user_id: member.email_address, password: PASSWORD },
  });
  w.expect(token.user_id).toBe(String(member.id));
  await w.send('POST', '/v2/users/sign_in', { body: { client_id: w.clientId, user_id: member.id, password: 'not it' } }, 401);
};

export const bench: BenchFixture = (p) => {
  const ids: number[] = [];
  return [
    {
      variant: 'member with a password, by id',
      localCpu: 'a sign-in checks a deliberately slow password hash (scrypt, N=16384): about 25 ms of CPU, here and in AWS alike',
      prepare: async () => {
        const member = await createUser(
          p.bench.client,
          CreateUserBody.parse({
            first_name: 'Signs',
            last_name: 'In',
            date_of_birth: 631_152_000,
            email_address: `signs-in-${Date.now()}@bench.example.com`,
            postal_code: '10001',
            password: PASSWORD,
          }),
        );
        ids.push(member.id as number);
      },
      request: () => req('POST', '/v2/users/sign_in', { body: { client_id: p.bench.client.clientId, user_id: ids[0], password: PASSWORD } }),
    },
  ];
};
