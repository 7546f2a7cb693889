/**
 * An audit entry as one plain sentence: who did what to which thing ("Mia Moreno (manager) gave
 * 250 points to member 1234: goodwill"; "Mia Moreno (manager) changed member 1234's e-mail from
 * a@x to b@y"). Points adjustments and role changes say their amounts and roles; a change whose
 * route noted what its fields held before says each field's old and new value; every other
 * operation, including one this module has never heard of, is read from its name
 * (AdminCreateReward: created reward). Pure and free of imports: the audit CSV and the console
 * both write their sentences with it.
 */

/** What a sentence needs of an audit entry (the API's AuditEntry has these and more). */
export interface AuditFacts {
  actor: { name: string; role: string };
  operation: string;
  targets: Record<string, string>;
  changes?: unknown;
  before?: unknown;
}

/** What each verb of an operation name did, in the past tense. */
const DID: Record<string, string> = {
  Create: 'created',
  Add: 'added',
  Update: 'changed',
  Edit: 'changed',
  Replace: 'replaced',
  Patch: 'changed',
  Change: 'changed',
  Set: 'set',
  Override: 'overrode',
  Clear: 'cleared',
  Delete: 'deleted',
  Remove: 'removed',
  Deactivate: 'deactivated',
  Reactivate: 'reactivated',
  Activate: 'activated',
  Disable: 'disabled',
  Enable: 'enabled',
  Issue: 'issued',
  Revoke: 'revoked',
  Rotate: 'rotated',
  Invite: 'invited',
  Approve: 'approved',
  Reject: 'rejected',
  Decline: 'declined',
  Refuse: 'refused',
  Fulfil: 'fulfilled',
  Cancel: 'cancelled',
  Rebuild: 'rebuilt',
  Replay: 'replayed',
  Export: 'exported',
  Import: 'imported',
  Sign: 'signed',
  Note: 'noted',
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
  adjustment_id: 'adjustment',
  key_id: 'API key',
  public_key: 'signing key',
};

/** Fields as a person names them; any other field is its name with spaces. */
const FIELD_WORDS: Record<string, string> = {
  email_address: 'e-mail',
  email: 'e-mail',
  mobile_phone_number: 'phone number',
  third_party_id: 'external id',
  is_active: 'active status',
  time_zone: 'time zone',
};

/** The most a sentence says of one value, and of how many fields. */
const MAX_VALUE = 60;
const MAX_FIELDS = 3;

const words = (name: string): string[] => name.replace(/^Admin/, '').match(/[A-Z][a-z]*/g) ?? [name];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A value as a sentence shows it: texts as they are, nothing as "nothing", anything else as JSON; long ones cut. */
export function valueWords(value: unknown): string {
  const text = value === null || value === undefined || value === '' ? 'nothing' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const fieldWords = (field: string): string => FIELD_WORDS[field] ?? field.replace(/_/g, ' ');

/** The things the entry names, beyond its program: "member 1234", "reward 17". */
function targetsOf(entry: AuditFacts): string {
  return Object.entries(entry.targets)
    .filter(([name]) => name !== 'client_id')
    .map(([name, value]) => `${TARGET_WORDS[name] ?? name.replace(/_/g, ' ')} ${value}`)
    .join(', ');
}

/** Whose fields changed: the member's, else the first thing named, else the program's. */
function ownerOf(entry: AuditFacts): string {
  const [name, value] = entry.targets.member_id
    ? ['member_id', entry.targets.member_id]
    : (Object.entries(entry.targets).find(([target]) => target !== 'client_id') ?? []);
  return name === undefined ? "the program's" : `${TARGET_WORDS[name] ?? name.replace(/_/g, ' ')} ${value}'s`;
}

/** "e-mail from a@x to b@y": each field the route noted before and the request set, where the value moved. */
function movedFields(entry: AuditFacts): string[] {
  const before = record(entry.before);
  const changes = record(entry.changes);
  return Object.keys(before)
    .filter((field) => field in changes && JSON.stringify(before[field]) !== JSON.stringify(changes[field]))
    .map((field) => `${fieldWords(field)} from ${valueWords(before[field])} to ${valueWords(changes[field])}`);
}

const listed = (parts: string[]): string => {
  const shown = parts.slice(0, MAX_FIELDS);
  const more = parts.length - shown.length;
  const all = more > 0 ? [...shown, `${more} more field${more === 1 ? '' : 's'}`] : shown;
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
};

export function entrySentence(entry: AuditFacts): string {
  const who = `${entry.actor.name} (${entry.actor.role})`;
  const changes = record(entry.changes);
  const before = record(entry.before);
  const member = entry.targets.member_id;
  if (entry.operation === 'AdminCreatePointsAdjustment' && typeof changes.points === 'number') {
    const points = changes.points;
    const reason = typeof changes.reason === 'string' && changes.reason ? `: ${changes.reason}` : '';
    // One large enough to wait for a second operator moved nothing yet: its request says so.
    if (entry.targets.approval === 'requested')
      return `${who} asked to ${points >= 0 ? 'give' : 'take'} ${Math.abs(points)} points ${points >= 0 ? 'to' : 'from'} member ${member}, waiting for approval${reason}`;
    return points >= 0 ? `${who} gave ${points} points to member ${member}${reason}` : `${who} took ${-points} points from member ${member}${reason}`;
  }
  if (entry.operation === 'AdminChangeOperatorRole' && typeof changes.role === 'string') {
    const was = typeof before.role === 'string' && before.role !== changes.role ? ` (was ${before.role})` : '';
    return `${who} gave operator ${entry.targets.operator_id} the ${changes.role} role${was}`;
  }
  const moved = movedFields(entry);
  if (moved.length > 0) return `${who} changed ${ownerOf(entry)} ${listed(moved)}`;
  const [verb = '', ...rest] = words(entry.operation);
  const did = DID[verb] ?? verb.toLowerCase();
  const what = rest.join(' ').toLowerCase();
  const named = targetsOf(entry);
  return `${who} ${did}${what ? ` ${what}` : ''}${named ? ` (${named})` : ''}`;
}
