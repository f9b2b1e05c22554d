import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/**
 * The browser's answer to a passkey prompt, as JSON, bounded field by field before any of it
 * is decoded. Fields a browser adds beyond these are dropped, not refused: browsers add them
 * over time.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
/** A credential id is at most 1023 bytes. */
const credentialId = base64url(1364);
/** Room for post-quantum keys and signatures (a few kilobytes), and attestation certificates. */
const BLOB = 32_768;

const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 2048),
};

const registration = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(BLOB),
    authenticatorData: base64url(BLOB).optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(BLOB).optional(),
  }),
});

const authentication = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(BLOB),
    signature: base64url(BLOB),
    userHandle: base64url(128).optional(),
  }),
});

/** The answer to navigator.credentials.create(), known fields only; null when it is no such answer. */
export function registrationResponse(value: unknown): RegistrationResponseJSON | null {
  const parsed = registration.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The answer to navigator.credentials.get(), known fields only; null when it is no such answer. */
export function authenticationResponse(value: unknown): AuthenticationResponseJSON | null {
  const parsed = authentication.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The challenge the authenticator signed, read from clientDataJSON; null when it is unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const clientData: unknown = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString(),
    );
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}
