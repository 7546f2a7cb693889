/**
 * The fuzz walk's kit: what a route's fixture gives the walk of extreme numbers and keys
 * (test/integration/fuzz.test.ts), the world every fixture is handed, and the bodies and field
 * lists several routes share.
 */
import type { AnyRouteContract } from '../shared/http/route-contract.js';
import { nowSeconds } from '../shared/support/clock.js';
import { unique } from './requests.js';

/** What the walk builds once and hands every fixture: one program and the things its requests name. */
export interface FuzzWorld {
  /** The program every probe writes to, and its key. */
  clientId: string;
  apiKey: string;
  /** A second program whose settings are replaced and patched, so the first keeps its own. */
  settingsClientId: string;
  /** A member with a million points to spend. */
  member: { id: number };
  /** An activity worth a point. */
  activity: { id: any };
  /** A campaign without a redemption limit that holds the code EXTREME (not single use). */
  campaign: { campaign_id: string };
  /** A reward of one point with plenty in stock. */
  reward: { id: any };
  /** An order of a shipped reward, awaiting fulfilment. */
  order: { redeem_order_id: number };
  /** A coupon the member holds (a code reward redeemed). */
  coupon: { codes: string[] };
  couponCategory: { id: any };
  /** A receipt of the member's, 1000 of item A, to return from. */
  receipt: string;
  /** A receipt of nobody's, to claim. */
  unclaimed: string;
  webhook: { webhook_id: string };
  /** A custom event type with one optional number attribute, steps. */
  eventType: string;
  /** A static segment of the program, and a dynamic one (never built). */
  segment: { segment_id: string };
  dynamicSegment: { segment_id: string };
}

/** A route's probe: a valid request, and where in its body to put the extremes. Method, auth and path come from the contract. */
export interface FuzzProbe {
  /** The path's parameters beyond the world's own client and member (client_id, user_id), or in place of them. */
  params?: Record<string, string | number>;
  /** A valid body, fresh on every call (unique receipt ids and names). */
  body: () => Record<string, unknown>;
  /** Dotted paths of numeric fields: every out-of-range number is refused. */
  numbers: string[];
  /** Fields that take a number as its text: whatever the number, never a 5xx. */
  text?: string[];
  /** Free-JSON fields: out-of-range numbers and bad keys anywhere inside are refused. */
  freeJson?: string[];
  /** Further values refused in named fields (coordinates, amounts). */
  refused?: FieldValues;
  /** Further values taken (2xx) in named fields: the bounds themselves and realistic input. */
  taken?: FieldValues;
}

export type FieldValues = Array<[field: string, values: unknown[]]>;

/** A body without a number in it: nothing to put an extreme into. */
export interface WithoutNumbers {
  withoutNumbers: string;
}

/** Every write route that takes a body has one: its probe, given the world, or why its body holds no number. */
export type FuzzFixture = ((world: FuzzWorld) => FuzzProbe) | WithoutNumbers;

export const withoutNumbers = (why: string): WithoutNumbers => ({ withoutNumbers: why });

export const isWithoutNumbers = (fixture: FuzzFixture): fixture is WithoutNumbers => typeof fixture !== 'function';

