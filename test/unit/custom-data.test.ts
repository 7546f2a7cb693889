import { CustomDataInput, resolveCustomData } from '../../shared/members/custom-data.js';
import { ClientSettingsSchema } from '../../shared/programs/settings.js';

const settings = (overrides: Record<string, unknown> = {}) =>
  ClientSettingsSchema.parse({ custom_attributes: ['employee_id', 'store_loc', 'plcc'], ...overrides });

const tiersV1 = { version: 1, levels: [{ id: 'gold', title: 'Gold', min_value: 0 }] };
const tiersV2 = { version: 2, levels: [{ id: 'gold', title: 'Gold', min_value: 0 }] };

describe('custom_data on create', () => {
  it('keeps registered attributes', () => {
    expect(resolveCustomData(settings(), 'create', { employee_id: 'E1', store_loc: '12' })).toEqual({ employee_id: 'E1', store_loc: '12' });
  });

  it('refuses an attribute the client has not registered', () => {
    expect(() => resolveCustomData(settings(), 'create', { employee_id: 'E1', favourite: 'blue' })).toThrow(
      'custom_data: unknown custom attribute favourite',
    );
  });

  it('refuses names over 100 and values over 512 characters', () => {
    const long = 'n'.repeat(101);
    expect(() => resolveCustomData(settings({ custom_attributes: ['employee_id'] }), 'create', { [long]: 'x' })).toThrow(
      'custom_data attribute names are at most 100 characters',
    );
    expect(() => resolveCustomData(settings(), 'create', { employee_id: 'v'.repeat(513) })).toThrow('values are at most 512 characters');
    expect(resolveCustomData(settings(), 'create', { employee_id: 'v'.repeat(512) })?.employee_id).toHaveLength(512);
  });

  it('stamps user_operation when the client registered it', () => {
    const stamping = settings({ custom_attributes: ['employee_id', 'user_operation'] });

    expect(resolveCustomData(stamping, 'create', undefined)).toEqual({ user_operation: 'create' });
    expect(resolveCustomData(stamping, 'create', { user_operation: 'something else' })).toEqual({ user_operation: 'create' });
    expect(resolveCustomData(settings(), 'create', undefined)).toEqual({});
  });
});

describe('custom_data tier', () => {
  const withTier = (tiers: unknown) => settings({ custom_attributes: ['tier'], tiers });

  it('accepts a configured level id on Tiers V1', () => {
    expect(resolveCustomData(withTier(tiersV1), 'create', { tier: 'gold' })).toEqual({ tier: 'gold' });
  });

  it('refuses a level id the program does not have', () => {
    expect(() => resolveCustomData(withTier(tiersV1), 'create', { tier: 'platinum' })).toThrow('no tier level has id platinum');
  });

  it('refuses tier outside Tiers V1', () => {
    expect(() => resolveCustomData(withTier(tiersV2), 'create', { tier: 'gold' })).toThrow('applies only to Tiers V1 programs');
    expect(() => resolveCustomData(withTier(null), 'create', { tier: 'gold' })).toThrow('applies only to Tiers V1 programs');
  });
});

describe('custom_data on update', () => {
  const current = { employee_id: 'E1', store_loc: '12' };

  it('leaves the set alone when the body has no custom_data', () => {
    expect(resolveCustomData(settings(), 'update', undefined, current)).toBeUndefined();
  });

  it('replaces the set with one that carries every attribute the member holds', () => {
    expect(resolveCustomData(settings(), 'update', { employee_id: 'E2', store_loc: '12', plcc: 'Y' }, current)).toEqual({
      employee_id: 'E2',
      store_loc: '12',
      plcc: 'Y',
    });
  });

  it('refuses a set that leaves out an attribute the member holds', () => {
    expect(() => resolveCustomData(settings(), 'update', { employee_id: 'E2' }, current)).toThrow(
      "custom_data must carry the member's whole set of custom attributes; missing: store_loc",
    );
  });

  it('drops an attribute sent as null', () => {
    expect(resolveCustomData(settings(), 'update', { employee_id: 'E2', store_loc: null }, current)).toEqual({ employee_id: 'E2' });
  });

  it('does not ask for attributes the client no longer registers, and drops them', () => {
    const fewer = settings({ custom_attributes: ['employee_id'] });
    expect(resolveCustomData(fewer, 'update', { employee_id: 'E3' }, current)).toEqual({ employee_id: 'E3' });
  });

  it('restamps user_operation on every update, with or without custom_data', () => {
    const stamping = settings({ custom_attributes: ['employee_id', 'user_operation'] });
    const held = { employee_id: 'E1', user_operation: 'create' };

    expect(resolveCustomData(stamping, 'update', undefined, held)).toEqual({ employee_id: 'E1', user_operation: 'update' });
    expect(resolveCustomData(stamping, 'update', { employee_id: 'E2' }, held)).toEqual({ employee_id: 'E2', user_operation: 'update' });
  });
});

describe('custom_data wire form', () => {
  it('takes numbers as their text and refuses nested values', () => {
    expect(CustomDataInput.parse({ store_loc: 12 })).toEqual({ store_loc: '12' });
    expect(CustomDataInput.safeParse({ store_loc: { nested: true } }).success).toBe(false);
    expect(CustomDataInput.safeParse(['employee_id']).success).toBe(false);
  });
});
