import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { queryPrefix } from '../../shared/data/batch-reads.js';
import { ledgerPrefix } from '../../shared/points/keys.js';
import { countRankMoves, rankMovesOf } from '../../shared/points/index.js';
import type { CarriedRankMove } from '../../shared/points/stream-event-schemas.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { isoWeekWindow, monthWindow } from '../../shared/support/periods.js';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { creditPoints, inParallel } from '../../local/walks/points.js';

/**
 * A program for tests of the rank mover (shared/points/rank-moves.ts): the members' points are
 * tracked as the test writes them, their ledger entries handed to the mover as stream batches of
 * the test's choosing, and every member's ranks held to a brute-force count.
 */

export type StreamRecord = DynamoDBStreamEvent['Records'][number];

const get = (apiKey: string, path: string) => call('GET', path, { query: { api_key: apiKey } });
const deleteMember = (apiKey: string, id: number) => call('DELETE', `/v2/users/${id}`, { query: { api_key: apiKey } });

/** What one member earned, by window, as the test wrote it. */
interface Earned {
  total: number;
  byWeek: Map<string, number>;
  byMonth: Map<string, number>;
}

/** A program whose members' points the test tracks, to rank them by brute force. */
export class Program {
  readonly members = new Map<number, Earned>();
  constructor(
    readonly clientId: string,
    readonly apiKey: string,
  ) {}

  static async create(count: number): Promise<Program> {
    const { clientId, apiKey } = await newClient();
    const program = new Program(clientId, apiKey);
    const made = await inParallel(
      Array.from({ length: count }, () => () => newMember(apiKey, { username: unique('ranked') })),
      8,
    );
    for (const member of made) program.track(member.id);
    return program;
  }

  track(id: number): void {
    this.members.set(id, { total: 0, byWeek: new Map(), byMonth: new Map() });
  }

  get ids(): number[] {
    return [...this.members.keys()];
  }

  /** Points earned at the clock's now (a move), counted into that week and month. */
  async credit(id: number, points: number): Promise<void> {
    const now = nowSeconds();
    await creditPoints(this.clientId, id, points);
    this.earned(id, points, isoWeekWindow(now).id, monthWindow(now).id);
  }

  earned(id: number, points: number, week: string | undefined, month: string): void {
    const member = this.members.get(id)!;
    member.total += points;
    if (week) member.byWeek.set(week, (member.byWeek.get(week) ?? 0) + points);
    member.byMonth.set(month, (member.byMonth.get(month) ?? 0) + points);
  }

  /** A debit (a negative adjustment, as a redemption): the member version moves, no rank move is carried. */
  async debit(id: number, points: number): Promise<void> {
    await creditPoints(this.clientId, id, -points);
  }

  async remove(id: number): Promise<void> {
    const res = await deleteMember(this.apiKey, id);
    expect(res.status).toBe(200);
    this.members.delete(id);
  }

  /** The stream records of the members' ledger entries that carry a move, each member's in version order. */
  async moveRecords(id: number): Promise<StreamRecord[]> {
    const { PK, SKPrefix } = ledgerPrefix(this.clientId, id);
    const items = await queryPrefix(PK, SKPrefix, { consistent: true });
    return items
      .filter((item) => item.rank_move !== undefined)
      .sort((a, b) => (a.rank_move as CarriedRankMove).version - (b.rank_move as CarriedRankMove).version)
      .map((item) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) as any } }));
  }

  /** Every member's move records interleaved round-robin: each member's stay in order, as a stream shard keeps them. */
  async streamOf(ids = this.ids): Promise<StreamRecord[]> {
    const perMember = await Promise.all(ids.map((id) => this.moveRecords(id)));
    const records: StreamRecord[] = [];
    for (let i = 0; perMember.some((own) => i < own.length); i++) for (const own of perMember) if (own[i]) records.push(own[i]!);
    return records;
  }

  /** The member's rank view (endpoint 6) as answered. */
  async rankOf(id: number) {
    return (await get(this.apiKey, `/v2/users/${id}/rank`)).body;
  }

  /** The brute-force ranks every member should be answered, and its neighbours. */
  async expectExact(): Promise<void> {
    const now = nowSeconds();
    const [week, month] = [isoWeekWindow(now).id, monthWindow(now).id];
    const rows = [...this.members].map(([id, e]) => ({ id, total: e.total, week: e.byWeek.get(week) ?? 0, month: e.byMonth.get(month) ?? 0 }));
    // Window trees hold up to 2^24 - 1: values above tie at the cap (docs/decisions.md).
    const cap = (v: number) => Math.min(v, 2 ** 24 - 1);
    const rankBy = (key: 'total' | 'week' | 'month', value: number) =>
      1 + rows.filter((r) => (key === 'total' ? r[key] > value : cap(r[key]) > cap(value))).length;
    const order = [...rows].sort((a, b) => b.total - a.total || a.id - b.id);
    const neighbour = (row: (typeof rows)[number] | undefined) => (row ? [{ id: row.id, total_points: row.total, rank: rankBy('total', row.total) }] : []);
    const answered = await inParallel(
      order.map((row) => () => get(this.apiKey, `/v2/users/${row.id}/rank`)),
      8,
    );
    const got = answered.map((res, i) => ({
      id: order[i]!.id,
      status: res.status,
      rank: res.body.rank,
      weekly_rank: res.body.weekly_rank,
      monthly_rank: res.body.monthly_rank,
      total_registrations: res.body.total_registrations,
      ahead: (res.body.ahead ?? []).map(({ id, total_points, rank }: any) => ({ id, total_points, rank })),
      behind: (res.body.behind ?? []).map(({ id, total_points, rank }: any) => ({ id, total_points, rank })),
    }));
    const want = order.map((row, i) => ({
      id: row.id,
      status: 200,
      rank: rankBy('total', row.total),
      weekly_rank: rankBy('week', row.week),
      monthly_rank: rankBy('month', row.month),
      total_registrations: String(rows.length),
      ahead: neighbour(order[i - 1]),
      behind: neighbour(order[i + 1]),
    }));
    expect(got).toEqual(want);
  }
}

const batch = (records: StreamRecord[]): DynamoDBStreamEvent => ({ Records: records });
export const count = (records: StreamRecord[]) => countRankMoves(rankMovesOf(batch(records)));
export const versionOf = (record: StreamRecord) => Number((record.dynamodb!.NewImage as any).rank_move.M.version.N);
