import { documentClient } from '../../shared/data/client.js';
import { DynamoMeter } from '../../local/dynamo-metrics.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { ChunkMembers } from '../../shared/imports/chunk-members.js';
import type { IdType } from '../../shared/member-store/index.js';

/**
 * How an import chunk knows its members: read a wave at a time in one call, as the wave's first
 * member starts; then each member as its last write left it. A snapshot another writer overtook is
 * still only a snapshot: the write against it checks the version (the import suites show the
 * balances stay exact under contention).
 */
describe('a chunk’s members, read in waves', () => {
  const meter = new DynamoMeter();
  beforeAll(() => meter.attach(documentClient));
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  const byId = (id: number | string) => ({ idType: 'id' as IdType, userId: String(id) });

  it('reads a wave of members in one call when its first member starts, the next wave when its first does, and each member once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember(apiKey)));
    const chunk = new ChunkMembers(clientId, [...members.map((member) => byId(member.id)), byId(members[0].id)], 3);

    meter.reset();
    const first = await chunk.take(byId(members[0].id));
    const firstWave = meter.reset().calls;
    const restOfWave = await Promise.all([chunk.take(byId(members[1].id)), chunk.take(byId(members[2].id))]);
    const restOfWaveCalls = meter.reset().calls;
    const secondWave = await Promise.all([chunk.take(byId(members[3].id)), chunk.take(byId(members[4].id))]);
    const secondWaveCalls = meter.reset().calls;

    expect([first, ...restOfWave, ...secondWave].map((member) => member?.id)).toEqual(members.map((member) => member.id));
    expect([firstWave, restOfWaveCalls, secondWaveCalls]).toEqual([1, 0, 1]);
  });

  it('answers a member as its last write left it without a read, and reads it again once forgotten', async () => {
    const member = await newMember(apiKey);
    const chunk = new ChunkMembers(clientId, [byId(member.id)], 32);
    const read = (await chunk.take(byId(member.id)))!;
    const written = { ...read, version: read.version + 1, redeemable_points: 42 };
    chunk.wrote(byId(member.id), written);

    meter.reset();
    const known = await chunk.take(byId(member.id));
    const knownCalls = meter.reset().calls;
    chunk.forget(byId(member.id));
    const again = await chunk.take(byId(member.id));
    const againCalls = meter.reset().calls;

    expect(known).toBe(written);
    expect(knownCalls).toBe(0);
    expect(again).toMatchObject({ id: member.id, version: read.version, redeemable_points: 0 });
    expect(againCalls).toBe(1);
  });

  it('finds a wave by every id type at once, and nobody for an identifier no member holds or a member deleted', async () => {
    const ada = await newMember(apiKey, { username: `ada${Date.now()}` });
    const gone = await newMember(apiKey);
    await creditPoints(clientId, ada.id, 7);
    expect((await call('DELETE', `/v2/users/${gone.id}`, { query: { api_key: apiKey } })).status).toBe(200);
    const identifiers = [
      { idType: 'email' as IdType, userId: ada.email_address },
      { idType: 'username' as IdType, userId: ada.username },
      byId(gone.id),
      { idType: 'email' as IdType, userId: 'nobody@example.com' },
    ];
    const chunk = new ChunkMembers(clientId, identifiers, 32);

    meter.reset();
    const found = await Promise.all(identifiers.map((identifier) => chunk.take(identifier)));
    const calls = meter.reset().calls;

    expect(found.map((member) => member?.id)).toEqual([ada.id, ada.id, undefined, undefined]);
    expect(found[0]).toMatchObject({ redeemable_points: 7 });
    // The lookups in one call, the members in another.
    expect(calls).toBe(2);
  });
});
