/**
 * The columns of a CSV import: which a header may name (checked once, at validation, so a file
 * that would refuse every row fails before anything is written), and how a row's cells become
 * values. Both are linear in the row's cells, whatever the file.
 */

/** How a CSV cell's text becomes a value; NDJSON rows carry values as they are. */
export type CellType = 'text' | 'integer' | 'json';

export interface ColumnsOfKind {
  /** Columns a CSV file may have, whether each is required, and how its text is read. */
  columns: Record<string, { required: boolean; type: CellType }>;
  /** A field whose keys are columns of their own in CSV (`custom_data.<key>`), read as text. */
  nested?: string;
  /** Columns of which a CSV header needs at least one (what names a row's member). */
  oneOf?: string[];
}

/**
 * The most columns a header may have, checked before any other: above the widest header a kind
 * can have (members: 38 columns and at most 200 custom attributes), so a runaway header is
 * refused before its names are looked at one by one.
 */
export const MAX_IMPORT_COLUMNS = 300;

/** Offending columns a refusal names; the rest are counted. */
const NAMED_COLUMNS = 20;
/** A column name is shown up to this many characters: a refusal must stay a sentence, whatever the header. */
const SHOWN_NAME = 60;

const shown = (column: string): string => (column.length > SHOWN_NAME ? `${column.slice(0, SHOWN_NAME)}...` : column);

/** The first offenders by name, and how many more there are. */
function listed(columns: string[]): string {
  const named = columns.slice(0, NAMED_COLUMNS).map(shown).join(', ');
  return columns.length > NAMED_COLUMNS ? `${named} and ${columns.length - NAMED_COLUMNS} more` : named;
}

const plural = (count: number, word: string): string => `${word}${count > 1 ? 's' : ''}`;

/** The key a `<field>.<key>` column names inside the nested field, if the column is one. */
export const nestedKey = (field: string, column: string): string | undefined =>
  column.startsWith(`${field}.`) && column.length > field.length + 1 ? column.slice(field.length + 1) : undefined;

/**
 * Why a CSV header cannot be imported as `kind`, if it cannot: too many columns, a column the
 * kind does not have (a nested key counts only when `nestedKeys` has it: the client's custom
 * attributes, spec 2.2), a missing required column, or a repeated one.
 */
export function columnsProblem(kind: string, spec: ColumnsOfKind, columns: string[], nestedKeys: readonly string[]): string | undefined {
  if (columns.length > MAX_IMPORT_COLUMNS)
    return `the header has ${columns.length.toLocaleString('en')} columns; an import takes at most ${MAX_IMPORT_COLUMNS}`;
  const { columns: known, nested, oneOf } = spec;
  const registered = new Set(nestedKeys);
  const nestedOf = (column: string) => (nested === undefined ? undefined : nestedKey(nested, column));
  const unknown = columns.filter((column) => !Object.hasOwn(known, column) && nestedOf(column) === undefined);
  if (unknown.length > 0) return `unknown ${plural(unknown.length, 'column')} for ${kind}: ${listed(unknown)}`;
  const unregistered = columns.filter((column) => {
    const key = nestedOf(column);
    return key !== undefined && !registered.has(key);
  });
  if (unregistered.length > 0)
    return `${plural(unregistered.length, 'column')} naming no custom attribute of the program (register ${unregistered.length > 1 ? 'them' : 'it'} in its settings first): ${listed(unregistered)}`;
  const present = new Set(columns);
  const missing = Object.entries(known)
    .filter(([column, { required }]) => required && !present.has(column))
    .map(([column]) => column);
  if (missing.length > 0) return `missing required ${plural(missing.length, 'column')} for ${kind}: ${missing.join(', ')}`;
  if (oneOf && !oneOf.some((column) => present.has(column))) return `${kind} needs one of the columns ${oneOf.join(' or ')}`;
  if (present.size === columns.length) return undefined;
  const seen = new Set<string>();
  const repeated = columns.find((column) => seen.has(column) || !seen.add(column)) as string;
  return `the column ${shown(repeated)} appears twice`;
}

/** A CSV row's cells as values: empty cells are absent, integers and JSON read from their text, nested columns gathered. */
export function fromCells({ columns, nested }: ColumnsOfKind, fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  // Gathered once at the end: a copy of the object per cell made a row's cost grow with the square of its columns.
  const gathered: Array<[string, string]> = [];
  for (const [column, cell] of Object.entries(fields)) {
    const text = String(cell).trim();
    if (text === '') continue;
    const key = nested === undefined ? undefined : nestedKey(nested, column);
    if (nested !== undefined && key !== undefined) {
      gathered.push([key, String(cell)]);
      continue;
    }
    const type = columns[column]?.type ?? 'text';
    if (type === 'integer' && /^-?\d{1,16}$/.test(text)) values[column] = Number(text);
    else if (type === 'json') {
      try {
        values[column] = JSON.parse(text);
      } catch {
        values[column] = text;
      }
    } else values[column] = type === 'text' ? String(cell) : text;
  }
  if (nested !== undefined && gathered.length > 0) values[nested] = Object.fromEntries(gathered);
  return values;
}
