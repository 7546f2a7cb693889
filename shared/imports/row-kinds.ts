import * as z from 'zod';
import { ApiError } from '../errors.js';
import type { ClientRecord } from '../programs/index.js';
import type { MemberIdentifier } from '../member-store/index.js';
import { IdTypeSchema, ImportedMemberBody, importMember, type ImportedMemberInput } from '../members/index.js';
import { CreditActivityBody, creditActivity, type RankMove } from '../points/index.js';
import { addCodesNotInPool } from '../rewards/index.js';
import { PurchaseBody, recordPurchase } from '../purchases/index.js';
import { changeSegmentMember } from '../segments/index.js';
import { serviceRequest } from '../requests/index.js';
import { turnBudget } from '../support/turn-budget.js';
import { ChunkMembers, eachMemberInTurn, groupedByMember, MEMBERS_IN_PARALLEL } from './chunk-members.js';
import { ImportedRow } from './imported-rows.js';
import { type ColumnsOfKind, columnsProblem, fromCells } from './row-columns.js';
import type { ImportKind, RowErrorCode } from './import-schemas.js';

/**
 * What each kind of import row is and how a chunk of them is written. Every row is all or
 * nothing (its own transaction or conditional writes); a refused row becomes an error line and
 * the others go on.
 */

export interface RowError {
  field: string | null;
  code: RowErrorCode;
  message: string;
}

export type RowOutcome = { line: number; outcome: 'done' | 'skipped'; rankMove?: RankMove } | { line: number; outcome: 'failed'; error: RowError };

/** What every row of a chunk is written under: the client, the import it belongs to, and the chunk's instant. */
export interface RowScope {
  client: ClientRecord;
  importId: string;
}

/**
 * A row whose dedupe key was on record: done when this very line wrote it (an earlier run of its
 * chunk, cut short by contention or a lost answer), refused when another line of this same file
 * did (the file says it twice), skipped when another import did.
 */
function replayed(record: ImportedRow, line: number, field: string): RowOutcome {
  const first = record.recordedAt;
  if (first?.import_id !== record.importId) return { line, outcome: 'skipped' };
  if (first.line === line) return { line, outcome: 'done' };
  return failed(line, 'invalid_value', `${field}: also on line ${first.line} of this file, which was written`, field);
}

export interface ValidRow<T> {
  line: number;
  row: T;
}

interface RowKind<T> extends ColumnsOfKind {
  schema: z.ZodType<T>;
  /** Writes a chunk's valid rows; answers every row's outcome. */
  write(scope: RowScope, rows: ValidRow<T>[]): Promise<RowOutcome[]>;
}

/** An error line's message is a sentence, however long the value it quotes (an NDJSON key can run to a megabyte). */
const MAX_MESSAGE = 500;

