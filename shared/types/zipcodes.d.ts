/** The parts of the zipcodes package (US ZIP codes and Canadian forward sortation areas) we use. */
declare module 'zipcodes' {
  export interface PostalDistrict {
    /** Five-digit ZIP, or the three-character Canadian forward sortation area. */
    zip: string;
    city: string;
    /** Two-letter USPS code for US records; the province name for Canadian records. */
    state: string;
    /** 'US' or 'Canada'. */
    country: string;
    latitude: number;
    longitude: number;
  }
  const zipcodes: {
    /** Every district by code: ZIP codes and forward sortation areas together. */
    codes: Record<string, PostalDistrict>;
    lookup(code: string | number): PostalDistrict | undefined;
  };
  export default zipcodes;
}
