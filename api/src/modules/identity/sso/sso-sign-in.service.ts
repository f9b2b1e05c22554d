import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { AuthorizationResponseError } from 'openid-client';
import {
  SSO_MESSAGES as M,
  SSO_SLUG_MAX,
  SSO_SLUG_PATTERN,
  type LoginResponse,
  type SsoIdentityDto,
} from '@qrpanel/contracts';
import { AuthService } from '../auth/auth.service';
import { PasskeysService } from '../passkeys/passkeys.service';
import type { SignInClient } from '../sessions/session-client';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { User } from '../users/user.entity';
import { OidcProtocol, reasonOf, type VerifiedClaims } from './oidc-protocol';
import { SsoAccounts } from './sso-accounts';
import type { SsoIdentity, SsoProvider } from './sso.entities';
import { SsoProvidersService } from './sso-providers.service';
import { SsoRepository } from './sso.repository';
import { SsoTickets, type LinkHolder, type SsoAttempt, type SsoOutcome } from './sso-tickets';

/** Where the web app takes a sign-in's one-time code (the shell's route) and a link's. */
export const SIGN_IN_RETURN = '/login/sso';
export const LINK_RETURN = '/settings';

const MAX_ID = 2_147_483_647;

export const identityView = (i: SsoIdentity): SsoIdentityDto => ({
  id: i.id,
  provider_slug: i.provider?.slug ?? '',
  provider_name: i.provider?.name ?? '',
  email: i.email,
  created_at: i.createdAt.toISOString(),
  last_used_at: i.lastUsedAt ? i.lastUsedAt.toISOString() : null,
});

/**
 * The authorization code flow (docs/product.md, Single sign-on): the start sends the browser
 * to the provider with a state, a nonce and a PKCE challenge kept server-side; the callback
 * verifies the provider's answer and hands the web app a one-time code; the exchange turns
 * that code into the sign-in's answer, as a password sign-in answers (a session, or the
 * second step's challenge). Linking an identity runs the same flow for a signed-in account.
 */
@Injectable()
export class SsoSignInService {
  private readonly logger = new Logger(SsoSignInService.name);

  constructor(
    private readonly providers: SsoProvidersService,
    private readonly protocol: OidcProtocol,
    private readonly tickets: SsoTickets,
    private readonly accounts: SsoAccounts,
    private readonly repository: SsoRepository,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
  ) {}

  /** The provider's sign-in page for a new attempt; 403 for a provider not available. */
  async start(slug: string, link?: LinkHolder): Promise<string> {
    const provider = await this.usable(slug);
    const config = await this.protocol.configFor(versionOf(provider), this.providers.clientOf(provider));
    const checks = this.protocol.newChecks();
    const attempt: SsoAttempt = { providerId: provider.id, slug: provider.slug, ...checks, link };
    const { ticket } = await this.tickets.attempts.issue(attempt);
    return this.protocol.authorizationUrl(
      config,
      this.providers.redirectUriOf(provider.slug),
      ticket,
      checks,
    );
  }

  /** GET …/start: the provider's page, or the login screen with why not. */
  async startOrRefuse(slug: string): Promise<string> {
    try {
      return await this.start(slug);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      return this.handBack({ error: String(error.message), status: error.getStatus() });
    }
  }

  /** GET …/callback: checks the provider's answer against its attempt, hands back the outcome. */
  async callback(slug: string, query: string): Promise<string> {
    const state = new URLSearchParams(query).get('state') ?? '';
    const attempt = await this.tickets.attempts.redeem(state);
    if (!attempt || attempt.slug !== slug) return this.handBack({ error: M.stateInvalid, status: 400 });
    const link = attempt.link;
    const provider = await this.providers.usableById(attempt.providerId);
    if (!provider) return this.handBack({ error: M.unavailable, status: 403, link });
    try {
      const claims = await this.verified(provider, query, state, attempt);
      return await this.handBack({ providerId: provider.id, claims, link });
    } catch (error) {
      const refused = error instanceof AuthorizationResponseError;
      // The library's words name the check that failed; they hold no secret.
      this.logger.warn(`Single sign-on with ${provider.slug} failed: ${reasonOf(error)}`);
      return this.handBack({ error: refused ? M.providerRefused : M.responseInvalid, status: 401, link });
    }
  }

