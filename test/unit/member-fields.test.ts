import { nowSeconds } from '../../shared/support/clock.js';
import { BirthDate, BooleanFlag, CountryCode, genderFields, Identifier, Password, PersonName, PhoneNumber, PostalCode, Username } from '../../shared/members/member-fields.js';

describe('boolean 0/1 fields', () => {
  it.each([
    [1, true],
    [0, false],
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
  ])('reads %p as %p', (input, expected) => {
    expect(BooleanFlag.parse(input)).toBe(expected);
  });

  it.each([2, -1, 'yes', '', null, 0.5])('refuses %p', (input) => {
    const result = BooleanFlag.safeParse(input);

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be 0 or 1 (or true/false)');
  });
});

describe('first and last names', () => {
  it.each(['Ada', "O'Brien", 'Jean-Luc', 'St. John', 'José María', 'Zoë', '李', 'Ngũgĩ'])('accepts %p', (name) => {
    expect(PersonName.parse(name)).toBe(name);
  });

  it('trims surrounding spaces', () => {
    expect(PersonName.parse('  Ada ')).toBe('Ada');
  });

  it.each(['R2D2', 'R2-D2', 'Mike_Smith', 'ada@home', 'Smith, Jr.', 'Louis 14', '2Pac'])('accepts %p as the hosted API does (digits and _ @ ,)', (name) => {
    expect(PersonName.parse(name)).toBe(name);
  });

  it.each(['', '   ', '<script>', 'a'.repeat(101), '---', '_@,', 'Ada\u0000', 'Ada!', 'Ada/Byron'])('refuses %p', (name) => {
    expect(PersonName.safeParse(name).success).toBe(false);
  });

  it('says "is required" when the name is missing', () => {
    expect(PersonName.safeParse(undefined).error?.issues[0]?.message).toBe('is required');
  });
});

describe('date of birth', () => {
  it('accepts Unix seconds, also as a numeric string and before 1970', () => {
    expect(BirthDate.parse(631152000)).toBe(631152000);
    expect(BirthDate.parse('631152000')).toBe(631152000);
    expect(BirthDate.parse(-315619200)).toBe(-315619200);
  });

  it('refuses fractions, dates before 1900 and dates in the future', () => {
    expect(BirthDate.safeParse(1.5).success).toBe(false);
    expect(BirthDate.safeParse(-2_300_000_000).success).toBe(false);
    expect(BirthDate.safeParse(nowSeconds() + 86_400).success).toBe(false);
  });
});

describe('mobile phone numbers', () => {
  it.each([5551234567, '555-123-4567', '+1 (555) 123-4567', '5551234'])('accepts %p as sent', (phone) => {
    expect(PhoneNumber.parse(phone)).toBe(typeof phone === 'string' ? phone.trim() : phone);
  });

  it.each(['123456', '1234567890123456', 'call me', -5551234567, 555.5, '555 123 456x'])('refuses %p', (phone) => {
    expect(PhoneNumber.safeParse(phone).success).toBe(false);
  });
});

describe('identifiers and codes', () => {
  it('takes a numeric third_party_id as its text', () => {
    expect(Identifier.parse(12345)).toBe('12345');
  });

  it('refuses usernames with spaces or slashes', () => {
    expect(Username.safeParse('ada lovelace').success).toBe(false);
    expect(Username.safeParse('ada/lovelace').success).toBe(false);
    expect(Username.parse('ada.lovelace')).toBe('ada.lovelace');
  });

  it('reads country codes in any case and refuses codes ISO 3166-1 does not have', () => {
    expect(CountryCode.parse(' de ')).toBe('DE');
    expect(CountryCode.safeParse('ZZ').success).toBe(false);
    expect(CountryCode.safeParse('DEU').success).toBe(false);
  });

  it('takes a numeric postal code as its digits', () => {
    expect(PostalCode.parse(10001)).toBe('10001');
  });
});

describe('passwords', () => {
  it('accepts a password as short as the hosted sample (6 characters)', () => {
    expect(Password.parse('abcdef')).toBe('abcdef');
  });

  it('refuses one of 5 characters, or more than 128', () => {
    expect(Password.safeParse('abcde').error?.issues[0]?.message).toBe('must be at least 6 characters');
    expect(Password.safeParse('a'.repeat(129)).error?.issues[0]?.message).toBe('must be at most 128 characters');
  });
});

describe('gender', () => {
  it('labels 1 female and 2 male, and treats 0 as unset', () => {
    expect(genderFields(1)).toEqual({ gender_id: 1, gender: 'Female' });
    expect(genderFields(2)).toEqual({ gender_id: 2, gender: 'Male' });
    expect(genderFields(0)).toEqual({ gender_id: undefined, gender: undefined });
  });
});
