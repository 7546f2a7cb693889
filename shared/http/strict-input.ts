import * as z from 'zod';

/**
 * A request body's schema that refuses what it does not declare. Written schemas stay plain
 * `z.object` (stored items and import rows read through them too); a route's contract takes its
 * body through here once, so every object the body can hold, however deep, answers a field it
 * does not know with an `unrecognized_keys` issue instead of dropping it. An object that already
 * says what its other keys may be (a catchall, free JSON) keeps its own rule.
 */

type Def = Record<string, unknown> & { type: string };

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The same kind of schema with `changes` to its definition (checks and refinements kept). */
const withDef = <T extends z.ZodType>(schema: T, changes: Record<string, unknown>): T =>
  (schema as unknown as { clone(def: Def): T }).clone({ ...defOf(schema), ...changes });

const made = new WeakMap<z.ZodType, z.ZodType>();

export function strictInput<T extends z.ZodType>(schema: T): T {
  const known = made.get(schema);
  if (known) return known as T;
  const strict = strictCopy(schema);
  made.set(schema, strict);
  return strict;
}

function strictCopy<T extends z.ZodType>(schema: T): T {
  const def = defOf(schema);
  const child = (name: string) => strictInput(def[name] as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [key, strictInput(field)]));
      return withDef(schema, { shape, catchall: def.catchall ?? z.never() });
    }
    case 'array':
      return withDef(schema, { element: child('element') });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return withDef(schema, { innerType: child('innerType') });
    case 'union':
      return withDef(schema, { options: (def.options as z.ZodType[]).map((option) => strictInput(option)) });
    case 'pipe':
      return withDef(schema, { in: child('in'), out: child('out') });
    case 'record':
      return withDef(schema, { valueType: child('valueType') });
    case 'tuple':
      return withDef(schema, { items: (def.items as z.ZodType[]).map((item) => strictInput(item)), rest: def.rest ? child('rest') : def.rest });
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      return withDef(schema, { getter: () => strictInput(getter()) });
    }
    default:
      // Scalars, free JSON and intersections (whose sides each see only part of the keys) stay as they are.
      return schema;
  }
}
