import { inParallel } from '../../shared/data/in-parallel.js';
import { issueOperatorToken } from '../../local/operator-tokens.js';
import { DEFAULT_SETTINGS } from '../../shared/programs/settings.js';
import { randomInt } from 'node:crypto';
import { getMember, lookupValues, putNewMemberItem, reserveLookupItem, type MemberRecord } from '../../shared/member-store/index.js';
import type { TransactItem } from '../../shared/data/transactions.js';
import { createActivity, ActivityInputSchema, type Activity } from '../../shared/points/activity-catalogue.js';
import { creditActivity } from '../../shared/points/activity-credit.js';
import { addCodes, createCampaign } from '../../shared/campaigns/campaigns.js';
import { CampaignInputSchema } from '../../shared/campaigns/campaign-requests.js';
import { createClient, readClient, type ClientRecord } from '../../shared/programs/clients.js';
import { letters, type BenchMember, type BenchProgram, type BenchTenant } from '../../walk-kit/bench.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { addCodeBatch } from '../../shared/rewards/code-pool.js';
import { monthPoints, weekPoints } from '../../shared/points/earnings.js';
import { pointsMovement } from '../../shared/points/ledger.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { recordPurchase } from '../../shared/purchases/purchases.js';
import { PurchaseBody } from '../../shared/purchases/purchase-requests.js';
import { redeemReward } from '../../shared/rewards/redemption.js';
import { RedemptionBody } from '../../shared/rewards/reward-requests.js';
import { createReward, RewardInputSchema } from '../../shared/rewards/reward-catalogue.js';
import { createCouponCategory, createRewardCategory } from '../../shared/rewards/reward-categories.js';
import { ClientSettingsSchema } from '../../shared/programs/settings.js';
import { CreateUserBody } from '../../shared/members/member-bodies.js';
import { batchWrite, rankTreeItems, type RankedMember } from '../support/bulk-load.js';
import { rankEntryProfile, rankEntryRecord } from '../../shared/points/rank-entries.js';
import { shardOf } from '../../shared/points/rank-tree.js';
import { serviceRequest } from '../../shared/requests/index.js';

/**
 * Seeds the program the route benchmark runs against (its shape, BenchProgram, is in the kit
 * the routes' fixtures build their cases with: walk-kit/bench.ts).
 *
 * Members come in bulk: a real sign-up (createUser) gives the profile every member copies, and
 * each member's history is a chain of pointsMovement calls, exactly as activity credits build
 * them; the items those builders return are batch-written (the member as it ends up, its
 * lookup items, ledger entries, stream records, rank entry) and the rank trees are summed from
 * the members' final values (bench/support/bulk-load.ts, shared with bench:rank). Everything
 * else (catalogue, campaign, codes, purchases, redemptions, the other clients) goes through the
 * domain functions the routes call.
 */

export interface ProgramSize {
  members: number;
  heavyMembers: number;
  heavyEntries: number;
  /** Inputs each write route needs: warm-up plus measured requests, with margin. */
  writesPerRoute: number;
}

const DAY = 86_400;

const timed = async <T>(label: string, into: Record<string, number>, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  const result = await work();
  into[label] = (Date.now() - started) / 1000;
  return result;
};

const BENCH_SETTINGS = ClientSettingsSchema.parse({
  custom_attributes: ['employee_id', 'store_loc'],
  purchase_v1: true,
  pending_points: { enabled: true, period_days: 14 },
  points_per_currency_unit: 1,
  tiers: {
    version: 2,
    levels: [
      { id: 'bronze', title: 'Bronze', min_value: 0 },
      { id: 'silver', title: 'Silver', min_value: 500 },
      { id: 'gold', title: 'Gold', min_value: 2_000 },
    ],
  },
});

/**
 * The bench sends one request at a time, faster than the default 100 a second on most machines:
 * its clients get a limit it never reaches. Their requests are still counted by the rate limit
 * (one window write per 10 requests, as at the default), and the report shows that share apart.
 */
export const BENCH_RATE_LIMIT = 100_000;

async function tenant(name: string, settings: Parameters<typeof createClient>[1] = {}): Promise<BenchTenant> {
  const created = await createClient(name, { ...settings, rate_limit_per_second: settings.rate_limit_per_second ?? BENCH_RATE_LIMIT });
  return { client: await readClient(created.client_id), apiKey: created.api_key };
}

