/** Rule triggers that no request carries: a level reached (from the stream) and a birthday (from the daily job). */
export { creditTierReachedRules, TIER_REWARDS_FIELD } from './tier-reached.js';
export { type BirthdayRun, celebrateBirthdays } from './birthdays.js';
export { LATE_DAYS, monthDaysToRead, yearToCelebrate } from './birthday-dates.js';
