import { createHmac, hkdfSync } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_MESSAGES as M,
  PASSKEYS_PER_USER_MAX,
  type PasskeyCreationOptionsDto,
  type PasskeyDto,
  type PasskeyRequestOptionsDto,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { SettingsService } from '../../settings';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { heldBy, PasskeyChallenges } from './passkey-challenges';
import type { Passkey } from './passkey.entity';
import { PasskeysRepository } from './passkeys.repository';
import { relyingPartyOf, type RelyingParty } from './relying-party';
import { authenticationResponse, challengeOf, registrationResponse } from './webauthn-response';

/** The largest id a row can have (INT): a larger one in a URL is simply no passkey. */
const MAX_ID = 2_147_483_647;
const TIMEOUT_MS = PASSKEY_CHALLENGE_SECONDS * 1000;

export const passkeyView = (p: Passkey): PasskeyDto => ({
  id: p.id,
  name: p.name,
  created_at: p.createdAt.toISOString(),
  last_used_at: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
});

/**
 * Passkeys (docs/product.md, Passkeys): added in account settings, each asked for user
 * verification (a PIN or biometrics on the device), so a passkey alone signs in, and stands
 * for the code as the second step. Challenges are single use (PasskeyChallenges); the
 * authenticator's counter must go forward.
 */
