/**
 * What a route answers, as its contract declares it: the success bodies it names and the error
 * codes it can answer. The bodies are found feature by feature (each
 * shared/<feature>/*-responses.ts exports its own `<feature>Answers` map), so no module lists every
 * feature; only the API description and the tests load them, never a function.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod';
import type { Route, SuccessStatus } from '../../lib/routes.js';
import { statusOfCode, type ErrorCode } from '../../shared/errors.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import { importRepoModules, REPO_ROOT } from './repo-modules.js';

/** A feature's answers map: an export of its responses module named `<feature>Answers`. */
const ANSWERS_EXPORT = /^[a-z]\w*Answers$/;

/** Every feature's responses module, relative to the repository root (shared/<feature>/*-responses.ts), sorted. */
export function responsesModules(): string[] {
  return readdirSync(join(REPO_ROOT, 'shared'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(REPO_ROOT, 'shared', dir.name))
        .filter((name) => name.endsWith('-responses.ts'))
        .map((name) => `shared/${dir.name}/${name}`),
    )
    .sort();
}

/**
 * The answers maps of the given modules merged into one, by name. A responses module without an
 * answers map, an entry that is not a schema, or a name two maps both declare fails, naming the
 * modules: a contract's answer name must lead to exactly one schema.
 */
export function mergeAnswers(modules: ReadonlyArray<readonly [file: string, exports: Record<string, unknown>]>): Map<string, z.ZodType> {
  const bodies = new Map<string, z.ZodType>();
  const declaredIn = new Map<string, string>();
  for (const [file, exports] of modules) {
    const maps = Object.entries(exports).filter(([name]) => ANSWERS_EXPORT.test(name));
    if (maps.length === 0) throw new Error(`${file} exports no answers map (<feature>Answers)`);
    for (const [mapName, map] of maps) {
      for (const [name, schema] of Object.entries(map as Record<string, unknown>)) {
        const where = `${file} (${mapName})`;
        const first = declaredIn.get(name);
        if (first !== undefined) throw new Error(`the answer ${name} is declared twice: in ${first} and in ${where}`);
        if (typeof (schema as z.ZodType | undefined)?.safeParse !== 'function') throw new Error(`the answer ${name} in ${where} is not a zod schema`);
        declaredIn.set(name, where);
        bodies.set(name, schema as z.ZodType);
      }
    }
  }
  return bodies;
}

let loading: Promise<ReadonlyMap<string, z.ZodType>> | undefined;

/** Every answer body a contract can name, by name, from every feature's responses module (loaded once). */
export function loadAnswerBodies(): Promise<ReadonlyMap<string, z.ZodType>> {
  loading ??= (async () => {
    const files = responsesModules();
    const modules = await importRepoModules(files);
    return mergeAnswers(files.map((file, index) => [file, modules[index]!] as const));
  })();
  return loading;
}

/** The schema of a named answer body; undefined for an answer without one. A name no feature declares fails. */
export async function answerSchema(answer: AnyRouteContract['answers'][SuccessStatus]): Promise<z.ZodType | undefined> {
  if (answer === null || answer === undefined) return undefined;
  const schema = (await loadAnswerBodies()).get(answer);
  if (schema === undefined) throw new Error(`no feature's answers map (shared/*/*-responses.ts) declares the answer ${answer}`);
  return schema;
}

export interface DeclaredError {
  code: ErrorCode;
  status: number;
}

/**
 * Every error a route can answer: those of the middleware stack, by what the handler declares
 * (authentication, parameters, body, member resolution, idempotency), and the codes of its own
 * rules that its contract lists.
 */
export function declaredErrors(route: Route): DeclaredError[] {
  const spec = route.contract;
  const found: DeclaredError[] = [
    // Any request: an oversized or malformed body, and the unexpected.
    { code: 'input_error', status: 400 },
    { code: 'internal_error', status: 500 },
    // Out of time, or DynamoDB did not answer, before any write was sent: nothing was written.
    { code: 'unavailable', status: 503 },
  ];
  // A write cancelled by other writers until its contention budget ran out (nothing written), or
  // cut off by its deadline or left unanswered by DynamoDB after it was sent (an Idempotency-Key repeat tells what happened).
  if (route.access === 'write') found.push({ code: 'conflict', status: 409 }, { code: 'outcome_unknown', status: 504 });
  // A member token on a route closed to it is forbidden; on one open to it, an expired or revoked token is unauthorized.
  if (route.auth === 'api_key') found.push({ code: 'invalid_auth', status: 400 }, { code: 'rate_limited', status: 429 }, { code: 'forbidden', status: 403 });
  if (spec.memberToken) found.push({ code: 'unauthorized', status: 401 });
  // A public route's credential is in its body: refused 401, and throttled 429 after repeated failures.
  if (route.auth === 'public') found.push({ code: 'unauthorized', status: 401 }, { code: 'rate_limited', status: 429 });
  if (route.auth === 'operator') found.push({ code: 'unauthorized', status: 401 }, { code: 'forbidden', status: 403 });
  // Every operator route under a client reads the client first: an unknown one is not_found.
  if (route.auth === 'operator' && route.path.includes('{client_id}')) found.push({ code: 'not_found', status: 404 });
  if (spec.query || spec.params || spec.member) found.push({ code: 'param_error', status: 400 });
  if (spec.member) found.push({ code: spec.member.notFound, status: spec.member.notFoundStatus ?? statusOfCode(spec.member.notFound) });
  for (const declared of spec.errors ?? []) {
    const [code, status] = typeof declared === 'string' ? [declared, statusOfCode(declared)] : declared;
    found.push({ code, status });
  }
  const unique = new Map(found.map((error) => [`${error.status} ${error.code}`, error]));
  return [...unique.values()].sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}
