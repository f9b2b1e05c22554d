import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  SSO_MESSAGES as M,
  type SsoProviderDto,
  type SsoProviderInput,
  type SsoProviderSummaryDto,
  type SsoProviderUpdate,
} from '@qrpanel/contracts';
import { fieldsError } from '../../../platform/common/validation';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { SecretBox } from '../../settings';
import { OidcProtocol, type OidcClientSettings } from './oidc-protocol';
import type { SsoProvider } from './sso.entities';
import { SsoRepository } from './sso.repository';
import { SsoWorkspaces } from './sso-workspaces';

/** The column a sealed client secret belongs to: sealed for it, it opens nowhere else. */
const SECRET_FIELD = 'sso_providers.client_secret';
const MAX_ID = 2_147_483_647;

/**
 * The sign-in providers a super_admin manages (docs/product.md, Single sign-on). Saving one
 * runs discovery against its issuer first: a provider that cannot be reached, or whose
 * metadata does not match, is refused (400 naming why) and nothing is stored.
 */
@Injectable()
export class SsoProvidersService {
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SsoRepository,
    private readonly protocol: OidcProtocol,
    private readonly workspaces: SsoWorkspaces,
  ) {
    this.box = new SecretBox(config.appSecret);
  }

  async list(): Promise<SsoProviderDto[]> {
    return (await this.repository.allProviders()).map((p) => this.view(p));
  }

  /** What the login screen shows: the enabled providers' slug and name, nothing else. */
  async enabled(): Promise<SsoProviderSummaryDto[]> {
    return (await this.repository.enabledProviders()).map((p) => ({ slug: p.slug, name: p.name }));
  }

  async create(input: SsoProviderInput): Promise<SsoProviderDto> {
    const provider = this.repository.newProvider({
      slug: input.slug,
      name: input.name,
      issuer: input.issuer,
      clientId: input.client_id,
      clientSecret: this.box.seal(input.client_secret, SECRET_FIELD),
      allowedDomains: input.allowed_domains ?? [],
      autoCreate: input.auto_create ?? false,
      workspaceId: input.workspace_id ?? null,
      role: input.role ?? null,
      enabled: input.enabled ?? true,
    });
    return this.view(await this.checkAndSave(provider, input.client_secret));
  }

  async update(id: number, input: SsoProviderUpdate): Promise<SsoProviderDto> {
    const provider = await this.found(id);
    const secret = input.client_secret ?? this.secretOf(provider);
    Object.assign(provider, {
      slug: input.slug ?? provider.slug,
      name: input.name ?? provider.name,
      issuer: input.issuer ?? provider.issuer,
      clientId: input.client_id ?? provider.clientId,
      clientSecret: input.client_secret
        ? this.box.seal(input.client_secret, SECRET_FIELD)
        : provider.clientSecret,
      allowedDomains: input.allowed_domains ?? provider.allowedDomains,
      autoCreate: input.auto_create ?? provider.autoCreate,
      workspaceId: input.workspace_id === undefined ? provider.workspaceId : input.workspace_id,
      role: input.role === undefined ? provider.role : input.role,
      enabled: input.enabled ?? provider.enabled,
    });
    return this.view(await this.checkAndSave(provider, secret));
  }

  async remove(id: number): Promise<void> {
    if (!validId(id) || !(await this.repository.removeProvider(id))) throw new NotFoundException(M.notFound);
  }

  /** The provider a sign-in names, while it is enabled; null otherwise. */
  async usable(slug: string): Promise<SsoProvider | null> {
    const provider = await this.repository.providerBySlug(slug);
    return provider?.enabled ? provider : null;
  }

  async usableById(id: number): Promise<SsoProvider | null> {
    const provider = await this.repository.provider(id);
    return provider?.enabled ? provider : null;
  }

  /** How the protocol reaches the provider, its secret opened. */
  clientOf(provider: SsoProvider): OidcClientSettings {
    return { issuer: provider.issuer, clientId: provider.clientId, clientSecret: this.secretOf(provider) };
  }

  /** Where the provider sends people back (registered at the provider). */
  redirectUriOf(slug: string): string {
    return `${this.config.publicUrl}/api/auth/sso/${slug}/callback`;
  }

  /** Checks what the fields cannot check alone, runs discovery while enabled, then saves. */
  private async checkAndSave(provider: SsoProvider, secret: string): Promise<SsoProvider> {
    await this.checkRules(provider);
    // A disabled provider is kept as it is: its issuer may be down while nobody uses it.
    if (provider.enabled) await this.protocol.check({ ...this.clientOf(provider), clientSecret: secret });
    try {
      return await this.repository.saveProvider(provider);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(M.slugTaken);
      throw error;
    }
  }

  private async checkRules(p: SsoProvider): Promise<void> {
    if (new URL(p.issuer).protocol !== 'https:' && !this.config.allowHttpSso)
      throw fieldsError({ issuer: [M.issuerFormat] });
    if (p.autoCreate && p.allowedDomains.length === 0)
      throw fieldsError({ allowed_domains: [M.autoCreateNeedsDomains] });
    if (p.role !== null && p.workspaceId === null) throw fieldsError({ role: [M.roleNeedsWorkspace] });
    if (p.workspaceId !== null && p.role === null) throw fieldsError({ role: [M.workspaceNeedsRole] });
    if (p.workspaceId !== null && !(await this.workspaces.exists(p.workspaceId)))
      throw new BadRequestException(M.workspaceNotFound);
    const other = await this.repository.providerBySlug(p.slug);
    if (other && other.id !== p.id) throw new ConflictException(M.slugTaken);
  }

  private async found(id: number): Promise<SsoProvider> {
    const provider = validId(id) ? await this.repository.provider(id) : null;
    if (!provider) throw new NotFoundException(M.notFound);
    return provider;
  }

  private secretOf(provider: SsoProvider): string {
    return this.box.open(provider.clientSecret, SECRET_FIELD);
  }

  private view(p: SsoProvider): SsoProviderDto {
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      issuer: p.issuer,
      client_id: p.clientId,
      client_secret_set: p.clientSecret !== '',
      allowed_domains: p.allowedDomains,
      auto_create: p.autoCreate,
      workspace_id: p.workspaceId,
      role: p.role,
      enabled: p.enabled,
      redirect_uri: this.redirectUriOf(p.slug),
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  }
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