@Injectable()
export class PasskeysService {
  private readonly rp: RelyingParty;
  private readonly handleKey: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
  ) {
    this.rp = relyingPartyOf(config);
    this.handleKey = Buffer.from(
      hkdfSync('sha256', config.appSecret, 'qrpanel', 'passkey user handles v1', 32),
    );
  }

  async list(user: User): Promise<PasskeyDto[]> {
    return (await this.passkeys.listOf(user.id)).map(passkeyView);
  }

  /** The prompt to make a passkey: discoverable (sign-in names nobody), with user verification. */
  async registrationOptions(user: User): Promise<PasskeyCreationOptionsDto> {
    const existing = await this.passkeys.listOf(user.id);
    if (existing.length >= PASSKEYS_PER_USER_MAX) throw new ConflictException(M.limitReached);
    const { ticket } = await this.challenges.registration.issue({
      userId: user.id,
      tokenVersion: user.tokenVersion,
    });
    return generateRegistrationOptions({
      rpName: (await this.settings.get()).app_name,
      rpID: this.rp.id,
      userName: user.email,
      userDisplayName: user.name,
      userID: isoBase64URL.toBuffer(this.userHandleOf(user.id)),
      challenge: isoBase64URL.toBuffer(ticket),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      // The same authenticator twice would replace its own credential: the browser says so instead.
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    }) as Promise<PasskeyCreationOptionsDto>;
  }

  /** Keeps the passkey the prompt made, once verified against its challenge, this site and the account. */
  async register(user: User, name: string, input: unknown): Promise<PasskeyDto> {
    const response = registrationResponse(input);
    if (!response) throw new BadRequestException(M.registrationFailed);
    const challenge = challengeOf(response);
    const held = challenge ? await this.challenges.registration.redeem(challenge) : null;
    if (!challenge || !heldBy(held, user)) throw new BadRequestException(M.challengeInvalid);
    const credential = await this.verifiedRegistration(response, challenge);
    if ((await this.passkeys.countOf(user.id)) >= PASSKEYS_PER_USER_MAX)
      throw new ConflictException(M.limitReached);
    try {
      const saved = await this.passkeys.add({
        userId: user.id,
        name,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).filter((t) => /^[a-z-]{1,32}$/.test(t)),
        userHandle: this.userHandleOf(user.id),
      });
      return passkeyView(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(M.alreadyAdded);
      throw error;
    }
  }

  async rename(user: User, id: number, name: string): Promise<PasskeyDto> {
    const passkey = await this.owned(user, id);
    return passkeyView(await this.passkeys.rename(passkey, name));
  }

  async remove(user: User, id: number): Promise<void> {
    if (!(Number.isSafeInteger(id) && id <= MAX_ID) || !(await this.passkeys.remove(user.id, id)))
      throw new NotFoundException(M.notFound);
  }

  /** The prompt of a passwordless sign-in: any passkey of this site, nobody named. */
  async signInOptions(): Promise<PasskeyRequestOptionsDto> {
    const { ticket } = await this.challenges.signIn.issue(true);
    return this.requestOptions(ticket, []);
  }

  /** The account whose passkey answered the sign-in prompt; 401 otherwise, alike for every reason. */
  async signIn(input: unknown, now = new Date()): Promise<User> {
    const response = authenticationResponse(input);
    const challenge = response && challengeOf(response);
    if (!response || !challenge || !(await this.challenges.signIn.redeem(challenge)))
      throw new UnauthorizedException(M.challengeInvalid);
    const passkey = await this.passkeys.byCredentialId(response.id);
    const user = passkey && (await this.users.findById(passkey.userId));
    if (!passkey || !user || !(await this.verifiedUse(passkey, response, challenge, now)))
      throw new UnauthorizedException(M.signInFailed);
    return user;
  }

  /** The prompt of the second step: the account's own passkeys; 400 when it has none. */
  async secondStepOptions(user: User): Promise<PasskeyRequestOptionsDto> {
    const passkeys = await this.passkeys.listOf(user.id);
    if (passkeys.length === 0) throw new BadRequestException(M.noPasskeys);
    const { ticket } = await this.challenges.secondStep.issue({
      userId: user.id,
      tokenVersion: user.tokenVersion,
    });
    return this.requestOptions(ticket, passkeys);
  }

  /** Why a passkey is refused as this account's second step, or null when it is accepted (and used up). */
  async secondStepRefusal(user: User, input: unknown, now = new Date()): Promise<string | null> {
    const response = authenticationResponse(input);
    const challenge = response && challengeOf(response);
    const held = challenge ? await this.challenges.secondStep.redeem(challenge) : null;
    if (!response || !challenge || !heldBy(held, user)) return M.challengeInvalid;
    const passkey = await this.passkeys.byCredentialId(response.id);
    if (!passkey || passkey.userId !== user.id) return M.signInFailed;
    return (await this.verifiedUse(passkey, response, challenge, now)) ? null : M.signInFailed;
  }

  private async owned(user: User, id: number): Promise<Passkey> {
    const passkey =
      Number.isSafeInteger(id) && id <= MAX_ID ? await this.passkeys.ownedBy(user.id, id) : null;
    if (!passkey) throw new NotFoundException(M.notFound);
    return passkey;
  }

  private requestOptions(ticket: string, allowed: Passkey[]): Promise<PasskeyRequestOptionsDto> {
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      challenge: isoBase64URL.toBuffer(ticket),
      timeout: TIMEOUT_MS,
      userVerification: 'required',
      allowCredentials: allowed.map((p) => ({ id: p.credentialId, transports: p.transports })),
    }) as Promise<PasskeyRequestOptionsDto>;
  }

  private async verifiedRegistration(response: RegistrationResponseJSON, challenge: string) {
    try {
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
      });
      if (verification.verified) return verification.registrationInfo.credential;
    } catch {
      // Whatever the library found wrong (origin, rp id, signature, format): one answer.
    }
    throw new BadRequestException(M.registrationFailed);
  }

  /**
   * Whether the answer is this passkey's, signed over the challenge on this site with the user
   * verified, with a counter beyond the last (unless the authenticator keeps none); records the use.
   */
  private async verifiedUse(
    passkey: Passkey,
    response: AuthenticationResponseJSON,
    challenge: string,
    now: Date,
  ): Promise<boolean> {
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== passkey.userHandle) return false;
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
      if (!verification.verified) return false;
      newCounter = verification.authenticationInfo.newCounter;
    } catch {
      return false;
    }
    return this.passkeys.recordUse(passkey, newCounter, now);
  }

  /**
   * The account's WebAuthn user handle: opaque (a keyed hash of its id, neither the id nor the
   * email), the same for each of its passkeys, as the spec asks.
   */
  private userHandleOf(userId: number): string {
    return createHmac('sha256', this.handleKey).update(String(userId)).digest('base64url');
  }
}
