import { type AuditFacts, entrySentence } from '../../console/src/components/audit-words.js';

const entry = (operation: string, targets: Record<string, string>, changes: unknown = null): AuditFacts => ({
  actor: { name: 'Mia Moreno', role: 'manager' },
  operation,
  targets,
  changes,
});

describe('the audit log in plain words', () => {
  it('says who gave or took how many points from which member, and why', () => {
    expect(entrySentence(entry('AdminCreatePointsAdjustment', { client_id: 'c1', member_id: '1234' }, { points: 250, reason: 'goodwill' }))).toBe(
      'Mia Moreno (manager) gave 250 points to member 1234: goodwill',
    );
    expect(entrySentence(entry('AdminCreatePointsAdjustment', { client_id: 'c1', member_id: '1234' }, { points: -40, reason: 'double credit' }))).toBe(
      'Mia Moreno (manager) took 40 points from member 1234: double credit',
    );
  });

  it('says which role an operator was given', () => {
    expect(entrySentence(entry('AdminChangeOperatorRole', { operator_id: 'op_9' }, { role: 'viewer' }))).toBe('Mia Moreno (manager) gave operator op_9 the viewer role');
  });

  it('reads any other operation from its name, naming its things but not the program', () => {
    expect(entrySentence(entry('AdminCreateReward', { client_id: 'c1', reward_id: '17' }, { title: 'Free latte' }))).toBe('Mia Moreno (manager) created reward (reward 17)');
    expect(entrySentence(entry('AdminFulfilOrder', { client_id: 'c1', order_id: '88' }))).toBe('Mia Moreno (manager) fulfilled order (order 88)');
    expect(entrySentence(entry('AdminRevokeSigningKey', { client_id: 'c1', public_key: 'pk_1' }))).toBe('Mia Moreno (manager) revoked signing key (signing key pk_1)');
  });
});
