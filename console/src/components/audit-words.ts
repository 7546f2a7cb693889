/**
 * An audit entry as one plain sentence: who did what to which thing ("Sue Park (support) gave 250
 * points to member 1234: goodwill"). Points adjustments and role changes say their amounts and
 * roles; every other operation is read from its name (AdminCreateReward: created a reward).
 */

/** What a sentence needs of an audit entry (the API's AuditEntry has these and more). */
export interface AuditFacts {
  actor: { name: string; role: string };
  operation: string;
  targets: Record<string, string>;
  changes?: unknown;
}

/** What each verb of an operation name did, in the past tense. */
const DID: Record<string, string> = {
  Create: 'created',
  Add: 'added',
  Update: 'changed',
  Replace: 'replaced',
  Patch: 'changed',
  Change: 'changed',
  Delete: 'deleted',
  Disable: 'disabled',
  Enable: 'enabled',
  Issue: 'issued',
  Revoke: 'revoked',
  Rotate: 'rotated',
  Invite: 'invited',
  Approve: 'approved',
  Reject: 'rejected',
  Fulfil: 'fulfilled',
  Cancel: 'cancelled',
  Rebuild: 'rebuilt',
  Replay: 'replayed',
  Export: 'exported',
  Sign: 'signed',
  List: 'read',
  Get: 'read',
};

/** The thing a target id names, as a person calls it. */
const TARGET_WORDS: Record<string, string> = {
  member_id: 'member',
  reward_id: 'reward',
  activity_id: 'activity',
  campaign_id: 'campaign',
  category_id: 'category',
  operator_id: 'operator',
  webhook_id: 'webhook',
  import_id: 'import',
  export_id: 'export',
  order_id: 'order',
  receipt_id: 'receipt',
  key_id: 'API key',
  public_key: 'signing key',
};

const words = (name: string): string[] => name.replace(/^Admin/, '').match(/[A-Z][a-z]*/g) ?? [name];

const changesOf = (entry: AuditFacts): Record<string, unknown> =>
  entry.changes && typeof entry.changes === 'object' && !Array.isArray(entry.changes) ? (entry.changes as Record<string, unknown>) : {};

/** The things the entry names, beyond its program: "member 1234", "reward 17". */
function targetsOf(entry: AuditFacts): string {
  return Object.entries(entry.targets)
    .filter(([name]) => name !== 'client_id')
    .map(([name, value]) => `${TARGET_WORDS[name] ?? name.replace(/_/g, ' ')} ${value}`)
    .join(', ');
}

export function entrySentence(entry: AuditFacts): string {
  const who = `${entry.actor.name} (${entry.actor.role})`;
  const changes = changesOf(entry);
  const member = entry.targets.member_id;
  if (entry.operation === 'AdminCreatePointsAdjustment' && typeof changes.points === 'number') {
    const points = changes.points;
    const reason = typeof changes.reason === 'string' && changes.reason ? `: ${changes.reason}` : '';
    return points >= 0 ? `${who} gave ${points} points to member ${member}${reason}` : `${who} took ${-points} points from member ${member}${reason}`;
  }
  if (entry.operation === 'AdminChangeOperatorRole' && typeof changes.role === 'string') {
    return `${who} gave operator ${entry.targets.operator_id} the ${changes.role} role`;
  }
  const [verb = '', ...rest] = words(entry.operation);
  const did = DID[verb] ?? verb.toLowerCase();
  const what = rest.join(' ').toLowerCase();
  const named = targetsOf(entry);
  return `${who} ${did} ${what}${named ? ` (${named})` : ''}`;
}
