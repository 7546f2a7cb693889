import { addressAfter, CA_POSTAL_CODE, censusRegion, checkAddress, locationLabels, US_ZIP, type Address } from '../../shared/members/location.js';

const us = (postal_code: string, extra: Partial<Address> = {}): Address => ({ postal_code, country_code: null, city_id: null, city_name: null, ...extra });
const ca = (postal_code: string, extra: Partial<Address> = {}): Address => us(postal_code, { country_code: 'CA', ...extra });

describe('postal code forms', () => {
  it.each(['10001', '02134', '10001-1234', '100011234'])('US ZIP %p is accepted (ZIP+4 with or without the hyphen)', (code) => {
    expect(US_ZIP.test(code)).toBe(true);
  });

  it.each(['1000', '100011', '10001-12', '1000112345', '10001--1234', '1000-11234', 'ABCDE', '10001 1234'])('US ZIP %p is refused', (code) => {
    expect(US_ZIP.test(code)).toBe(false);
  });

  it.each(['K1A 0B1', 'M5V 3L9', 'H2X 1Y4', 'V6B 4Y8', 'X0A 0H0'])('Canadian code %p has the form LXL XLX', (code) => {
    expect(CA_POSTAL_CODE.test(code)).toBe(true);
  });

  it.each([
    ['K1A0B1', 'no space'],
    ['K1A  0B1', 'two spaces'],
    ['K1A-0B1', 'a hyphen'],
    ['1KA 0B1', 'digit first'],
    ['K1A 0B', 'too short'],
    ['D1A 0B1', 'a letter Canada Post never uses'],
    ['W1A 0B1', 'W as first letter'],
    ['K1A 0B1 ', 'a trailing space'],
  ])('Canadian code %p is refused (%s)', (code) => {
    expect(CA_POSTAL_CODE.test(code)).toBe(false);
  });
});

describe('address rules', () => {
  it('accepts a US address that is its ZIP code alone', () => {
    expect(() => checkAddress(us('10001'))).not.toThrow();
    expect(() => checkAddress(us('10001', { country_code: 'US' }))).not.toThrow();
  });

  it('refuses city fields on a US address', () => {
    expect(() => checkAddress(us('10001', { city_id: 7 }))).toThrow('city_id is not accepted for a US address');
    expect(() => checkAddress(us('10001', { city_name: 'New York' }))).toThrow('city_name is not accepted for a US address');
  });

  it('refuses a US address whose postal code is not a ZIP', () => {
    expect(() => checkAddress(us('K1A 0B1'))).toThrow('postal_code must be a US ZIP code');
  });

  it('requires the LXL XLX form in Canada and does not check a Canadian city_id', () => {
    expect(() => checkAddress(ca('K1A 0B1', { city_id: 999_999 }))).not.toThrow();
    expect(() => checkAddress(ca('K1A0B1'))).toThrow('postal_code must have the form LXL XLX');
  });

  it('requires city_id with country_code elsewhere', () => {
    expect(() => checkAddress(us('10115', { country_code: 'DE' }))).toThrow('city_id is required');
    expect(() => checkAddress(us('10115', { country_code: 'DE', city_id: 1 }))).not.toThrow();
    expect(() => checkAddress(us('SW1A 1AA', { country_code: 'GB', city_id: 2 }))).not.toThrow();
    expect(() => checkAddress(us('10115<', { country_code: 'DE', city_id: 1 }))).toThrow('postal_code must be letters, digits');
  });
});

describe('address on update', () => {
  const stored = { postal_code: '10115', country_code: 'DE', city_id: 11, city_name: 'Berlin' };

  it('keeps the stored fields the body does not send', () => {
    expect(addressAfter({ postal_code: '10117' }, stored)).toEqual({ postal_code: '10117', country_code: 'DE', city_id: 11, city_name: 'Berlin' });
  });

  it('drops the old city when the country changes', () => {
    expect(addressAfter({ country_code: null, postal_code: '10001' }, stored)).toEqual(us('10001'));
  });

  it('needs a new postal code when the country changes', () => {
    expect(() => addressAfter({ country_code: 'CA' }, stored)).toThrow('postal_code is required when country_code changes');
  });

  it('reads a Canadian postal code in upper case', () => {
    expect(addressAfter({ country_code: 'CA', postal_code: 'k1a 0b1' }, {}).postal_code).toBe('K1A 0B1');
  });
});

describe('census regions', () => {
  it.each([
    ['NY', 'Northeast'],
    ['IL', 'Midwest'],
    ['DC', 'South'],
    ['TX', 'South'],
    ['HI', 'West'],
  ])('%s is in the %s', (state, region) => {
    expect(censusRegion(state)).toBe(region);
  });

  it('has no region for territories', () => {
    expect(censusRegion('PR')).toBeNull();
  });
});

describe('location labels', () => {
  it('derives city, state and region from a US ZIP code', async () => {
    expect(await locationLabels(us('10001-1234'))).toEqual({
      continent: 'North America',
      country: 'United States',
      us_region: 'Northeast',
      ca_province: null,
      state: 'NY',
      city: 'New York',
    });
  });

  it('derives the labels of a ZIP+4 without its hyphen from the first five digits', async () => {
    expect(await locationLabels(us('100011234'))).toEqual(await locationLabels(us('10001')));
  });

  it('places a US territory on its own continent without a census region', async () => {
    expect(await locationLabels(us('96910'))).toMatchObject({ continent: 'Oceania', country: 'United States', us_region: null, state: 'GU' });
  });

  it('keeps only country and continent for a ZIP code the dataset does not know', async () => {
    expect(await locationLabels(us('00000'))).toEqual({
      continent: 'North America',
      country: 'United States',
      us_region: null,
      ca_province: null,
      state: null,
      city: null,
    });
  });

  it('derives the province and area of a Canadian postal code, preferring a city_name given', async () => {
    expect(await locationLabels(ca('H2X 1Y4'))).toEqual({
      continent: 'North America',
      country: 'Canada',
      us_region: null,
      ca_province: 'Quebec',
      state: null,
      city: 'Plateau Mont-royal Southeast',
    });
    expect((await locationLabels(ca('H2X 1Y4', { city_name: 'Montréal' }))).city).toBe('Montréal');
  });

  it('gives the province of its first letter to a district whose record names a region instead', async () => {
    expect((await locationLabels(ca('V0N 1A0'))).ca_province).toBe('British Columbia');
  });

  it('gives a Canadian district the dataset lacks the province of its first letter, none for the shared X', async () => {
    expect(await locationLabels(ca('T9Z 9Z9'))).toMatchObject({ country: 'Canada', ca_province: 'Alberta', city: null });
    expect((await locationLabels(ca('X9Z 9Z9'))).ca_province).toBeNull();
  });

  it('names the country, continent and city_name of any other country', async () => {
    expect(await locationLabels(us('10115', { country_code: 'DE', city_id: 1, city_name: 'Berlin' }))).toEqual({
      continent: 'Europe',
      country: 'Germany',
      us_region: null,
      ca_province: null,
      state: null,
      city: 'Berlin',
    });
  });
});
