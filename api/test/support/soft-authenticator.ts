import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyCreationOptionsDto, PasskeyRequestOptionsDto } from '@qrpanel/contracts';

/** The authenticator data's flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;
/** COSE: EC2 key type, ES256, P-256. */
const COSE_EC2 = 2;
const COSE_ES256 = -7;
const COSE_P256 = 1;

/** One credential the authenticator made: its private key, the account's user handle, its counter. */
export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** What a test may change in one answer, to see the api refuse it. */
export interface Tampering {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** The counter to report (by default the last one plus one). */
  counter?: number;
  userVerified?: boolean;
  type?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function u32(n: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
}

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, COSE_EC2],
      [3, COSE_ES256],
      [-1, COSE_P256],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

/**
 * A software passkey authenticator, as a browser with a platform authenticator answers: ES256
 * keys from node:crypto, the clientDataJSON the browser would write, authenticator data, and
 * an attestation object of format "none". It keeps its credentials (discoverable) and their
 * counters, like a device.
 */
export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(private readonly site: { origin: string; rpId: string }) {}

  /** Answers navigator.credentials.create(options): a new credential for the user the options name. */
  register(options: PasskeyCreationOptionsDto, tampering: Tampering = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credential = { id: b64url(id), privateKey, userHandle: options.user.id, counter: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKeyOf(publicKey)]);
    const authData = this.authenticatorData(tampering, ATTESTED_CREDENTIAL, tampering.counter ?? 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, tampering),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers navigator.credentials.get(options) with `credential` (by default the last one made). */
  authenticate(
    options: PasskeyRequestOptionsDto,
    tampering: Tampering = {},
    credential = this.credentials[this.credentials.length - 1],
  ): AuthenticationResponseJSON {
    const counter = tampering.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const authData = this.authenticatorData(tampering, 0, counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, credential.privateKey)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, tampering: Tampering): string {
    const clientData = {
      type: tampering.type ?? type,
      challenge: tampering.challenge ?? challenge,
      origin: tampering.origin ?? this.site.origin,
      crossOrigin: false,
    };
    return Buffer.from(JSON.stringify(clientData)).toString('base64url');
  }

  private authenticatorData(tampering: Tampering, flags: number, counter: number, attested?: Buffer): Buffer {
    const verified = tampering.userVerified ?? true;
    const flagByte = USER_PRESENT | (verified ? USER_VERIFIED : 0) | flags;
    const parts = [sha256(tampering.rpId ?? this.site.rpId), Buffer.from([flagByte]), u32(counter)];
    return Buffer.concat(attested ? [...parts, attested] : parts);
  }
}
