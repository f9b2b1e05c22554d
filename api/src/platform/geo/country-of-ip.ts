import { readFile } from 'node:fs/promises';
import { Reader, type Response } from 'mmdb-lib';

/**
 * Country by IP, offline (a scan's, a sign-in's): the registries' allocation data (NRO, CC BY 4.0; attributed in
 * THIRD-PARTY-NOTICES) packaged as MaxMind DB by @ip-location-db, which we may ship. A
 * lookup takes about 1.5 µs; the file (8 MB) is read without blocking at start (loadCountries,
 * awaited before the api answers), never on a scan.
 */
let reader: Reader<Response> | undefined;

/** What @ip-location-db's country files hold per range. */
interface CountryRecord {
  country_code?: string;
}

/** IPv4 reaching a dual-stack socket arrives as ::ffff:a.b.c.d; the data keys it as a.b.c.d. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The address as the GeoIP data keys it (an IPv4-mapped IPv6 address as IPv4). */
export function plainAddress(ip: string): string {
  return MAPPED_IPV4.exec(ip)?.[1] ?? ip;
}

/** ISO 3166-1 alpha-2 of the IP's allocation, or null (private, reserved, unknown or not loaded). */
export function countryOfIp(ip: string): string | null {
  if (!reader) return null;
  const address = plainAddress(ip);
  try {
    return (reader.get(address) as CountryRecord | null)?.country_code ?? null;
  } catch {
    // Not an IP address at all.
    return null;
  }
}

let loading: Promise<void> | undefined;

/**
 * Reads the file, asynchronously; a second call reads nothing. Both the scans and the sign-in
 * sessions ask for it at start: they share the one read.
 */
export function loadCountries(): Promise<void> {
  loading ??= readFile(
    require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'),
  ).then((data) => {
    reader = new Reader(data);
  });
  return loading;
}
