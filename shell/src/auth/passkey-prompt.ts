import { useSyncExternalStore } from 'react';
import type {
  PasskeyCreationOptionsDto,
  PasskeyRequestOptionsDto,
  PasskeyResponseJson,
} from '@qrpanel/contracts';

/**
 * The browser's passkey prompts. @simplewebauthn/browser is loaded when a prompt opens, not
 * with the sign-in page's first script (its size budget).
 */

/** The library's answer as the plain JSON object the api takes. */
function asJson(
  answer: Omit<PasskeyResponseJson, 'response' | 'clientExtensionResults'> & {
    response: object;
    clientExtensionResults: object;
  },
): PasskeyResponseJson {
  return {
    ...answer,
    response: { ...answer.response },
    clientExtensionResults: { ...answer.clientExtensionResults },
  };
}

/** Whether this browser has WebAuthn at all (a secure context with PublicKeyCredential). */
export const passkeysAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const unchanging = () => () => {};

/**
 * passkeysAvailable() for a component: false on the prerendered page and while hydrating
 * (so both agree), the browser's answer after.
 */
export const usePasskeysAvailable = () => useSyncExternalStore(unchanging, passkeysAvailable, () => false);

/** Makes a passkey with the api's creation options; rejects when the person closes the prompt. */
export async function createPasskey(options: PasskeyCreationOptionsDto): Promise<PasskeyResponseJson> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return asJson(await startRegistration({ optionsJSON: options }));
}

/** Answers the api's request options with a passkey the person picks. */
export async function answerWithPasskey(options: PasskeyRequestOptionsDto): Promise<PasskeyResponseJson> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return asJson(await startAuthentication({ optionsJSON: options }));
}

/** A prompt the person closed or let time out: no error to show beyond "cancelled". */
export const promptCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
