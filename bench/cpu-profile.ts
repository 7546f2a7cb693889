/**
 * npx tsx bench/cpu-profile.ts FILE.cpuprofile [REQUESTS] — where a profiled run's CPU went, by
 * part of the service (the SDK, Middy, zod, Powertools, the route's code, Node.js itself), and the
 * service's own functions by time spent in them. `npm run bench` writes one profile per case
 * (its replayed requests) when BENCH_CPU_PROFILE names a directory; REQUESTS turns the totals
 * into ms per request.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Parts of a request's CPU, first match wins; what matches none is Node.js's own work. */
const PARTS: Array<[string, RegExp]> = [
  ['AWS SDK: building, signing and parsing DynamoDB calls', /node_modules\/(@smithy|@aws-sdk|@aws-crypto)\//],
  ['Middy middleware runner', /node_modules\/@middy\//],
  ['zod validation', /node_modules\/zod\//],
  ['Powertools logging and metrics', /node_modules\/@aws-lambda-powertools\//],
  ['the service: shared/ and functions/', /\/(shared|functions)\/[^/]/],
  ['local server dispatch (not in Lambda)', /\/local\//],
  ['benchmark harness', /\/bench\//],
  ['other libraries', /node_modules\//],
];
const SERVICE_CODE = /\/(shared|functions)\/[^/]/;

const [file, requestsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/cpu-profile.ts FILE.cpuprofile [REQUESTS]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const requests = Number(requestsArg ?? 1);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** The part a sample belongs to: the innermost frame that names one, so Node.js work a library asked for counts as that library's. */
function partOf(id: number): string {
  for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
    const url = nodes.get(current)!.callFrame.url;
    const part = PARTS.find(([, pattern]) => pattern.test(url));
    if (part) return part[0];
  }
  return 'Node.js: promises, streams, timers, async hooks';
}

const byPart = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const [id, micros] of selfMicros) {
  const { functionName, url } = nodes.get(id)!.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += micros;
  const part = functionName === '(garbage collector)' ? 'garbage collection' : partOf(id);
  byPart.set(part, (byPart.get(part) ?? 0) + micros);
  // The service's own functions: time in them and in what they call outside the service and the SDK.
  for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
    const frame = nodes.get(current)!.callFrame;
    if (PARTS[0]![1].test(frame.url)) break;
    if (SERVICE_CODE.test(frame.url)) {
      const name = `${frame.functionName || '(anonymous)'} ${relative(process.cwd(), frame.url.replace('file://', ''))}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      break;
    }
  }
}

const ms = (micros: number) => (micros / 1000 / requests).toFixed(3).padStart(8);
const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms of CPU${requests > 1 ? `, ${ms(busy).trim()} ms per request over ${requests}` : ''}`);
console.log(`\n${requests > 1 ? 'ms/request' : '        ms'}   share  part`);
for (const [part, micros] of [...byPart].sort((a, b) => b[1] - a[1])) console.log(`${ms(micros)}  ${share(micros)}  ${part}`);
console.log(`\nThe service's functions (self time, and library work they call outside the SDK):`);
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${ms(micros)}  ${share(micros)}  ${name}`);