/** The client's 20 activities: 14 uncapped (history and credits use these), 6 with caps. */
async function seedActivities(clientId: string): Promise<{ uncapped: Activity[]; capped: Activity[] }> {
  const make = (i: number, extra: Record<string, unknown>) =>
    createActivity(
      clientId,
      ActivityInputSchema.parse({
        name: `Activity ${i}`,
        title: `Complete activity ${i}`,
        description: `What fans do for activity ${i}.`,
        num_points: 10 + 5 * i,
        image: `https://cdn.example.com/activities/${i}.png`,
        category_id: 1 + (i % 4),
        type_id: 1 + (i % 7),
        activity_channel_id: 1 + (i % 26),
        ...extra,
      }),
    );
  const uncapped = await Promise.all(Array.from({ length: 14 }, (_, i) => make(i, {})));
  const capped = await Promise.all([
    make(14, { freq_cap: 1, freq_period_id: 2 }),
    make(15, { freq_cap: 3, freq_period_id: 2 }),
    make(16, { freq_cap: 2, freq_period_id: 4 }),
    make(17, { freq_cap: 5, freq_period_id: 4 }),
    make(18, { freq_cap: 10, freq_period_id: 6 }),
    make(19, { freq_cap: 1, freq_period_id: 5 }),
  ]);
  return { uncapped, capped };
}

/**
 * Items of `count` members copied from the template, each with `entries` activity credits built
 * by pointsMovement (as creditActivity builds them) over the last 60 days.
 */
function memberItems(template: MemberRecord, first: number, count: number, entries: () => number, activities: Activity[], now: number) {
  const items = new Map<string, Record<string, unknown>>();
  const members: BenchMember[] = [];
  const put = (item: TransactItem) => {
    const record = item.Put?.Item as Record<string, unknown> | undefined;
    if (record) items.set(`${record.PK as string}\u0000${record.SK as string}`, record);
  };
  for (let i = first; i < first + count; i++) {
    const created = now - 90 * DAY + randomInt(DAY);
    let member: MemberRecord = {
      ...template,
      id: randomInt(1_000_000_000, 2 ** 47),
      first_name: `Fan ${letters(i)}`,
      email_address: `fan${i}@bench.example.com`,
      total_points: 0,
      redeemable_points: 0,
      num_points_purchased: 0,
      version: 1,
      date_created: created,
      date_last_updated: created,
    };
    for (const [kind, value] of lookupValues(member)) put(reserveLookupItem(member.client_id, kind, value, member.id));
    const credits = entries();
    const dates = Array.from({ length: credits }, () => now - randomInt(60 * DAY)).sort((a, b) => a - b);
    for (const [index, at] of dates.entries()) {
      const activity = activities[randomInt(activities.length)]!;
      // The first credit is a sign-up bonus (a num_points override), so every member can redeem.
      const movement = pointsMovement(member, {
        kind: 'activity',
        points: index === 0 ? 300 + randomInt(1_000) : activity.num_points * (1 + randomInt(4)),
        name: activity.name,
        at,
        activityId: String(activity.id),
        notes: null,
        extraData: null,
        display: { activityImage: activity.image, linkHref: activity.redirect_url },
      }, DEFAULT_SETTINGS);
      // The member's balance update and the tree ADDs are applied as end states below.
      movement.items.forEach(put);
      member = movement.after;
    }
    put(putNewMemberItem(member));
    // Its rank entry as the trees below count it (the members' moves are summed, not carried to a rank mover).
    const entry = rankEntryRecord(member.client_id, member.id, shardOf(member.id), rankEntryProfile(member), { totalPoints: member.total_points });
    items.set(`${entry.PK}\u0000${entry.SK}`, entry);
    members.push({
      id: member.id,
      email: member.email_address as string,
      entries: credits,
      all: member.total_points,
      week: weekPoints(member, now),
      month: monthPoints(member, now),
    });
  }
  return { items: [...items.values()], members };
}

