/** punycode.js (the npm package of Node's former punycode module) ships no types. */
declare module 'punycode.js' {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