/** The path a probe is sent to: its contract's, with the world's client and member unless the probe names others. */
export function probePath(contract: AnyRouteContract, world: FuzzWorld, probe: FuzzProbe): string {
  const params: Record<string, string | number> = { client_id: world.clientId, user_id: world.member.id, ...probe.params };
  return contract.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`${contract.name}: its fuzz probe names no {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Money amounts (at most two decimals, at most a billion) refused. */
export const AMOUNTS_REFUSED = [0.001, '0.001', 12.345, '12.345', -0.01, 1_000_000_000.01, 1e10, '99999999999999999999', '1e-320'];
/** Money amounts taken, the bounds included. */
export const AMOUNTS_TAKEN = [0, 0.01, '0.01', 19.99, '19.99', '12.500', 1_000_000_000, '1000000000'];

/** The same values for each field. */
export const each = (fields: string[], values: unknown[]): FieldValues => fields.map((field) => [field, values]);

/** A purchase's amounts: refused values are refused in all of them, the cost included. */
export const PURCHASE_AMOUNTS = ['total', 'tax', 'shipping', 'items.0.price', 'items.0.cost', 'items.0.quantity'];
/** A purchase's amounts that take the amounts taken (cost is not sent back, so it is only refused). */
export const PURCHASE_AMOUNTS_TAKEN = ['total', 'tax', 'shipping', 'items.0.price', 'items.0.quantity'];
export const PURCHASE_NUMBERS = ['total', 'tax', 'shipping', 'date_purchase', 'loc_lat', 'loc_long', 'items.0.quantity', 'items.0.price', 'items.0.cost'];
export const PURCHASE_TEXT = ['receipt_id', 'loc_id', 'user_id', 'items.0.id'];

/** A purchase's body with the world's member, without a receipt id. */
export const purchaseBody = (world: FuzzWorld): Record<string, unknown> => ({
  total: 10,
  tax: 1,
  shipping: 1,
  date_purchase: nowSeconds() - 60,
  user_id: world.member.id,
  loc_lat: 40.7,
  loc_long: -74,
  items: [{ id: 'L1', quantity: 2, price: 5 }],
});

/** A program's full settings, referring the world's activity. */
export const settingsBody = (world: FuzzWorld) => ({
  purchase_v1: true,
  points_per_currency_unit: 1,
  pending_points: { enabled: true, period_days: 30 },
  rate_limit_per_second: 1000,
  max_activity_backdate_days: 30,
  max_points_per_credit: 100_000,
  referral_activity_id: world.activity.id,
  tiers: {
    version: 2,
    timeframe: 'fixed',
    timeframe_months: 12,
    period_start: 0,
    levels: [
      { id: 'base', title: 'Base', min_value: 0, max_value: 99 },
      { id: 'top', title: 'Top', min_value: 100 },
    ],
  },
  expiry_policy: { type: 'rolling', months: 12 },
});

export const SETTINGS_NUMBERS = [
  'points_per_currency_unit',
  'pending_points.period_days',
  'rate_limit_per_second',
  'max_activity_backdate_days',
  'max_points_per_credit',
  'tiers.timeframe_months',
  'tiers.period_start',
  'tiers.levels.0.min_value',
  'tiers.levels.0.max_value',
  'tiers.levels.1.min_value',
  'expiry_policy.months',
];

/** Points per currency unit refused: finer than the rate's precision, negative, past a million, past any bound. */
export const RATES_REFUSED = [0.0000001, -1, 1_000_001, Number.MAX_VALUE];
export const RATES_TAKEN = [0, 0.01, 0.5, 1.25, 1_000_000];

/** The probe of a settings write on the world's second program (a full or a partial one: the same fields). */
export const settingsProbe = (world: FuzzWorld): FuzzProbe => ({
  params: { client_id: world.settingsClientId },
  body: () => settingsBody(world),
  numbers: SETTINGS_NUMBERS,
  text: ['referral_activity_id'],
  refused: [['points_per_currency_unit', RATES_REFUSED]],
  taken: [['points_per_currency_unit', RATES_TAKEN]],
});

export const validRewardBody = () => ({
  title: unique('Reward '),
  num_points: 1,
  total_quantity: 10,
  date_start: 0,
  date_end: nowSeconds() + 86_400,
  date_end_redeemable: nowSeconds() + 86_400,
  max_select_quantity: 5,
  max_per_user: 5,
  is_min_age_required: 1,
  min_age: 18,
  sweepstakes_winners: 1,
  extra_data: { sku: 'S-1' },
});

export const REWARD_NUMBERS = [
  'num_points',
  'total_quantity',
  'date_start',
  'date_end',
  'date_end_redeemable',
  'max_select_quantity',
  'max_per_user',
  'min_age',
  'sweepstakes_winners',
  'is_enabled',
];

export const validActivityBody = () => ({
  name: unique('a'),
  title: 'Activity',
  num_points: 1,
  category_id: 1,
  type_id: 1,
  freq_cap: 1,
  freq_period_id: 2,
  freq_num_required_attempts: 1,
  extra_data: { a: 1 },
});

export const ACTIVITY_NUMBERS = ['num_points', 'category_id', 'type_id', 'freq_cap', 'freq_period_id', 'freq_num_required_attempts'];

export const CAMPAIGN_NUMBERS = ['date_start', 'date_end', 'num_points', 'redemption_limit', 'enable_email'];

export const couponCategoryBody = () => ({ name: unique('c'), expiration_days: 30 });

/** A dynamic segment's body: members with at least 100 lifetime points. */
export const DYNAMIC_SEGMENT_BODY = { name: 'Fuzz earners', kind: 'dynamic', filter: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 100 }] } };
