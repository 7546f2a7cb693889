/** Rule triggers that no request carries: a level reached and a welcome still owed (from the stream), a birthday (from the job). */
export { creditTierReachedRules, TIER_REWARDS_FIELD } from './tier-reached.js';
export { type BirthdayRun, celebrateBirthdays } from './birthdays.js';
export { LATE_DAYS, monthDaysToRead, yearToCelebrate } from './birthday-dates.js';
export { creditOwedWelcomes } from './owed-welcomes.js';
export { settled } from './stream-reactions.js';
