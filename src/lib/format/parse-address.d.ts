// parse-address ships no types; this is the part of its API address-without-commas.ts reads.
declare module 'parse-address' {
  export interface ParsedLocation {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
    plus4?: string;
  }
  const parser: { parseLocation(address: string): ParsedLocation | null };
  export default parser;
}