async function seedRewards(clientId: string) {
  const categories = await Promise.all(['Merch', 'Experiences', 'Tickets', 'Digital', 'Partners'].map((name) => createRewardCategory(clientId, { name })));
  const [coffeeCoupons, partnerCoupons] = await Promise.all([
    createCouponCategory(clientId, { name: 'Food & drink', expiration_days: 30 }),
    createCouponCategory(clientId, { name: 'Partner offers', expiration_days: null }),
  ]);
  const reward = (fields: Record<string, unknown>) => createReward(clientId, RewardInputSchema.parse(fields));
  const categoryId = (i: number) => categories[i % categories.length]!.id;
  const image = (i: number) => `https://cdn.example.com/rewards/${i}.png`;

  const plain = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      reward({
        title: i === 0 ? 'Bench scarf' : `Reward ${i}`,
        description: `Reward number ${i}.`,
        num_points: i === 0 ? 50 : 20 + 15 * i,
        total_quantity: 1_000_000,
        category_id: categoryId(i),
        featured: i % 5 === 0 ? 1 : 0,
        is_shipping_required: i % 7 === 3 ? 1 : 0,
        image: image(i),
      }),
    ),
  );
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      reward({
        title: `Jersey ${i}`,
        num_points: 300 + 50 * i,
        category_id: categoryId(0),
        image: image(100 + i),
        variations: [
          { color: 'red', size: 'M', total_quantity: 100_000 },
          { color: 'white', size: 'L', total_quantity: 100_000 },
        ],
      }),
    ),
  );
  const codeRewards = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      reward({
        title: i === 0 ? 'Free coffee' : `Partner offer ${i}`,
        num_points: i === 0 ? 30 : 100 + 10 * i,
        category_id: categoryId(4),
        coupon_category_id: i === 0 ? coffeeCoupons.id : partnerCoupons.id,
        image: image(200 + i),
      }),
    ),
  );
  const coffee = codeRewards[0]!;
  await addCodeBatch(clientId, Number(coffee.id), { codes: Array.from({ length: 1000 }, (_, i) => `COFFEE-${String(i).padStart(5, '0')}`) });
  await inParallel(codeRewards.slice(1), 3, async (r, i) => {
    await addCodeBatch(clientId, Number(r.id), { codes: Array.from({ length: 20 }, (_, j) => `PARTNER${i}-${j}`) });
  });
  return { plainId: Number(plain[0]!.id), codeRewardId: Number(coffee.id), entries: 30 + 10 * 3 + 10, categoryIds: categories.map((c) => c.id) };
}

async function seedCampaign(clientId: string, codes: number) {
  const now = nowSeconds();
  const campaign = await createCampaign(
    clientId,
    CampaignInputSchema.parse({
      title: 'Bottle caps',
      description: 'Enter the code under the cap.',
      code_field_name: 'Cap code',
      date_start: now - 30 * DAY,
      date_end: now + 365 * DAY,
      image: 'https://cdn.example.com/campaigns/caps.png',
      num_points: 25,
      redemption_limit: null,
      questions: [{ title: 'Where did you buy it?', type: 2, is_required: 0, options: [{ value: 'Shop' }, { value: 'Online' }] }],
    }),
  );
  const list = Array.from({ length: codes }, (_, i) => `CAP-${String(i).padStart(6, '0')}`);
  for (let i = 0; i < list.length; i += 1000) await addCodes(clientId, campaign.campaign_id, { codes: list.slice(i, i + 1000), single_use: true });
  return { campaignId: campaign.campaign_id, activityId: campaign.activity_id, codes: list };
}

async function seedReceipts(client: ClientRecord, count: number) {
  const now = nowSeconds();
  const online = Array.from({ length: count }, (_, i) => ({ receipt: `ON-${i}-${randomInt(1e9)}`, total: 20 + (i % 80) + 0.5 }));
  const inStore = Array.from({ length: count }, (_, i) => ({ receipt: `IS-${i}-${randomInt(1e9)}`, total: 15 + (i % 60) + 0.25, store: `store-${i % 12}`, date: now - 3_600 }));
  await inParallel([...online.map((r) => ({ ...r, store: 'web', date: now - 7_200 })), ...inStore], 6, async (r) => {
    await recordPurchase(serviceRequest(client), 'id', PurchaseBody.parse({ receipt_id: r.receipt, total: r.total, tax: 1.5, loc_id: r.store, date_purchase: r.date }));
  });
  return { online, inStore };
}

/** A client with three rewards, one category, two activities and twenty members, each credited once; points expire (rolling, 12 months). */
async function seedSmallProgram() {
  const small = await tenant('Small program', { purchase_v1: true, expiry_policy: { type: 'rolling', months: 12 } });
  const clientId = small.client.clientId;
  const category = await createRewardCategory(clientId, { name: 'Merch' });
  await createCouponCategory(clientId, { name: 'Coupons', expiration_days: 10 });
  await Promise.all(
    [1, 2, 3].map((i) => createReward(clientId, RewardInputSchema.parse({ title: `Small reward ${i}`, num_points: 10 * i, total_quantity: 100, category_id: category.id }))),
  );
  const [activity] = await Promise.all(
    [1, 2].map((i) => createActivity(clientId, ActivityInputSchema.parse({ name: `Small activity ${i}`, title: `Small activity ${i}`, num_points: 5 * i }))),
  );
  const now = nowSeconds();
  await createCampaign(
    clientId,
    CampaignInputSchema.parse({ title: 'Small caps', code_field_name: 'Code', date_start: now - DAY, date_end: now + DAY * 30, image: 'https://cdn.example.com/c.png', num_points: 5 }),
  );
  const members: number[] = [];
  const emails: string[] = [];
  await inParallel(Array.from({ length: 20 }, (_, i) => i), 4, async (i) => {
    const email = `small${i}@bench.example.com`;
    const user = await createUser(small.client, CreateUserBody.parse({ first_name: 'Small', last_name: `Fan ${letters(i)}`, date_of_birth: 631_152_000, email_address: email, postal_code: '10001' }));
    await creditActivity(serviceRequest(small.client), { id: user.id as number }, { activity_id: activity!.id });
    members.push(user.id as number);
    emails.push(email);
  });
  return { ...small, members, emails, activityId: activity!.id };
}

