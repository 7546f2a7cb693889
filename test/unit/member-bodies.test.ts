import type * as z from 'zod';
import { CreateUserBody, UpdateUserBody } from '../../shared/members/member-bodies.js';
import { parseBody } from '../../shared/http/validation.js';

const valid = { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: 0, email_address: 'ada@example.com', postal_code: '10001' };

/** The message a client is answered with for `body`, as the edge words it; undefined when the body is taken. */
const firstMessage = (schema: z.ZodType, body: unknown): string | undefined => {
  try {
    parseBody(schema, body);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('create body', () => {
  it('defaults email_is_verified, send_verify_email and receive_email_updates to 1', () => {
    expect(CreateUserBody.parse(valid)).toMatchObject({ email_is_verified: true, send_verify_email: true, receive_email_updates: true });
  });

  it.each(['first_name', 'last_name', 'date_of_birth', 'email_address', 'postal_code'])('names a missing %s as required', (field) => {
    const { [field]: _left, ...body } = valid as Record<string, unknown>;

    expect(firstMessage(CreateUserBody, body)).toBe(`${field}: is required`);
  });

  it('refuses a malformed e-mail address', () => {
    expect(firstMessage(CreateUserBody, { ...valid, email_address: 'ada@' })).toBe('email_address: must be a valid e-mail address');
  });

  it('refuses unknown fields by name', () => {
    expect(firstMessage(CreateUserBody, { ...valid, favourite_colour: 'blue' })).toBe('favourite_colour: is not a field this request takes');
  });

  it('refuses the location labels the service derives', () => {
    expect(firstMessage(CreateUserBody, { ...valid, city: 'New York' })).toBe(
      'city: is derived from postal_code and country_code and cannot be set',
    );
  });

  it('takes sign_up_campaign on create but not tier_override or network5 fields', () => {
    expect(CreateUserBody.safeParse({ ...valid, sign_up_campaign: 'spring' }).success).toBe(true);
    expect(firstMessage(CreateUserBody, { ...valid, tier_override: 'gold' })).toBe('tier_override: is not a field this request takes');
    expect(firstMessage(CreateUserBody, { ...valid, network5_user_id: 'n5' })).toBe('network5_user_id: is not a field this request takes');
  });

  it('takes the names, ZIP+4 codes and short passwords the hosted API takes', () => {
    const body = { ...valid, first_name: 'Mike_2', last_name: 'Smith, Jr.', middle_name: 'at@home', postal_code: '100011234', password: 'abcdef' };

    expect(CreateUserBody.parse(body)).toMatchObject({ first_name: 'Mike_2', last_name: 'Smith, Jr.', middle_name: 'at@home', postal_code: '100011234', password: 'abcdef' });
  });

  it('refuses a body that is not an object', () => {
    expect(firstMessage(CreateUserBody, [valid])).toBe('request body must be a JSON object');
  });
});

describe('update body', () => {
  it('takes a single field, leaving every other one out', () => {
    expect(UpdateUserBody.parse({ receive_email_updates: 1 })).toEqual({ receive_email_updates: true });
  });

  it('takes tier_override and the network5 fields but not sign_up_campaign', () => {
    expect(UpdateUserBody.parse({ tier_override: 'gold', network5_user_id: 'n5' })).toEqual({ tier_override: 'gold', network5_user_id: 'n5' });
    expect(firstMessage(UpdateUserBody, { sign_up_campaign: 'x' })).toBe('sign_up_campaign: is not a field this request takes');
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['false', false],
  ])('reads remove_points %p as the Boolean %p', (sent, read) => {
    expect(UpdateUserBody.parse({ is_active: 0, remove_points: sent })).toEqual({ is_active: false, remove_points: read });
  });

  it.each([30, 2, -1, 'all'])('refuses remove_points %p: it is a Boolean, not an amount', (sent) => {
    expect(firstMessage(UpdateUserBody, { is_active: 0, remove_points: sent })).toBe('remove_points: must be 0 or 1 (or true/false)');
  });

  it('clears an optional field sent as null, but never a required one', () => {
    expect(UpdateUserBody.parse({ middle_name: null })).toEqual({ middle_name: null });
    expect(UpdateUserBody.safeParse({ first_name: null }).success).toBe(false);
  });
});
