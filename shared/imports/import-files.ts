import { Readable } from 'node:stream';
import { parse as parseCsvStream } from 'csv-parse';
import { config } from '../config.js';
import { turnBudget } from '../support/turn-budget.js';
import type { ImportFormat } from './import-schemas.js';

/**
 * Reading an import file: one streaming pass that validates it and cuts it into chunks of
 * whole rows (byte ranges with the file line each starts on), and the parsing of one chunk
 * into rows. The file is never held whole: the pass keeps only counters, and a chunk is at most
 * the configured rows (config importChunkRows) or CHUNK_BYTES bytes.
 */

export const CHUNK_BYTES = 1_048_576;

export interface Chunk {
  index: number;
  /** Byte range of the chunk's rows in the file, end exclusive. */
  start: number;
  end: number;
  /** The file line the chunk's first byte is on (a CSV header is line 1). */
  first_line: number;
}

export interface FilePlan {
  rows: number;
  chunks: Chunk[];
  /** A CSV file's header, as written. */
  columns: string[] | null;
}

/** The file cannot be imported at all: nothing is written and the import fails with this reason. */
export class InvalidFile extends Error {}

/** The longest row a file may hold: a longer one (or an unclosed quote) fails the file rather than filling memory. */
export const MAX_ROW_BYTES = 1_048_576;

/** CSV options shared by the pass and the chunks: any line ending, a byte order mark, blank lines ignored. */
const CSV_OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n'], max_record_size: MAX_ROW_BYTES };

const NEWLINE = 0x0a;

/** Counts newlines in a buffer's bytes [from, to). */
function newlines(buffer: Buffer, from = 0, to = buffer.length): number {
  let count = 0;
  for (let at = buffer.indexOf(NEWLINE, from); at !== -1 && at < to; at = buffer.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/** Cuts chunks as rows go by: `row(endByte)` after each row, `line(bytes)` as bytes go by for line numbers. */
class ChunkCutter {
  readonly chunks: Chunk[] = [];
  private start = 0;
  private startLine = 1;
  private rows = 0;
  private readonly maxRows = config().importChunkRows;
  constructor(private readonly lineAt: (byte: number) => number) {}

  /** Starts the first chunk after a header that ends at `byte`. */
  skipTo(byte: number): void {
    this.start = byte;
    this.startLine = this.lineAt(byte);
  }

  row(endByte: number): void {
    this.rows++;
    if (this.rows >= this.maxRows || endByte - this.start >= CHUNK_BYTES) this.cut(endByte);
  }

  finish(endByte: number): void {
    if (this.rows > 0) this.cut(endByte);
  }

  private cut(endByte: number): void {
    this.chunks.push({ index: this.chunks.length, start: this.start, end: endByte, first_line: this.startLine });
    this.start = endByte;
    this.startLine = this.lineAt(endByte);
    this.rows = 0;
  }
}

/** Line numbers of byte offsets the pass has reached: newlines are counted as the bytes stream by. */
class LineCounter {
  private counted = 0;
  private lines = 1;
  private pending: Buffer[] = [];

  add(buffer: Buffer): void {
    this.pending.push(buffer);
  }

  /** The line byte `offset` is on; offsets only grow. */
  lineAt(offset: number): number {
    for (let head = this.pending[0]; head !== undefined; head = this.pending[0]) {
      const take = Math.min(head.length, offset - this.counted);
      if (take <= 0) break;
      this.lines += newlines(head, 0, take);
      this.counted += take;
      if (take === head.length) this.pending.shift();
      else {
        this.pending[0] = head.subarray(take);
        break;
      }
    }
    return this.lines;
  }
}

/**
 * Validates a file and cuts it into chunks in one streaming pass. A CSV file must start with a
 * header that `checkColumns` accepts; an NDJSON file's first row must be a JSON object. Throws
 * InvalidFile otherwise.
 */
export async function planFile(stream: Readable, format: ImportFormat, checkColumns: (columns: string[]) => string | undefined): Promise<FilePlan> {
  return format === 'csv' ? planCsv(stream, checkColumns) : planNdjson(stream);
}

async function planCsv(stream: Readable, checkColumns: (columns: string[]) => string | undefined): Promise<FilePlan> {
  const lines = new LineCounter();
  const cutter = new ChunkCutter((byte) => lines.lineAt(byte));
  const parser = parseCsvStream({ ...CSV_OPTIONS, info: true });
  let columns: string[] | null = null;
  let rows = 0;
  let lastEnd = 0;
  stream.on('data', (buffer: Buffer) => lines.add(buffer));
  stream.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
      if (columns === null) {
        columns = record.map((column) => column.trim());
        const problem = checkColumns(columns);
        if (problem) throw new InvalidFile(problem);
        cutter.skipTo(info.bytes);
      } else {
        rows++;
        cutter.row(info.bytes);
      }
      lastEnd = info.bytes;
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof InvalidFile) throw error;
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw new InvalidFile(`the row from line ${lines.lineAt(lastEnd)} is over ${MAX_ROW_BYTES / 1_048_576} MB (an unclosed quote?)`);
    // The parser's words can quote a whole field: the reason stays a sentence.
    throw new InvalidFile(`not a CSV file this import can read: ${(error as Error).message.slice(0, 200)}`);
  }
  if (columns === null) throw new InvalidFile('the file is empty: a CSV import starts with a header line');
  cutter.finish(lastEnd);
  return { rows, chunks: cutter.chunks, columns };
}

