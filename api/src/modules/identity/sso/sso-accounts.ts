import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { nameProblem, SSO_MESSAGES as M } from '@qrpanel/contracts';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { VerifiedClaims } from './oidc-protocol';
import type { SsoProvider } from './sso.entities';
import { SsoRepository } from './sso.repository';
import { SsoWorkspaces } from './sso-workspaces';

const EMAIL_MAX = 254;
const NAME_MAX = 120;

/**
 * The account a verified sign-in stands for (docs/product.md, Single sign-on): the one its
 * identity is linked to; else the account of its verified email, which the identity is then
 * linked to; else, with auto_create, a new account (without a password) for an email of the
 * provider's domains, joined to its workspace with its role.
 */
@Injectable()
export class SsoAccounts {
  private readonly logger = new Logger(SsoAccounts.name);

  constructor(
    private readonly repository: SsoRepository,
    private readonly users: UsersService,
    private readonly workspaces: SsoWorkspaces,
  ) {}

  async signInAs(provider: SsoProvider, claims: VerifiedClaims): Promise<User> {
    const linked = await this.repository.identityOf(provider.id, claims.subject);
    const owner = linked && (await this.users.findById(linked.userId));
    if (linked && owner) {
      await this.repository.used(linked, claims.email);
      return owner;
    }
    const email = verifiedEmail(provider, claims);
    const user = (await this.users.findByEmail(email)) ?? (await this.create(provider, claims, email));
    await this.link(user, provider, claims);
    return user;
  }

  /** Links the identity to the account; one identity per provider and account. */
  async link(user: User, provider: SsoProvider, claims: VerifiedClaims) {
    try {
      return await this.repository.addIdentity({
        userId: user.id,
        providerId: provider.id,
        subject: claims.subject,
        email: claims.email,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const other = await this.repository.identityOf(provider.id, claims.subject);
      throw new ConflictException(other && other.userId !== user.id ? M.linkedElsewhere : M.alreadyLinked);
    }
  }

  private async create(provider: SsoProvider, claims: VerifiedClaims, email: string): Promise<User> {
    if (!provider.autoCreate) throw new UnauthorizedException(M.noAccount);
    const { workspaceId, role } = provider;
    if (workspaceId !== null && !(await this.workspaces.hasSeat(workspaceId)))
      throw new ForbiddenException(M.workspaceFull);
    const user = await this.users.create({ name: nameOf(claims, email), email, password: null });
    // The seat was there a moment ago; should another take it meanwhile, the account stays.
    if (workspaceId !== null && role !== null && !(await this.workspaces.join(workspaceId, user.id, role)))
      this.logger.warn(`Single sign-on made user ${user.id} but workspace ${workspaceId} had no seat left`);
    return user;
  }
}

/** The claims' email when the provider verified it and it is of the provider's domains. */
function verifiedEmail(provider: SsoProvider, claims: VerifiedClaims): string {
  const email = claims.email;
  if (!email || email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new UnauthorizedException(M.emailMissing);
  if (!claims.emailVerified) throw new UnauthorizedException(M.emailUnverified);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (provider.allowedDomains.length && !provider.allowedDomains.includes(domain))
    throw new ForbiddenException(M.outsideDomains);
  return email;
}

/** The name the provider told, when it is one; else the email's local part. */
function nameOf(claims: VerifiedClaims, email: string): string {
  const told = claims.name?.trim() ?? '';
  if (told && told.length <= NAME_MAX && nameProblem(told) === undefined) return told;
  return email.slice(0, email.lastIndexOf('@')).slice(0, NAME_MAX);
}
