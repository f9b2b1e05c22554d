import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SsoIdentity, SsoProvider } from './sso.entities';

/** What a verified sign-in gives to keep of an identity. */
export interface NewIdentity {
  userId: number;
  providerId: number;
  subject: string;
  email: string | null;
}

/** The sso_providers and sso_identities tables; nothing else reads or writes them. */
@Injectable()
export class SsoRepository {
  constructor(
    @InjectRepository(SsoProvider) private readonly providers: Repository<SsoProvider>,
    @InjectRepository(SsoIdentity) private readonly identities: Repository<SsoIdentity>,
  ) {}

  allProviders(): Promise<SsoProvider[]> {
    return this.providers.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  enabledProviders(): Promise<SsoProvider[]> {
    return this.providers.find({ where: { enabled: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  provider(id: number): Promise<SsoProvider | null> {
    return this.providers.findOneBy({ id });
  }

  providerBySlug(slug: string): Promise<SsoProvider | null> {
    return this.providers.findOneBy({ slug });
  }

  saveProvider(provider: SsoProvider): Promise<SsoProvider> {
    return this.providers.save(provider);
  }

  newProvider(fields: Partial<SsoProvider>): SsoProvider {
    return this.providers.create(fields);
  }

  /** Deletes it; its identities go with it (the foreign key). */
  async removeProvider(id: number): Promise<boolean> {
    return ((await this.providers.delete({ id })).affected ?? 0) > 0;
  }

  identityOf(providerId: number, subject: string): Promise<SsoIdentity | null> {
    return this.identities.findOneBy({ providerId, subject });
  }

  /** The user's identities with their providers, oldest first. */
  identitiesOf(userId: number): Promise<SsoIdentity[]> {
    return this.identities.find({ where: { userId }, relations: { provider: true }, order: { id: 'ASC' } });
  }

  /** Inserts it; the unique indexes refuse a subject linked already, or a second one per provider. */
  addIdentity(identity: NewIdentity): Promise<SsoIdentity> {
    return this.identities.save(this.identities.create({ ...identity, lastUsedAt: new Date() }));
  }

  async used(identity: SsoIdentity, email: string | null): Promise<void> {
    await this.identities.update(
      { id: identity.id },
      { lastUsedAt: new Date(), email: email ?? identity.email },
    );
  }

  async removeIdentity(userId: number, id: number): Promise<boolean> {
    return ((await this.identities.delete({ userId, id })).affected ?? 0) > 0;
  }
}
