import { type AuditFacts, entrySentence } from '../../console/src/components/audit-words.js';

const entry = (operation: string, targets: Record<string, string>, changes: unknown, before: unknown = null): AuditFacts => ({
  actor: { name: 'Mia Moreno', role: 'manager' },
  operation,
  targets,
  changes,
  before,
});

describe('the audit log in plain words, with what changed', () => {
  it("says which of a member's fields moved, from what to what", () => {
    const changed = entry('AdminUpdateMember', { client_id: 'c1', member_id: '1234' }, { email_address: 'b@y.example' }, { email_address: 'a@x.example' });

    expect(entrySentence(changed)).toBe("Mia Moreno (manager) changed member 1234's e-mail from a@x.example to b@y.example");
  });

  it('lists several fields, says "nothing" for an empty value, and leaves out fields that did not move', () => {
    const changed = entry(
      'AdminUpdateMember',
      { client_id: 'c1', member_id: '7' },
      { first_name: 'Ana', last_name: 'Ruiz', mobile_phone_number: '+34 600 000 000' },
      { first_name: 'Ana', last_name: 'Ruíz', mobile_phone_number: null },
    );

    expect(entrySentence(changed)).toBe("Mia Moreno (manager) changed member 7's last name from Ruíz to Ruiz and phone number from nothing to +34 600 000 000");
  });

  it("names the program's settings when the change names nothing else, and says only so many fields", () => {
    const changed = entry(
      'AdminPatchClientSettings',
      { client_id: 'c1' },
      { time_zone: 'Europe/Paris', member_token_days: 7, purchase_v1: true, returns_may_overdraw: true },
      { time_zone: 'UTC', member_token_days: 30, purchase_v1: false, returns_may_overdraw: false },
    );

    expect(entrySentence(changed)).toBe(
      "Mia Moreno (manager) changed the program's time zone from UTC to Europe/Paris, member token days from 30 to 7, purchase v1 from false to true and 1 more field",
    );
  });

  it('says what role an operator had before', () => {
    expect(entrySentence(entry('AdminChangeOperatorRole', { operator_id: 'op_9' }, { role: 'viewer' }, { role: 'manager' }))).toBe(
      'Mia Moreno (manager) gave operator op_9 the viewer role (was manager)',
    );
  });

  it('reads an operation it has never heard of from its name, and cuts long values', () => {
    const long = 'x'.repeat(100);

    expect(entrySentence(entry('AdminRefuseAdjustment', { client_id: 'c1', adjustment_id: 'adj_1' }, null))).toBe(
      'Mia Moreno (manager) refused adjustment (adjustment adj_1)',
    );
    expect(entrySentence(entry('AdminFrobnicateWidget', { client_id: 'c1', widget_id: 'w1' }, { size: 3 }))).toBe('Mia Moreno (manager) frobnicate widget (widget id w1)');
    expect(entrySentence(entry('AdminSetTierOverride', { client_id: 'c1', member_id: '5' }, { tier: long }, { tier: 'Gold' }))).toBe(
      `Mia Moreno (manager) changed member 5's tier from Gold to ${'x'.repeat(59)}…`,
    );
  });
});
