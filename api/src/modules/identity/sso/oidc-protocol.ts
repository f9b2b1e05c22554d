import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import * as oidc from 'openid-client';
import { SSO_MESSAGES as M } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';

/** How a provider is reached: its issuer and this application's client there. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What one sign-in keeps between the start and the callback (in its state ticket). */
export interface OidcChecks {
  nonce: string;
  verifier: string;
}

/** The claims of a verified sign-in this application reads. */
export interface VerifiedClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Seconds a provider has to answer discovery, the token and userinfo requests. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** How long a provider's discovered metadata is reused (its keys are fetched by the library as they rotate). */
const CONFIG_MS = 10 * 60_000;
const SCOPE = 'openid email profile';

/**
 * The OpenID Connect protocol, all of it done by openid-client: discovery, the authorization
 * URL with PKCE (S256), state and nonce, and the code grant, whose ID token the library
 * verifies (signature, issuer, audience, expiry, nonce). No token is checked here by hand.
 */
@Injectable()
export class OidcProtocol {
  private readonly configs = new LRUCache<string, oidc.Configuration>({ max: 100, ttl: CONFIG_MS });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs discovery now; 400 naming why when it fails. */
  async check(settings: OidcClientSettings): Promise<void> {
    await this.discover(settings);
  }

  /** The provider's configuration, discovered once per `version` (the provider row's last change). */
  async configFor(version: string, settings: OidcClientSettings): Promise<oidc.Configuration> {
    const cached = this.configs.get(version);
    if (cached) return cached;
    const discovered = await this.discover(settings);
    this.configs.set(version, discovered);
    return discovered;
  }

  newChecks(): OidcChecks {
    return { nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
  }

  async authorizationUrl(
    config: oidc.Configuration,
    redirectUri: string,
    state: string,
    checks: OidcChecks,
  ): Promise<string> {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /**
   * The code grant for the provider's answer at `callbackUrl`: the library checks the state,
   * the PKCE verifier and the ID token with its nonce. Claims the ID token lacks (the email)
   * come from userinfo, checked to be the same subject.
   */
  async verify(
    config: oidc.Configuration,
    callbackUrl: URL,
    state: string,
    checks: OidcChecks,
  ): Promise<VerifiedClaims> {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.verifier,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    let claims: Record<string, unknown> = idToken;
    if (typeof idToken.email !== 'string')
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
    return {
      subject: idToken.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  private async discover(settings: OidcClientSettings): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    if (issuer.protocol !== 'https:' && !this.config.allowHttpSso)
      throw new BadRequestException(M.issuerFormat);
    try {
      return await oidc.discovery(
        issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: this.config.allowHttpSso ? [oidc.allowInsecureRequests] : [],
        },
      );
    } catch (error) {
      throw new BadRequestException(M.discoveryFailed(reasonOf(error)));
    }
  }
}

/** A failure's reason for the person who set the provider up: the library's words and the network's code. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = (error as { cause?: unknown }).cause;
  const code = cause instanceof Error && 'code' in cause ? String((cause as { code: unknown }).code) : '';
  const status = cause instanceof Response ? ` (HTTP ${cause.status})` : '';
  const text = `${error.message}${code ? ` (${code})` : ''}${status}`.replace(/\s+/g, ' ');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