async function planNdjson(stream: Readable): Promise<FilePlan> {
  const lines = new LineCounter();
  const cutter = new ChunkCutter((byte) => lines.lineAt(byte));
  let offset = 0;
  let rows = 0;
  let line = 1;
  let firstChecked = false;
  /** The bytes of the line being read, only while it is the first row (to check it is JSON). */
  let firstRow: Buffer[] = [];
  let lineBytes = 0;
  let lineHasContent = false;
  const take = (piece: Buffer) => {
    lineBytes += piece.length;
    if (lineBytes > MAX_ROW_BYTES) throw new InvalidFile(`line ${line} is over ${MAX_ROW_BYTES / 1_048_576} MB`);
    if (!firstChecked) firstRow.push(piece);
    if (!lineHasContent && piece.toString('utf8').trim() !== '') lineHasContent = true;
  };
  const endLine = (endByte: number) => {
    if (lineHasContent) {
      if (!firstChecked) {
        firstChecked = true;
        if (!isJsonObject(Buffer.concat(firstRow).toString('utf8'))) throw new InvalidFile('not an NDJSON file: its first line is not a JSON object');
        firstRow = [];
      }
      rows++;
      cutter.row(endByte);
    }
    line++;
    lineBytes = 0;
    lineHasContent = false;
  };
  try {
    for await (const buffer of stream as AsyncIterable<Buffer>) {
      lines.add(buffer);
      let from = 0;
      for (let at = buffer.indexOf(NEWLINE); at !== -1; at = buffer.indexOf(NEWLINE, at + 1)) {
        take(buffer.subarray(from, at));
        endLine(offset + at + 1);
        from = at + 1;
      }
      take(buffer.subarray(from));
      offset += buffer.length;
    }
  } catch (error) {
    stream.destroy();
    throw error;
  }
  // The last line, when the file does not end with a newline.
  endLine(offset);
  if (rows === 0) throw new InvalidFile('the file has no rows');
  cutter.finish(offset);
  return { rows, chunks: cutter.chunks, columns: null };
}

function isJsonObject(text: string): boolean {
  try {
    const value = JSON.parse(text.replace(/^\uFEFF/, ''));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** One row of a chunk: its file line, and its fields, or why it could not be read. */
export type ChunkRow = { line: number; fields: Record<string, unknown> } | { line: number; unreadable: string };

/**
 * Reads a chunk's bytes into rows with their file lines. A megabyte of CSV takes a few hundred
 * milliseconds to parse: it is fed to the parser in pieces, and the event loop gets a turn
 * every few milliseconds of it.
 */
export function chunkRows(bytes: Buffer, chunk: Chunk, format: ImportFormat, columns: string[] | null): Promise<ChunkRow[]> {
  return format === 'csv' ? csvRows(bytes, chunk, columns ?? []) : ndjsonRows(bytes, chunk);
}

/** Bytes the CSV parser takes at a time: a few milliseconds of parsing. */
const PARSE_PIECE_BYTES = 4_096;

/** The line of the first non-blank byte at or after `offset`, which is on line `line`: a row's own line, past blank lines before it. */
function rowLine(bytes: Buffer, line: number, offset: number): number {
  let at = offset;
  while (at < bytes.length && (bytes[at] === NEWLINE || bytes[at] === 0x0d)) at++;
  return line + newlines(bytes, offset, at);
}

async function csvRows(bytes: Buffer, chunk: Chunk, columns: string[]): Promise<ChunkRow[]> {
  const pieces = Array.from({ length: Math.ceil(bytes.length / PARSE_PIECE_BYTES) }, (_unused, index) =>
    bytes.subarray(index * PARSE_PIECE_BYTES, (index + 1) * PARSE_PIECE_BYTES),
  );
  const parser = Readable.from(pieces).pipe(parseCsvStream({ ...CSV_OPTIONS, bom: false, info: true }));
  const budget = turnBudget();
  const rows: ChunkRow[] = [];
  let start = 0;
  let lines = chunk.first_line;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
      // Newlines are counted from the previous row's end only: counting from the chunk's start made lines quadratic.
      const line = rowLine(bytes, lines, start);
      lines += newlines(bytes, start, info.bytes);
      start = info.bytes;
      if (record.length !== columns.length) rows.push({ line, unreadable: `the row has ${record.length} fields; the header has ${columns.length}` });
      else rows.push({ line, fields: Object.fromEntries(columns.map((column, index) => [column, record[index]])) });
      await budget.spend();
    }
  } catch (error) {
    // The plan read the whole file as CSV, so its chunks parse: one that does not is not the file planned.
    throw new Error(`chunk ${chunk.index} is not the CSV the plan read: ${(error as Error).message}`);
  }
  return rows;
}

async function ndjsonRows(bytes: Buffer, chunk: Chunk): Promise<ChunkRow[]> {
  const rows: ChunkRow[] = [];
  let line = chunk.first_line;
  const budget = turnBudget();
  for (const text of bytes.toString('utf8').split('\n')) {
    await budget.spend();
    if (text.trim() !== '') {
      try {
        const value = JSON.parse(text.replace(/^\uFEFF/, ''));
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) rows.push({ line, fields: value as Record<string, unknown> });
        else rows.push({ line, unreadable: 'the line is JSON but not an object' });
      } catch {
        rows.push({ line, unreadable: 'the line is not JSON' });
      }
    }
    line++;
  }
  return rows;
}
