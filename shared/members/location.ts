import { createRequire } from 'node:module';
import { continents, countries, type TCountryCode } from 'countries-list';
import type { PostalDistrict, default as Zipcodes } from 'zipcodes';
import { inputError } from '../errors.js';

/**
 * A member's address (spec 4.3 rules) and the location labels derived from it (spec 2.1:
 * continent, country, us_region, ca_province, state, city).
 *
 * City and state or province come from the zipcodes package (US ZIP codes and Canadian
 * forward sortation areas); country and continent names from countries-list. The only table
 * written here is the Census Bureau's grouping of the states into four regions.
 */

export interface Address {
  postal_code: string;
  /** ISO 3166-1 alpha-2; null means a domestic (US) address. */
  country_code: string | null;
  city_id: number | null;
  city_name: string | null;
}

export const LOCATION_LABEL_FIELDS = ['continent', 'country', 'us_region', 'ca_province', 'state', 'city'] as const;
export type LocationLabels = Record<(typeof LOCATION_LABEL_FIELDS)[number], string | null>;

/** Domestic (US), Canadian, or any other country. */
export type AddressKind = 'us' | 'ca' | 'other';

export const addressKind = (countryCode: string | null): AddressKind =>
  countryCode === null || countryCode === 'US' ? 'us' : countryCode === 'CA' ? 'ca' : 'other';

/** A ZIP code, or a ZIP+4 with or without its hyphen (the hosted API takes both); stored as sent. */
export const US_ZIP = /^\d{5}(?:-?\d{4})?$/;

/** LXL XLX with one space; Canada Post never uses D, F, I, O, Q or U, nor W or Z as first letter. */
export const CA_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

const OTHER_POSTAL_CODE = /^[\p{L}\p{N}](?:[\p{L}\p{N} -]*[\p{L}\p{N}])?$/u;

/** Canadian postal codes are compared and stored upper case; others as sent. */
export const normalisePostalCode = (postalCode: string, countryCode: string | null): string =>
  addressKind(countryCode) === 'ca' ? postalCode.toUpperCase() : postalCode;

/**
 * The address rules of spec 4.3 and 4.4. A domestic (US) address is its postal code alone:
 * city_id and city_name are refused and the code must be a ZIP. A Canadian address needs a
 * postal code of the form LXL XLX (a city_id, if given, is not checked). Elsewhere city_id
 * is required together with country_code. Throws input_error naming the rule broken.
 */
export function checkAddress(address: Address): void {
  switch (addressKind(address.country_code)) {
    case 'us':
      for (const field of ['city_id', 'city_name'] as const) {
        if (address[field] !== null) throw inputError(`${field} is not accepted for a US address: its location is derived from postal_code`);
      }
      if (!US_ZIP.test(address.postal_code)) {
        throw inputError('postal_code must be a US ZIP code (12345, 12345-6789 or 123456789); give country_code for an address outside the US');
      }
      return;
    case 'ca':
      if (!CA_POSTAL_CODE.test(address.postal_code)) {
        throw inputError('postal_code must have the form LXL XLX (letter digit letter, one space, digit letter digit) when country_code is CA');
      }
      return;
    case 'other':
      if (address.city_id === null) throw inputError('city_id is required with country_code outside the US and Canada');
      if (!OTHER_POSTAL_CODE.test(address.postal_code)) throw inputError('postal_code must be letters, digits, spaces and hyphens');
  }
}

/** The body fields that make up an address. */
export const ADDRESS_FIELDS = ['postal_code', 'country_code', 'city_id', 'city_name'] as const;

/**
 * The address after a create or update. An update that touches none of its fields keeps the
 * stored address. Otherwise the fields sent replace the stored ones, and a change of country
 * drops the stored city_id and city_name (they belonged to the old country) and needs a new
 * postal_code.
 */
export function addressAfter(body: Partial<Address>, stored: Record<string, unknown>): Address {
  const storedCountry = (stored.country_code as string | undefined) ?? null;
  const country = body.country_code !== undefined ? body.country_code : storedCountry;
  const sameCountry = (country ?? 'US') === (storedCountry ?? 'US');
  if (!sameCountry && body.postal_code === undefined && stored.postal_code !== undefined) {
    throw inputError('postal_code is required when country_code changes');
  }
  const kept = <F extends 'city_id' | 'city_name'>(field: F): Address[F] =>
    body[field] !== undefined ? (body[field] as Address[F]) : sameCountry ? ((stored[field] as Address[F] | undefined) ?? null) : null;
  return {
    postal_code: normalisePostalCode(body.postal_code ?? (stored.postal_code as string), country),
    country_code: country,
    city_id: kept('city_id'),
    city_name: kept('city_name'),
  };
}

/** US Census Bureau regions by state (the 50 states and DC). */
const CENSUS_REGIONS: Record<string, string> = Object.fromEntries(
  Object.entries({
    Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
    Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
    South: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX'],
    West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
  }).flatMap(([region, states]) => states.map((state) => [state, region])),
);

