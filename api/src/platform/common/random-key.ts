import { randomInt } from 'node:crypto';

/** A random string of the length from the alphabet, each character drawn without bias. */
export function randomKey(alphabet: string, length: number): string {
  let key = '';
  for (let i = 0; i < length; i += 1) key += alphabet[randomInt(alphabet.length)];
  return key;
}