const failed = (line: number, code: RowErrorCode, message: string, field: string | null = null): RowOutcome => ({
  line,
  outcome: 'failed',
  error: { field, code, message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}...` : message },
});

/**
 * An error the domain answered becomes the row's reason: not found (this API's page_not_found is
 * answered with 400, so the code says it, not the status) or refused. Contention (409 conflict:
 * another writer won a race) and anything else fail the chunk, which is run again: its rows are
 * all or nothing and it is counted once. `notFoundField` is the column a not-found names when its
 * message names none (a member deleted while its row was written: the row's user_id).
 */
function refusal(line: number, error: unknown, notFoundField: string | null = null): RowOutcome {
  if (error instanceof ApiError && error.status < 500 && error.code !== 'conflict') {
    // Domain messages name their field first ("tier_override: no tier level has id gold").
    const field = /^([a-z0-9_]+(?:\.[A-Za-z0-9_]+)?):/.exec(error.message)?.[1] ?? null;
    const notFound = error.status === 404 || error.code === 'page_not_found';
    return failed(line, notFound ? 'not_found' : 'refused', error.message, field ?? (notFound ? notFoundField : null));
  }
  throw error;
}

const ActivityCreditRow = CreditActivityBody.omit({ extra_data: true })
  .extend({
    user_id: z.union([z.string().trim().min(1).max(255), z.number().int().min(1)]),
    id_type: IdTypeSchema,
    /** The row's dedupe key, as an Idempotency-Key is the route's: a second row with it changes nothing. */
    external_id: z.string().trim().min(1).max(200),
  })
  .strict();
type ActivityCreditRow = z.infer<typeof ActivityCreditRow>;

/** A chunk's valid rows written member by member (chunk-members.ts), by the member each row names. */
const memberByMember = <T>(rows: ValidRow<T>[], memberOf: (row: T, index: number) => string, write: (row: ValidRow<T>) => Promise<RowOutcome>) =>
  eachMemberInTurn(
    groupedByMember(rows, (row, index) => memberOf(row.row, index)),
    write,
  );

/** The member a credit row names, as the chunk groups its rows (memberByMember) and reads them (ChunkMembers). */
const creditedMember = (row: ActivityCreditRow): MemberIdentifier => ({ idType: row.id_type, userId: String(row.user_id) });
const creditedMemberKey = (row: ActivityCreditRow) => `${row.id_type}\u0000${row.user_id}`;

/** Members a chunk's credits read at once: a few rounds of its parallel rows, so the snapshot is seldom overtaken. */
const MEMBERS_READ_AT_ONCE = 4 * MEMBERS_IN_PARALLEL;

async function creditRow(scope: RowScope, { line, row }: ValidRow<ActivityCreditRow>, members: ChunkMembers): Promise<RowOutcome> {
  const { client } = scope;
  const identifier = creditedMember(row);
  try {
    const member = await members.take(identifier);
    if (!member) return failed(line, 'not_found', 'user does not exist', 'user_id');
    const record = new ImportedRow(scope, 'activity_credits', row.external_id, line);
    const { user_id: _user, id_type: _idType, external_id: _external, ...input } = row;
    const result = await creditActivity({ ...serviceRequest(client), answerRecord: record }, member, input, (after) => members.wrote(identifier, after));
    // A row answered from its record wrote nothing now: what the member is, the next row reads.
    if (record.replayed) members.forget(identifier);
    // A refusal is on record too (the route answers a repeat the same): a rerun refuses it again rather than skipping it.
    if (!result.awarded)
      return failed(line, 'refused', result.reason === 'freq_cap_reached' ? "the activity's frequency cap is reached" : 'more attempts are required');
    if (record.replayed) return replayed(record, line, 'external_id');
    return { line, outcome: 'done' };
  } catch (error) {
    // A member deleted after the chunk read it is found by nobody on the credit's fresh read: the line of a member never found.
    return refusal(line, error, 'user_id');
  }
}

const activityCredits: RowKind<ActivityCreditRow> = {
  columns: {
    user_id: { required: true, type: 'text' },
    id_type: { required: false, type: 'text' },
    activity_id: { required: true, type: 'text' },
    activity_date: { required: false, type: 'integer' },
    num_points: { required: false, type: 'integer' },
    notes: { required: false, type: 'text' },
    external_id: { required: true, type: 'text' },
  },
  schema: ActivityCreditRow,
  write: (scope, rows) => {
    const groups = groupedByMember(rows, ({ row }) => creditedMemberKey(row));
    const members = new ChunkMembers(
      scope.client.clientId,
      groups.flatMap(([first]) => (first ? [creditedMember(first.row)] : [])),
      MEMBERS_READ_AT_ONCE,
    );
    return eachMemberInTurn(groups, (row) => creditRow(scope, row, members));
  },
};

const PurchaseRow = PurchaseBody.extend({ id_type: IdTypeSchema }).strict();
type PurchaseRow = z.infer<typeof PurchaseRow>;

/** A purchase as POST /v2/purchases records it: receipt_id is the dedupe key, and its points move with it. */
async function purchaseRow(scope: RowScope, { line, row }: ValidRow<PurchaseRow>): Promise<RowOutcome> {
  const { client } = scope;
  try {
    const record = new ImportedRow(scope, 'purchases', row.receipt_id, line);
    const { id_type: idType, ...input } = row;
    await recordPurchase({ ...serviceRequest(client), answerRecord: record }, idType, input);
    return record.replayed ? replayed(record, line, 'receipt_id') : { line, outcome: 'done' };
  } catch (error) {
    return refusal(line, error);
  }
}

const purchases: RowKind<PurchaseRow> = {
  columns: {
    receipt_id: { required: true, type: 'text' },
    total: { required: true, type: 'text' },
    user_id: { required: false, type: 'text' },
    id_type: { required: false, type: 'text' },
    date_purchase: { required: false, type: 'integer' },
    loc_id: { required: false, type: 'text' },
    tax: { required: false, type: 'text' },
    shipping: { required: false, type: 'text' },
    items: { required: false, type: 'json' },
    coupon_codes: { required: false, type: 'json' },
    loc_address_1: { required: false, type: 'text' },
    loc_address_2: { required: false, type: 'text' },
    loc_address_3: { required: false, type: 'text' },
    loc_description: { required: false, type: 'text' },
    loc_lat: { required: false, type: 'text' },
    loc_long: { required: false, type: 'text' },
  },
  schema: PurchaseRow,
  write: (scope, rows) =>
    memberByMember(
      rows,
      // Purchases without a member contend with nobody: each goes on its own.
      (row, index) => (row.user_id === undefined ? `\u0001${index}` : `${row.id_type}\u0000${row.user_id}`),
      (row) => purchaseRow(scope, row),
    ),
};

/** A reward id as the API answers it (a number, or its digits as text in the JSON the rewards routes answer). */
const RewardId = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'must be a reward id')
      .transform(Number),
  ])
  .pipe(z.number().int().min(1));

const RewardCodeRow = z.strictObject({ reward_id: RewardId, code: z.string().trim().min(1).max(1000) });
type RewardCodeRow = z.infer<typeof RewardCodeRow>;

const rewardCodes: RowKind<RewardCodeRow> = {
  columns: { reward_id: { required: true, type: 'integer' }, code: { required: true, type: 'text' } },
  schema: RewardCodeRow,
  /** A chunk's codes for one reward go in as one batch: the reward's stock counter moves once per 99 codes, not once per row. */
  async write({ client }, rows) {
    const outcomes: RowOutcome[] = [];
    const byReward = new Map<number, ValidRow<RewardCodeRow>[]>();
    for (const row of rows) {
      const group = byReward.get(row.row.reward_id);
      if (group) group.push(row);
      else byReward.set(row.row.reward_id, [row]);
    }
    for (const [rewardId, group] of byReward) {
      const first = new Map<string, number>();
      const unique: ValidRow<RewardCodeRow>[] = [];
      for (const row of group) {
        const earlier = first.get(row.row.code);
        if (earlier !== undefined) outcomes.push(failed(row.line, 'invalid_value', `the code is already on line ${earlier}`, 'code'));
        else {
          first.set(row.row.code, row.line);
          unique.push(row);
        }
      }
      try {
        const { present } = await addCodesNotInPool(
          client.clientId,
          rewardId,
          unique.map(({ row }) => row.code),
        );
        const already = new Set(present);
        for (const { line, row } of unique) outcomes.push({ line, outcome: already.has(row.code) ? 'skipped' : 'done' });
      } catch (error) {
        for (const { line } of unique) outcomes.push(refusal(line, error));
      }
    }
    return outcomes;
  },
};

const SegmentMemberRow = z.strictObject({
  segment_id: z
    .union([
      z.number().int().min(1),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'must be a segment id (digits)'),
    ])
    .transform(String),
  user_id: z.union([z.string().trim().min(1).max(255), z.number().int().min(1)]).transform(String),
  id_type: IdTypeSchema,
  action: z.enum(['add', 'remove'], { error: 'must be add or remove' }).default('add'),
});
type SegmentMemberRow = z.infer<typeof SegmentMemberRow>;

/** A member in or out of a static segment: done when it moved, skipped when it was already so. */
async function segmentMemberRow({ client }: RowScope, { line, row }: ValidRow<SegmentMemberRow>): Promise<RowOutcome> {
  try {
    const outcome = await changeSegmentMember(client.clientId, row.segment_id, row.id_type, row.user_id, row.action === 'add');
    if (outcome === 'not_found') return failed(line, 'not_found', 'user does not exist', 'user_id');
    return { line, outcome: outcome === 'unchanged' ? 'skipped' : 'done' };
  } catch (error) {
    // A segment archived or dynamic refuses every row naming it, and the file goes on.
    if (error instanceof ApiError && error.code === 'conflict') return failed(line, 'refused', error.message, 'segment_id');
    return refusal(line, error);
  }
}

const segmentMembers: RowKind<SegmentMemberRow> = {
  columns: {
    segment_id: { required: true, type: 'text' },
    user_id: { required: true, type: 'text' },
    id_type: { required: false, type: 'text' },
    action: { required: false, type: 'text' },
  },
  schema: SegmentMemberRow,
  write: (scope, rows) =>
    memberByMember(
      rows,
      (row) => `${row.id_type}\u0000${row.user_id}`,
      (row) => segmentMemberRow(scope, row),
    ),
};

const MemberRow = ImportedMemberBody;
type MemberRow = ImportedMemberInput;

/** A member's row: created or updated all or nothing; its move in the rank trees is left for the chunk to count. */
async function memberRow(scope: RowScope, { line, row }: ValidRow<MemberRow>): Promise<RowOutcome> {
  const { client, importId } = scope;
  try {
    const record = new ImportedRow(scope, 'members', `${importId}:${line}`, line);
    const member = await importMember(client, row, { import_id: importId, line }, record);
    if (member.change === 'unchanged') return { line, outcome: 'skipped' };
    return { line, outcome: 'done', ...(member.rank_move ? { rankMove: member.rank_move } : {}) };
  } catch (error) {
    return refusal(line, error);
  }
}

/** Columns read as whole numbers; every other member column is text. */
const MEMBER_INTEGER_COLUMNS = new Set(['gender_id', 'city_id', 'sign_up_channel_id', 'redeemable_points', 'total_points', 'date_created']);

const members: RowKind<MemberRow> = {
  columns: Object.fromEntries(
    Object.keys(MemberRow.shape)
      .filter((column) => column !== 'custom_data')
      .map((column) => [column, { required: false, type: MEMBER_INTEGER_COLUMNS.has(column) ? 'integer' : 'text' }]),
  ),
  nested: 'custom_data',
  oneOf: ['third_party_id', 'email_address'],
  schema: MemberRow,
  write: (scope, rows) =>
    memberByMember(
      rows,
      (row, index) => row.third_party_id ?? row.email_address?.toLowerCase() ?? `\u0001${index}`,
      (row) => memberRow(scope, row),
    ),
};

/** A kind as the pipeline uses it: its columns, and the writing of a chunk's rows as read from the file. */
export interface ChunkWriter extends ColumnsOfKind {
  writeRows(scope: RowScope, rows: ReadRow[], fromCsv: boolean): Promise<RowOutcome[]>;
}

export interface ReadRow {
  line: number;
  fields: Record<string, unknown>;
}

/** Checks each row against the kind's schema (a refused row is its error line), then writes the valid ones. */
function chunkWriter<T>(kind: RowKind<T>): ChunkWriter {
  return {
    columns: kind.columns,
    nested: kind.nested,
    oneOf: kind.oneOf,
    async writeRows(scope, rows, fromCsv) {
      const outcomes: RowOutcome[] = [];
      const valid: ValidRow<T>[] = [];
      // A chunk's checks are CPU only: they give the event loop back every few milliseconds.
      const budget = turnBudget();
      for (const { line, fields } of rows) {
        await budget.spend();
        const values = fromCsv ? fromCells(kind, fields) : fields;
        const parsed = kind.schema.safeParse(values);
        if (parsed.success) valid.push({ line, row: parsed.data });
        else outcomes.push(schemaRefusal(line, values, parsed.error));
      }
      return [...outcomes, ...(await kind.write(scope, valid))];
    },
  };
}

export const ROW_KINDS: { [K in ImportKind]: ChunkWriter } = {
  members: chunkWriter(members),
  activity_credits: chunkWriter(activityCredits),
  purchases: chunkWriter(purchases),
  reward_codes: chunkWriter(rewardCodes),
  segment_members: chunkWriter(segmentMembers),
};

/** Why a CSV header cannot be imported as `kind` by a client with these custom attributes, if it cannot. */
export const headerProblem = (kind: ImportKind, columns: string[], customAttributes: readonly string[]): string | undefined =>
  columnsProblem(kind, ROW_KINDS[kind], columns, customAttributes);

/** A row its schema refused: one error line, naming the first field at fault. */
function schemaRefusal(line: number, values: Record<string, unknown>, error: z.ZodError): RowOutcome {
  const [issue] = error.issues;
  const field = issue && issue.path.length > 0 ? String(issue.path[0]) : null;
  const missing = field !== null && values[field] === undefined;
  return failed(line, missing ? 'missing_value' : 'invalid_value', `${field ?? 'row'}: ${missing ? 'is required' : (issue?.message ?? 'is not valid')}`, field);
}
