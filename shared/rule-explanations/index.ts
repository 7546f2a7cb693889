/** Why points were earned, and what a trigger would earn: the explanation of a ledger entry and the dry run of the rules. */
export { explainLedgerEntry } from './ledger-explanations.js';
export { evaluateRulesDryRun } from './rule-dry-runs.js';