  /** POST /exchange: the sign-in the one-time code stands for, answered as POST /auth/login answers. */
  async exchange(code: string, client: SignInClient): Promise<LoginResponse> {
    const outcome = await this.tickets.outcomes.redeem(code);
    if (!outcome || outcome.link) throw new BadRequestException(M.stateInvalid);
    if ('error' in outcome) throw new HttpException(outcome.error, outcome.status);
    const provider = await this.providers.usableById(outcome.providerId);
    if (!provider) throw new ForbiddenException(M.unavailable);
    const user = await this.accounts.signInAs(provider, outcome.claims);
    const challenge = await this.twoFactor.challenge(user);
    if (challenge) return challenge;
    const session = await this.auth.session(user, client, 'sso');
    return (await this.twoFactor.enrollmentRequired(user))
      ? { ...session, mfa_enrollment_required: true }
      : session;
  }

  /** POST /link/finish: links the identity the code stands for to the account that started it. */
  async finishLink(user: User, code: string): Promise<SsoIdentityDto> {
    const outcome = await this.tickets.outcomes.redeem(code);
    if (!outcome?.link) throw new BadRequestException(M.stateInvalid);
    if (outcome.link.userId !== user.id || outcome.link.tokenVersion !== user.tokenVersion)
      throw new ForbiddenException(M.linkOtherAccount);
    if ('error' in outcome) throw new HttpException(outcome.error, outcome.status);
    const provider = await this.providers.usableById(outcome.providerId);
    if (!provider) throw new ForbiddenException(M.unavailable);
    const identity = await this.accounts.link(user, provider, outcome.claims);
    return identityView({ ...identity, provider });
  }

  async identities(user: User): Promise<SsoIdentityDto[]> {
    return (await this.repository.identitiesOf(user.id)).map(identityView);
  }

  /** Unlinks, unless it is the account's last way to sign in (no password, passkey or other identity). */
  async unlink(user: User, id: number): Promise<void> {
    const identities = await this.repository.identitiesOf(user.id);
    const identity =
      Number.isSafeInteger(id) && id <= MAX_ID ? identities.find((i) => i.id === id) : undefined;
    if (!identity) throw new NotFoundException(M.identityNotFound);
    const others = identities.filter((i) => i.id !== id && i.provider?.enabled).length;
    const passkeys = (await this.passkeys.list(user)).length;
    if (user.passwordHash === '' && passkeys === 0 && others === 0)
      throw new ConflictException(M.lastWayToSignIn);
    await this.repository.removeIdentity(user.id, id);
  }

  private async usable(slug: string): Promise<SsoProvider> {
    const valid = slug.length <= SSO_SLUG_MAX && SSO_SLUG_PATTERN.test(slug);
    const provider = valid ? await this.providers.usable(slug) : null;
    if (!provider) throw new ForbiddenException(M.unavailable);
    return provider;
  }

  private async verified(
    provider: SsoProvider,
    query: string,
    state: string,
    attempt: SsoAttempt,
  ): Promise<VerifiedClaims> {
    const config = await this.protocol.configFor(versionOf(provider), this.providers.clientOf(provider));
    const callbackUrl = new URL(`${this.providers.redirectUriOf(provider.slug)}?${query}`);
    return this.protocol.verify(config, callbackUrl, state, attempt);
  }

  /** Keeps the outcome under a one-time code; answers where the browser takes it. */
  private async handBack(outcome: SsoOutcome): Promise<string> {
    const { ticket } = await this.tickets.outcomes.issue(outcome);
    return outcome.link ? `${LINK_RETURN}?sso=${ticket}` : `${SIGN_IN_RETURN}?code=${ticket}`;
  }
}

/** A provider's configuration is discovered again once its issuer or client changes. */
const versionOf = (p: SsoProvider) => `${p.id}:${p.issuer}:${p.clientId}:${p.clientSecret}`;
