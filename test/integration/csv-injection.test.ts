import { handler as rebuildReportsJob } from '../../functions/jobs/rebuild-reports.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { download, exportAndWait, gunzipText } from '../../local/walks/exports.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { credit, newActivity } from '../../local/walks/points.js';
import { createCodeReward, redeem } from '../../local/walks/rewards.js';

/**
 * Text a member, an integration or an operator chose arrives in every CSV the service writes
 * (exports and report answers) as text a spreadsheet shows, never as a formula it runs; numbers,
 * a debit's negative points among them, stay numbers.
 */

const USERNAME = '=2+5';
const THIRD_PARTY_ID = "@SUM(1+1)*cmd|' /C calc'!A0";
const REASON = '=HYPERLINK("http://attacker.example/","Click me")';
const ACTIVITY = '=act';
const REWARD_TITLE = '+cmd|calc';

/** A cell as the CSV file holds it once neutralized: a single quote before the text, the whole quoted. */
const neutralized = (text: string) => `"'${text.replaceAll('"', '""')}"`;

const DAY = 86_400;
const dayOf = (at: number) => new Date(at * 1000).toISOString().slice(0, 10);
const rebuildJob = asScheduledJob('RebuildReports', rebuildReportsJob);
const reports = (clientId: string, report: string, query: Record<string, string> = {}) =>
  call('GET', `/admin/v1/clients/${clientId}/reports/${report}`, { headers: { ...ADMIN_HEADERS, accept: 'text/csv' }, query });

/** An export's CSV file as written, line by line (CRLF). */
async function exportedLines(clientId: string, kind: string): Promise<string[]> {
  const done = await exportAndWait(clientId, { kind, format: 'csv' });
  expect(done).toMatchObject({ status: 'completed' });
  return gunzipText((await download(done.download.url)).body).split('\r\n');
}

describe('CSV files a spreadsheet opens', () => {
  let clientId: string;
  let member: { id: number };
  let activity: { id: number };
  let rewardId: string;

  beforeAll(async () => {
    let apiKey: string;
    ({ clientId, apiKey } = await newClient());
    member = await newMember(apiKey, { username: USERNAME, third_party_id: THIRD_PARTY_ID });
    activity = await newActivity(clientId, { name: ACTIVITY, num_points: 200 });
    expect((await credit(apiKey, member.id, { activity_id: activity.id })).status).toBe(200);
    const adjusted = await call('POST', `/admin/v1/clients/${clientId}/members/${member.id}/points_adjustments`, {
      headers: ADMIN_HEADERS,
      body: { points: -5, reason: REASON },
    });
    expect(adjusted.status).toBe(201);
    const { reward } = await createCodeReward(clientId, 1, { title: REWARD_TITLE, num_points: 50 });
    rewardId = reward.id;
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);
  });

  afterEach(() => resetClock());

  it('members export: a username and third_party_id that begin a formula arrive as quoted text after a single quote', async () => {
    const lines = await exportedLines(clientId, 'members');

    const line = lines.find((each) => each.startsWith(`${member.id},`));
    expect(line).toContain(`,${neutralized(USERNAME)},`);
    expect(line).toContain(`,${neutralized(THIRD_PARTY_ID)},`);
    expect(line).not.toMatch(/,[=+\-@]/);
  });

  it("ledger export: an activity named as a formula and an adjustment's formula reason arrive neutralized, the debit's -5 points stay a number", async () => {
    const lines = await exportedLines(clientId, 'ledger');

    const credited = lines.find((each) => each.includes(neutralized(ACTIVITY)));
    const debited = lines.find((each) => each.includes(neutralized(REASON)));
    expect(credited).toContain(`,${neutralized(ACTIVITY)},${activity.id},200,`);
    expect(debited).toContain(`,-5,${neutralized(REASON)},`);
    for (const line of lines) expect(line).not.toMatch(/(^|,)[=+@\t\r]/);
  });

  it('redemption export: a reward titled as a formula arrives neutralized', async () => {
    const lines = await exportedLines(clientId, 'redemptions');

    const line = lines.find((each) => each.startsWith(`${member.id},`));
    expect(line).toContain(`,${rewardId},${neutralized(REWARD_TITLE)},1,50,`);
  });

  it('report CSVs: the top activities and rewards name them neutralized; the summary and daily series stay numbers', async () => {
    expect((await call('POST', `/admin/v1/clients/${clientId}/reports/rebuild`, { headers: ADMIN_HEADERS })).status).toBe(202);
    advanceClock(121);
    expect(await rebuildJob({}, { getRemainingTimeInMillis: () => 300_000 })).toMatchObject({ failedRebuilds: 0 });
    const range = { from: dayOf(nowSeconds() - DAY), to: dayOf(nowSeconds()) };

    const [activities, rewards, summary, daily] = await Promise.all([
      reports(clientId, 'top', { kind: 'activities', ...range }),
      reports(clientId, 'top', { kind: 'rewards', ...range }),
      reports(clientId, 'summary'),
      reports(clientId, 'daily', { ...range, metrics: 'points_issued,points_redeemed,points_removed' }),
    ]);

    expect(activities.body).toBe(`id,name,count,points\r\n${activity.id},${neutralized(ACTIVITY)},1,200\r\n`);
    expect(rewards.body).toBe(`id,name,count,points\r\n${rewardId},${neutralized(REWARD_TITLE)},1,50\r\n`);
    expect(summary.body).toContain('\r\noutstanding_points,145\r\n');
    expect(daily.body).toMatch(/\r\n\d{4}-\d\d-\d\d,200,50,5\r\n/);
  });
});