/** The Census region of a state's two-letter code; null for territories and military post codes. */
export const censusRegion = (state: string): string | null => CENSUS_REGIONS[state] ?? null;

/** Territories in the US postal system that have their own ISO country code (and continent). */
const US_TERRITORIES = new Set(['PR', 'VI', 'GU', 'AS', 'MP', 'FM', 'MH', 'PW']);

const countryOf = (code: string) => countries[code as TCountryCode];
const countryName = (code: string): string | null => countryOf(code)?.name ?? null;
const continentName = (code: string): string | null => {
  const country = countryOf(code);
  return country ? continents[country.continent] : null;
};

/** Where a US postal-system state code lies: states and DC in North America, territories by their own code. */
function usContinent(state: string): string | null {
  if (censusRegion(state)) return continentName('US');
  return US_TERRITORIES.has(state) ? continentName(state) : null;
}

interface PostalDataset {
  lookup(code: string): PostalDistrict | undefined;
  /** The province of a Canadian district. */
  provinceOf(district: PostalDistrict): string | null;
  /** The province of every district whose code starts with this letter, when there is one. */
  provinceForLetter(letter: string): string | null;
}

/**
 * Indexes the package's Canadian records by first letter. A handful of records carry a place
 * name where the province belongs; a province is told apart as a name the package gives to
 * more than one district, and such a record takes the province its letter's districts share
 * (Canada Post assigns first letters by province; X is shared by two territories).
 */
function indexDataset(codes: Record<string, PostalDistrict>): PostalDataset {
  const canadian = Object.values(codes).filter((district) => district.country !== 'US');
  const districtsNamed = new Map<string, number>();
  for (const { state } of canadian) districtsNamed.set(state, (districtsNamed.get(state) ?? 0) + 1);
  const isProvince = (name: string) => (districtsNamed.get(name) ?? 0) > 1;
  const provincesByLetter = new Map<string, Set<string>>();
  for (const { zip, state } of canadian) {
    if (!isProvince(state)) continue;
    const letter = zip.charAt(0);
    const provinces = provincesByLetter.get(letter) ?? new Set<string>();
    provinces.add(state);
    provincesByLetter.set(letter, provinces);
  }
  const provinceForLetter = (letter: string): string | null => {
    const provinces = provincesByLetter.get(letter);
    return provinces?.size === 1 ? ([...provinces][0] ?? null) : null;
  };
  return {
    lookup: (code) => (Object.hasOwn(codes, code) ? codes[code] : undefined),
    provinceOf: (district) => (isProvince(district.state) ? district.state : provinceForLetter(district.zip.charAt(0))),
    provinceForLetter,
  };
}

/**
 * CommonJS resolution from this module. In AWS the zipcodes package is not in the function's
 * bundle but in a Lambda layer (lib/layers.ts), under /opt/nodejs/node_modules: NODE_PATH names
 * that directory, and only CommonJS resolution consults NODE_PATH (an ES module `import()` of a
 * bare name does not). Locally it finds node_modules as usual.
 */
const requirePackage = createRequire(import.meta.url);

// Loaded on first use: the data is several megabytes, and most updates never touch an address.
let dataset: PostalDataset | undefined;
const postalDataset = (): PostalDataset => {
  dataset ??= indexDataset((requirePackage('zipcodes') as typeof Zipcodes).codes);
  return dataset;
};

const NO_LABELS: LocationLabels = { continent: null, country: null, us_region: null, ca_province: null, state: null, city: null };

/**
 * The location labels of a checked address. A postal code the dataset does not know still
 * gives the country and continent (and, in Canada, the province of its first letter); the
 * finer labels stay null.
 */
export async function locationLabels(address: Address): Promise<LocationLabels> {
  const kind = addressKind(address.country_code);
  if (kind === 'other') {
    const code = address.country_code ?? '';
    return { ...NO_LABELS, country: countryName(code), continent: continentName(code), city: address.city_name };
  }
  const data = postalDataset();
  if (kind === 'us') {
    // A ZIP+4 locates by its first five digits, hyphen or not.
    const district = data.lookup(address.postal_code.slice(0, 5));
    const base = { ...NO_LABELS, country: countryName('US'), continent: continentName('US') };
    if (district?.country !== 'US') return base;
    return { ...base, continent: usContinent(district.state), us_region: censusRegion(district.state), state: district.state, city: district.city };
  }
  const district = data.lookup(address.postal_code.slice(0, 3));
  const base = { ...NO_LABELS, country: countryName('CA'), continent: continentName('CA'), city: address.city_name };
  if (!district || district.country === 'US') return { ...base, ca_province: data.provinceForLetter(address.postal_code.charAt(0)) };
  return { ...base, ca_province: data.provinceOf(district), city: address.city_name ?? district.city };
}
