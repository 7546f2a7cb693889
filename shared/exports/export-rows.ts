import { isoDay } from '../support/periods.js';
import { inParallel } from '../data/in-parallel.js';
import type { ClientRecord } from '../programs/index.js';
import { getMembers, type MemberRecord } from '../member-store/index.js';
import { ledgerBetween, settledMember, upcomingExpirations } from '../points/index.js';
import { ordersBetween } from '../rewards/index.js';
import type { ExportFormat, ExportKind, MemberExportKind } from './export-schemas.js';
import { AUDIT_EXPORT_COLUMNS } from '../audit/index.js';
import { csvLine, type CsvCell } from '../support/csv.js';

/**
 * What each kind of export row is, and how a page of members becomes rows. Every kind reads
 * per member (its partition, or its item by key): nothing is scanned. Balances and expiring
 * points are as the API answers them at the page's instant (points due to expire count as gone).
 */

export type Cell = CsvCell;
export type Row = Record<string, Cell>;

/** What every page of an export is read under: the client, the bounds its rows are chosen by, and the page's instant. */
export interface PageScope {
  client: ClientRecord;
  from: number;
  to: number;
  now: number;
}

interface RowKind {
  /** The columns of a CSV file's header, and the fields of each NDJSON row, in this order. */
  columns: readonly string[];
  rows(scope: PageScope, memberIds: number[]): Promise<Row[]>;
}

/** Members whose partitions are read at once. */
const MEMBERS_IN_PARALLEL = 8;

const cell = (value: unknown): Cell =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/** The page's members as stored (by key, in one batch), in the page's order; erased members are left out. */
async function membersOf(clientId: string, memberIds: number[]): Promise<MemberRecord[]> {
  const byId = await getMembers(clientId, memberIds);
  return memberIds.flatMap((memberId) => byId.get(memberId) ?? []);
}

/** Rows read member by member (each member's partition one query), kept in the page's member order. */
async function perMember(memberIds: number[], read: (memberId: number) => Promise<Row[]>): Promise<Row[]> {
  const rows = new Map<number, Row[]>();
  await inParallel(memberIds, MEMBERS_IN_PARALLEL, async (memberId) => {
    rows.set(memberId, await read(memberId));
  });
  return memberIds.flatMap((memberId) => rows.get(memberId) ?? []);
}

const PROFILE_COLUMNS = ['email_address', 'username', 'first_name', 'last_name', 'mobile_phone_number', 'third_party_id', 'is_active'] as const;

const members: RowKind = {
  columns: ['user_id', ...PROFILE_COLUMNS, 'date_created', 'total_points', 'redeemable_points', 'num_points_purchased'],
  async rows({ client, from, to, now }, memberIds) {
    return (await membersOf(client.clientId, memberIds))
      .filter((member) => member.date_created >= from && member.date_created <= to)
      .map((stored) => {
        const member = settledMember(client.settings.expiry_policy, stored, now);
        return {
          user_id: member.id,
          ...Object.fromEntries(PROFILE_COLUMNS.map((column) => [column, cell(member[column])])),
          date_created: member.date_created,
          total_points: member.total_points,
          redeemable_points: member.redeemable_points,
          num_points_purchased: member.num_points_purchased,
        };
      });
  },
};

const ledger: RowKind = {
  columns: ['user_id', 'entry_id', 'date_created', 'kind', 'name', 'activity_id', 'num_points', 'notes', 'ending_total', 'ending_redeemable'],
  rows: ({ client, from, to }, memberIds) =>
    perMember(memberIds, async (memberId) =>
      (await ledgerBetween(client.clientId, memberId, from, to)).map((entry) => ({
        user_id: memberId,
        entry_id: entry.entry_id,
        date_created: entry.date_created,
        kind: entry.kind,
        name: entry.name,
        activity_id: entry.activity_id,
        num_points: entry.num_points,
        notes: entry.notes ?? null,
        ending_total: entry.ending_total,
        ending_redeemable: entry.ending_redeemable,
      })),
    ),
};

const redemptions: RowKind = {
  columns: [
    'user_id',
    'redeem_order_id',
    'date_created',
    'reward_id',
    'reward_title',
    'quantity',
    'total_points_redeemed',
    'ending_balance',
    'date_fulfilled',
    'tracking_number',
  ],
  rows: ({ client, from, to }, memberIds) =>
    perMember(memberIds, async (memberId) =>
      (await ordersBetween(client.clientId, memberId, from, to)).map((order) => ({
        user_id: memberId,
        redeem_order_id: order.redeem_order_id,
        date_created: order.date_created,
        reward_id: order.reward_id,
        reward_title: order.reward_title,
        quantity: order.quantity,
        total_points_redeemed: order.total_points_redeemed,
        ending_balance: order.ending_balance,
        date_fulfilled: order.date_fulfilled ?? null,
        tracking_number: order.tracking_number ?? null,
      })),
    ),
};

/** The hosted API's daily points expiration file: each member's points by the date they expire, soonest first. */
const pointsExpiration: RowKind = {
  columns: ['user_id', 'points', 'date_expires', 'expiration_date'],
  async rows({ client, from, to, now }, memberIds) {
    const policy = client.settings.expiry_policy;
    if (policy.type === 'none') return [];
    return (await membersOf(client.clientId, memberIds)).flatMap((stored) =>
      upcomingExpirations(policy, settledMember(policy, stored, now), now)
        .filter((expiry) => expiry.date_expires >= from && expiry.date_expires <= to)
        .map((expiry) => ({
          user_id: stored.id,
          points: expiry.points,
          date_expires: expiry.date_expires,
          expiration_date: isoDay(expiry.date_expires),
        })),
    );
  },
};

export const ROW_KINDS: { [K in MemberExportKind]: RowKind } = { members, ledger, redemptions, points_expiration: pointsExpiration };

/** Each kind's columns: the member kinds', and the audit log's (shared/audit writes its rows). */
const COLUMNS: { [K in ExportKind]: readonly string[] } = {
  ...(Object.fromEntries(Object.entries(ROW_KINDS).map(([kind, rowKind]) => [kind, rowKind.columns])) as { [K in MemberExportKind]: readonly string[] }),
  audit: AUDIT_EXPORT_COLUMNS,
};

/** A CSV file's header line, or nothing for NDJSON. */
export const headerText = (kind: ExportKind, format: ExportFormat): string => (format === 'csv' ? `${csvLine(COLUMNS[kind])}\r\n` : '');

/** Rows as the format writes them: CSV lines in the header's column order (CRLF), or one JSON object a line. */
export function rowsText(kind: ExportKind, format: ExportFormat, rows: Row[]): string {
  const columns = COLUMNS[kind];
  return rows
    .map((row) =>
      format === 'csv'
        ? `${csvLine(columns.map((column) => row[column] ?? null))}\r\n`
        : `${JSON.stringify(Object.fromEntries(columns.map((column) => [column, row[column] ?? null])))}\n`,
    )
    .join('');
}
