import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../shared/data/client.js';
import { rankEntryKey } from '../../../shared/points/keys.js';
import { advanceClock, resetClock } from '../../../shared/support/clock.js';
import { RANK_VIEW_MAX_AGE_MS } from '../../../shared/points/ranks.js';
import { call, newClient, newMember, unique } from '../../../local/walks/api.js';
import { creditPoints } from '../../../local/walks/points.js';
import { streamDispatch } from '../../helpers/stream-dispatch.js';

/** The rank mover counts moves from the stream: each test reads ranks once the stream is drained. */
const { dispatch: countRankMoves } = streamDispatch();

const get = (apiKey: string, path: string) => call('GET', path, { query: { api_key: apiKey } });

/** A client whose members hold the given totals, in that order. */
async function program(totals: number[]) {
  const { clientId, apiKey } = await newClient();
  const members: any[] = [];
  for (const total of totals) {
    const member = await newMember(apiKey, { username: unique('fan') });
    if (total > 0) await creditPoints(clientId, member.id, total);
    members.push(member);
  }
  await countRankMoves();
  return { clientId, apiKey, members };
}

describe('rank view: neighbours and the rank fields of User responses', () => {
  afterEach(() => resetClock());

  it('ranks the member above when it ties with another two leaves up, and when it is alone far above', async () => {
    const { apiKey, members } = await program([10, 1_000, 1_000, 70_000]);
    const [low, tiedA, tiedB, top] = members;
    const firstTied = Math.min(tiedA.id, tiedB.id);
    const lastTied = Math.max(tiedA.id, tiedB.id);

    const lowView = await get(apiKey, `/v2/users/${low.id}/rank`);
    const tiedView = await get(apiKey, `/v2/users/${lastTied}/rank`);

    expect(lowView.body).toMatchObject({ rank: 4, ahead: [{ id: lastTied, total_points: 1_000, rank: 2 }], behind: [] });
    expect(tiedView.body).toMatchObject({ rank: 2, ahead: [{ id: firstTied, rank: 2 }], behind: [{ id: low.id, rank: 4 }] });
    const firstTiedView = await get(apiKey, `/v2/users/${firstTied}/rank`);
    expect(firstTiedView.body).toMatchObject({ rank: 2, ahead: [{ id: top.id, total_points: 70_000, rank: 1, username: top.username }] });
  }, 60_000);

  it("shows a neighbour's new username and network1_user_id right after the profile changes", async () => {
    const { apiKey, members } = await program([5, 50]);
    const [low, high] = members;
    const renamed = unique('renamed');
    const update = await call('PUT', `/v2/users/${high.id}`, { query: { api_key: apiKey }, body: { username: renamed, network1_user_id: 'fb-123' } });
    expect(update.status).toBe(200);

    const view = await get(apiKey, `/v2/users/${low.id}/rank`);

    expect(view.body.ahead).toEqual([expect.objectContaining({ id: high.id, username: renamed, network1_user_id: 'fb-123' })]);
  }, 30_000);

  it('reads the member item for a rank entry stored without the profile copy', async () => {
    const { clientId, apiKey, members } = await program([5, 50]);
    const [low, high] = members;
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: rankEntryKey(clientId, high.id), UpdateExpression: 'REMOVE username, network1_user_id' }),
    );

    const view = await get(apiKey, `/v2/users/${low.id}/rank`);

    expect(view.body.ahead).toEqual([expect.objectContaining({ id: high.id, username: high.username, network1_user_id: null, rank: 1 })]);
  }, 30_000);

  it("lets User responses show others' moves up to RANK_VIEW_MAX_AGE_MS late, while endpoint 6 is current", async () => {
    const { clientId, apiKey, members } = await program([20, 10]);
    const [leader, chaser] = members;
    // Past what the sign-up responses cached.
    advanceClock(Math.ceil(RANK_VIEW_MAX_AGE_MS / 1000));
    expect((await get(apiKey, `/v2/users/${chaser.id}`)).body.rank).toBe(2);

    await creditPoints(clientId, chaser.id, 100);
    await countRankMoves();

    // The nodes this container read for the chaser a moment ago still serve the leader's view.
    expect((await get(apiKey, `/v2/users/${leader.id}`)).body).toMatchObject({ total_points: 20, rank: 1 });
    // The member's own points are always current.
    expect((await get(apiKey, `/v2/users/${chaser.id}`)).body).toMatchObject({ total_points: 110, rank: 1 });
    advanceClock(Math.ceil(RANK_VIEW_MAX_AGE_MS / 1000));
    expect((await get(apiKey, `/v2/users/${leader.id}`)).body).toMatchObject({ rank: 2 });
  }, 30_000);

  it('reads the rank endpoint fresh, whatever User responses cached', async () => {
    const { clientId, apiKey, members } = await program([20, 10]);
    const [leader, chaser] = members;
    advanceClock(Math.ceil(RANK_VIEW_MAX_AGE_MS / 1000));
    expect((await get(apiKey, `/v2/users/${leader.id}`)).body.rank).toBe(1);

    await creditPoints(clientId, chaser.id, 100);
    await countRankMoves();

    expect((await get(apiKey, `/v2/users/${leader.id}/rank`)).body).toMatchObject({ rank: 2, ahead: [{ id: chaser.id, rank: 1 }] });
  }, 30_000);
});