export async function seedProgram(size: ProgramSize): Promise<BenchProgram> {
  const seedSeconds: Record<string, number> = {};
  const bench = await tenant('Bench program', BENCH_SETTINGS);
  const clientId = bench.client.clientId;
  const activities = await seedActivities(clientId);

  // The member every bulk member copies: a real sign-up, so the profile has the stored shape.
  const templateUser = await createUser(
    bench.client,
    CreateUserBody.parse({
      first_name: 'Template',
      last_name: 'Member',
      date_of_birth: 631_152_000,
      email_address: 'template@bench.example.com',
      postal_code: '10001',
      gender_id: 1,
      custom_data: { employee_id: 'E-1', store_loc: 'Downtown' },
    }),
  );
  const template = (await getMember(clientId, templateUser.id as number, true))!;

  const now = nowSeconds();
  const built = await timed('members: build items', seedSeconds, async () => {
    const regular = memberItems(template, 0, size.members - size.heavyMembers, () => 2 + randomInt(2), activities.uncapped, now);
    const loaded = memberItems(template, size.members - size.heavyMembers, size.heavyMembers, () => size.heavyEntries, activities.uncapped, now);
    const templateRanked: RankedMember = { id: template.id, all: 0, week: 0, month: 0 };
    const trees = rankTreeItems(clientId, [...regular.members, ...loaded.members, templateRanked], now);
    return { items: [...regular.items, ...loaded.items, ...trees], members: regular.members, heavy: loaded.members };
  });
  const { members, heavy } = built;
  await timed(`members: write ${built.items.length.toLocaleString('en-US')} items`, seedSeconds, () => batchWrite(built.items, 4));

  const rewards = await timed('rewards and code pools', seedSeconds, () => seedRewards(clientId));
  const campaign = await timed('campaign and codes', seedSeconds, () => seedCampaign(clientId, size.writesPerRoute));
  const receipts = await timed('unclaimed receipts', seedSeconds, () => seedReceipts(bench.client, size.writesPerRoute));

  const taken = new Set<number>();
  const take = (count: number, minPoints = 0): BenchMember[] => {
    const slice = members.filter((m) => !taken.has(m.id) && m.all >= minPoints).slice(0, count);
    if (slice.length < count) throw new Error('the program has too few members for the write routes');
    for (const m of slice) taken.add(m.id);
    return slice;
  };

  const couponHolders: BenchProgram['couponHolders'] = [];
  const heavyRedeemers = take(10, 20 * 30);
  await timed('redemptions (coupons, history)', seedSeconds, async () => {
    await inParallel(take(size.writesPerRoute), 6, async (member) => {
      const order = await redeemReward(serviceRequest(bench.client, (await getMember(clientId, member.id))!), RedemptionBody.parse({ reward_id: rewards.codeRewardId }));
      couponHolders.push({ member, code: (order.codes as string[])[0]! });
    });
    await inParallel(heavyRedeemers, 5, async (member) => {
      for (let i = 0; i < 20; i++) await redeemReward(serviceRequest(bench.client, (await getMember(clientId, member.id, true))!), RedemptionBody.parse({ reward_id: rewards.codeRewardId }));
    });
  });
  await timed('member purchases (pending points)', seedSeconds, () =>
    inParallel([...heavy, ...take(100)], 6, async (member, i) => {
      await recordPurchase(serviceRequest(bench.client), 'id', PurchaseBody.parse({ receipt_id: `MP-${i}-${randomInt(1e9)}`, total: 40, user_id: member.id }));
    }),
  );

  const small = await timed('small program', seedSeconds, seedSmallProgram);
  const [operator, operatorB] = await Promise.all([tenant('Operator bench A'), tenant('Operator bench B')]);
  return {
    bench,
    small,
    operator,
    operatorB,
    members,
    heavy,
    heavyRedeemers,
    couponHolders,
    activities,
    rewards,
    campaign,
    receipts,
    take,
    seedSeconds,
    operatorToken: (subject) => issueOperatorToken(subject),
  };
}
