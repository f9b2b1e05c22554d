// geoip-country ships no type declarations; this is the part of its API the api uses.
declare module 'geoip-country' {
  interface Lookup {
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
