import { ASSUMPTIONS, PRICES, PROGRAM, SIZING } from './inputs.js';

/** What `npm run bench` measured for a route's usual request. */
export interface RouteFigures {
  route: string;
  method: string;
  apiKey: boolean;
  /** CPU of the request with DynamoDB's answers from memory: the route's code and the SDK's. */
  cpuMs: number;
  /** Module-scope init of the route's bundle in a fresh process (npm run bench:cold). */
  initMs: number;
  roundTrips: number;
  transactions: number;
  readUnits: number;
  writeUnits: number;
  logBytes: number;
}

export interface RouteCost extends RouteFigures {
  memoryMb: number;
  billedMs: number;
  /** Dollars per million requests, by service. */
  perMillion: { lambda: number; api: number; dynamo: number; logs: number; xray: number; total: number };
}

/** A function's CPU time stretches when its memory buys less than one vCPU. */
const cpuStretch = (memoryMb: number) => Math.max(1, ASSUMPTIONS.fullVcpuMemoryMb / memoryMb);

/** Whether a function of `figures` at `memoryMb` meets the sizing rule, its limits scaled by `slack`. */
const meetsRule = (figures: Pick<RouteFigures, 'cpuMs' | 'initMs'>, memoryMb: number, slack = 1): boolean =>
  figures.cpuMs * (cpuStretch(memoryMb) - 1) <= SIZING.maxAddedCpuMs * slack && figures.initMs * cpuStretch(memoryMb) <= SIZING.maxInitMs * slack;

/**
 * The smallest memory meeting the sizing rule (the largest option when none does), unless the
 * function's current size is as good within the noise margin: a smaller current size is kept
 * while it meets the rule with the margin's room, a larger one while the smaller size fits
 * without the margin's room to spare.
 */
export function chooseMemory(figures: Pick<RouteFigures, 'cpuMs' | 'initMs'>, currentMb?: number): { memoryMb: number; withinRule: boolean } {
  const fitting = SIZING.memoryOptionsMb.find((memoryMb) => meetsRule(figures, memoryMb));
  const chosen = fitting ?? (SIZING.memoryOptionsMb.at(-1) as number);
  if (currentMb !== undefined && currentMb !== chosen && (SIZING.memoryOptionsMb as readonly number[]).includes(currentMb)) {
    const withMargin = meetsRule(figures, currentMb, 1 + SIZING.noiseMargin);
    const keep = currentMb < chosen ? withMargin : !meetsRule(figures, chosen, 1 - SIZING.noiseMargin);
    if (keep) return { memoryMb: currentMb, withinRule: withMargin };
  }
  return { memoryMb: chosen, withinRule: fitting !== undefined };
}

/** Lambda's bill for one invocation: duration rounded up to the millisecond, times memory. */
const lambdaDollars = (memoryMb: number, billedMs: number) =>
  (memoryMb / 1024) * (billedMs / 1000) * PRICES.lambdaArmGbSecond + PRICES.lambdaPerMillionRequests / 1e6;

export function routeCost(figures: RouteFigures, memoryMb: number): RouteCost {
  const waitMs = figures.roundTrips * ASSUMPTIONS.dynamoRoundTripMs + (figures.transactions > 0 ? ASSUMPTIONS.transactionExtraMs : 0);
  const billedMs = Math.ceil(figures.cpuMs * cpuStretch(memoryMb) + waitMs);
  const authorizer = figures.apiKey ? ASSUMPTIONS.authorizerCallsPerRequest : 0;
  const authorizerMs = Math.ceil(ASSUMPTIONS.authorizerCpuMs * cpuStretch(memoryMb) + ASSUMPTIONS.dynamoRoundTripMs);
  const million = 1e6;
  const lambda = million * (lambdaDollars(memoryMb, billedMs) + authorizer * lambdaDollars(memoryMb, authorizerMs));
  const api = PRICES.httpApiPerMillionRequests;
  // The authorizer's GetItem is eventually consistent on a small item: half a read unit.
  const readUnits = figures.readUnits + authorizer * 0.5;
  const dynamo = readUnits * PRICES.dynamoPerMillionReadUnits + figures.writeUnits * PRICES.dynamoPerMillionWriteUnits;
  const logBytes = figures.logBytes + ASSUMPTIONS.platformLogBytes * (1 + authorizer);
  const logs = ((million * logBytes) / 1024 ** 3) * PRICES.logsPerGbIngested;
  const xray = ASSUMPTIONS.xraySampledShare * PRICES.xrayPerMillionTraces;
  return { ...figures, memoryMb, billedMs, perMillion: { lambda, api, dynamo, logs, xray, total: lambda + api + dynamo + logs + xray } };
}

export interface ProgramCost {
  lines: Array<{ route: string; requests: number; dollars: number }>;
  counter: { events: number; dollars: number };
  /** The rank moves the month's requests carry, and what the rank mover writes for them (its WCU; its duration rides in the counter's). */
  rankMover: { moves: number; dollars: number };
  monthly: number;
  perThousandMembers: number;
}

/** What the stream's rank mover writes: the rank moves each route's request carries, and its write units per move. */
export interface RankMoverBill {
  movesPerRequest: Map<string, number>;
  unitsPerMove: number;
}

/**
 * The program's month: each route's requests at its cost, the report counter reading the events
 * the writes make, and the rank mover counting the rank moves they carry (none before the moves
 * were carried: the requests wrote the ranks themselves).
 */
export function programCost(costs: Map<string, RouteCost>, rankMover?: RankMoverBill): ProgramCost {
  const lines = Object.entries(PROGRAM.monthlyRequests).map(([route, requests]) => {
    const cost = costs.get(route);
    if (!cost) throw new Error(`the program's mix names ${route}, which was not measured`);
    return { route, requests, dollars: (requests / 1e6) * cost.perMillion.total };
  });
  const events = lines.filter((line) => costs.get(line.route)!.method !== 'GET').reduce((sum, line) => sum + line.requests, 0);
  const invocations = events / PROGRAM.counterEventsPerInvocation;
  const counterMs = PROGRAM.counterMsPerEvent * PROGRAM.counterEventsPerInvocation;
  const counterDollars =
    invocations * lambdaDollars(PROGRAM.counterMemoryMb, Math.ceil(counterMs)) + (events * PROGRAM.counterWriteUnitsPerEvent * PRICES.dynamoPerMillionWriteUnits) / 1e6;
  const moves = rankMover ? lines.reduce((sum, line) => sum + line.requests * (rankMover.movesPerRequest.get(line.route) ?? 0), 0) : 0;
  const moverDollars = rankMover ? (moves * rankMover.unitsPerMove * PRICES.dynamoPerMillionWriteUnits) / 1e6 : 0;
  const monthly = lines.reduce((sum, line) => sum + line.dollars, 0) + counterDollars + moverDollars;
  return {
    lines,
    counter: { events, dollars: counterDollars },
    rankMover: { moves, dollars: moverDollars },
    monthly,
    perThousandMembers: monthly / (PROGRAM.members / 1000),
  };
}
