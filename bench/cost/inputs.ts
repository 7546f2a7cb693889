/**
 * What the bill is computed from besides the measured figures: the price table and its region,
 * what the local stack cannot measure (DynamoDB's own latency in AWS), the sizing rule, and the
 * monthly traffic of the program priced. Change them here; `npm run bench:cost` states them all
 * in docs/costs.md.
 */

/** On-demand list prices, US East (N. Virginia), USD, as published on the AWS pricing pages. */
export const PRICES = {
  region: 'us-east-1',
  asOf: '2026-11',
  lambdaArmGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  /** HTTP API, first 300 million requests a month. */
  httpApiPerMillionRequests: 1.0,
  /** On-demand capacity since the November 2024 price change. */
  dynamoPerMillionReadUnits: 0.125,
  dynamoPerMillionWriteUnits: 0.625,
  /** CloudWatch Logs, standard class, ingestion. */
  logsPerGbIngested: 0.5,
  /** X-Ray traces recorded. */
  xrayPerMillionTraces: 5.0,
} as const;

/** What the local stack cannot show, stated rather than measured. */
export const ASSUMPTIONS = {
  /** A DynamoDB round trip inside the Region at the median (single-digit milliseconds). */
  dynamoRoundTripMs: 4,
  /** What a TransactWriteItems adds to its round trip (two-phase commit). */
  transactionExtraMs: 6,
  /**
   * This machine's core counted as one Lambda vCPU (arm64 at 1,769 MB): a function with less
   * memory gets that share of a vCPU, so its CPU time stretches by 1,769 / memory.
   */
  fullVcpuMemoryMb: 1769,
  /** The source authorizer's answers are cached per source IP for 60 s: calls per api_key request (apps on devices). */
  authorizerCallsPerRequest: 0.2,
  /** Per authorizer call: one GetItem, and CPU as a bare GetItem's plus the handler's. */
  authorizerCpuMs: 0.6,
  /** X-Ray's default sampling: 1 request a second, then 5 %. */
  xraySampledShare: 0.05,
  /** Lambda's own START, END and REPORT lines (with the X-Ray segment) per invocation. */
  platformLogBytes: 330,
} as const;

/**
 * This machine's speed when quiet, in two yardsticks measured in every run: the CPU of a bare
 * GetItem replayed (the SDK's work for one call, `npm run bench`) and the init of a function that
 * only creates a DynamoDB client (`npm run bench:cold`). The same machine runs 1.5-2x slower at
 * busy hours; a run's CPU and init figures are scaled by these over the yardsticks it measured
 * itself, so sizes and prices do not move with the hour a run happened at.
 */
export const QUIET_MACHINE = {
  bareGetItemCpuMs: 0.65,
  baselineInitMs: 44,
} as const;

/**
 * Memory of each route function: the smallest of MEMORY_OPTIONS_MB at which the request's CPU
 * adds at most `maxAddedCpuMs` over a full vCPU and the cold start's init stays under `maxInitMs`,
 * or the size it has while that holds within `noiseMargin`.
 * Smaller memory is cheaper for the same work (duration x memory: CPU time stretches as memory
 * falls, the waits on DynamoDB do not), so the smallest that keeps latency is the cheapest.
 */
export const SIZING = {
  memoryOptionsMb: [256, 512, 768, 1024, 1536, 1769],
  maxAddedCpuMs: 10,
  maxInitMs: 300,
  /**
   * A function keeps the size it has (lib/generated/function-memory.ts) while its figures are within this
   * share of the rule's limits either way: the same bundle's init moves by 5-10 % from run to run
   * here, and a size should change with the code, not with the hour of the run.
   */
  noiseMargin: 0.1,
} as const;

/**
 * The program priced: 1,000,000 members, 30 % of them active in a month, and what their apps
 * and operators send in that month (requests per route).
 */
export const PROGRAM = {
  members: 1_000_000,
  monthlyRequests: {
    GetUser: 3_000_000,
    GetUserPoints: 1_200_000,
    ListRewards: 1_500_000,
    GetUserActivitiesExtended: 600_000,
    GetUserRank: 300_000,
    GetRedemptionHistory: 300_000,
    ListUsableCoupons: 300_000,
    GetActivityHistory: 300_000,
    CreditUserActivity: 1_500_000,
    CreatePurchase: 600_000,
    ReturnPurchase: 20_000,
    RedeemReward: 150_000,
    UseCoupon: 100_000,
    SubmitCampaignCode: 50_000,
    CreateUser: 30_000,
    UpdateUser: 100_000,
    DeleteUser: 5_000,
    AdminGetMember: 10_000,
    AdminListMemberLedger: 10_000,
    AdminCreatePointsAdjustment: 5_000,
    AdminGetReportSummary: 3_000,
    AdminGetDailyReport: 3_000,
  } as Record<string, number>,
  /**
   * The report counter reads one event per write request from the stream (npm run bench:reports,
   * one busy program, 2026-11-26): write units per event, events per stream batch, and its
   * measured time per event on DynamoDB Local (1,198 events a second), taken as its duration.
   */
  counterWriteUnitsPerEvent: 2.06,
  counterEventsPerInvocation: 100,
  counterMsPerEvent: 0.83,
  counterMemoryMb: 1024,
} as const;
