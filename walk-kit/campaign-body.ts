import { nowSeconds } from '../shared/support/clock.js';

const DAY = 86_400;

/** A campaign open from yesterday for 30 days, 50 points a code, at most 3 codes a member; overrides replace fields. */
export function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bottle cap codes',
    description: 'Enter the code printed under the cap',
    code_field_name: 'Cap code',
    date_start: nowSeconds() - DAY,
    date_end: nowSeconds() + 30 * DAY,
    image: 'https://example.com/cap.png',
    num_points: 50,
    redemption_limit: 3,
    questions: [],
    ...overrides,
  };
}
