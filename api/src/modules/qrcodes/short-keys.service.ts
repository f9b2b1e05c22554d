import { ConflictException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import {
  MADE_KEY_LENGTHS,
  SHORT_KEY_ALPHABET,
  SHORT_KEY_MESSAGES,
  foldKey,
  shortKeyProblem,
  type ShortKeyCheckDto,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { randomKey } from '../../platform/common/random-key';
import { DomainsService } from '../domains';
import { SettingsService } from '../settings';
import { QrCode } from './qr-code.entity';
import { QrCodesRepository } from './qr-codes.repository';

/** Keys tried at once for each length before a longer one. */
const TRIES_PER_LENGTH = 4;

/** How stored codes are printed: the suite's address, whether dynamic codes print their short one, and their domains' hosts. */
export interface Printing {
  publicUrl: string;
  shortLinks: boolean;
  /** Custom domain id → its ascii host name, for the codes at hand. */
  hosts: ReadonlyMap<number, string>;
}

/**
 * Short keys (docs/product.md, Short links): made for new dynamic codes, checked when a
 * workspace chooses one, and what a code prints. Keys are unique whatever their case: the
 * folded column's unique index decides whatever raced.
 */
@Injectable()
export class ShortKeys implements OnModuleInit {
  constructor(
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
    private readonly repository: QrCodesRepository,
    private readonly settings: SettingsService,
    private readonly domains: DomainsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // A domain shows how many codes answer on it, and is not removed while some do.
    this.domains.countCodesWith((ids) => this.repository.countsByDomain(ids));
  }

  /** How the codes answering on these domains (0: the instance's host) print. */
  async printing(domainIds: readonly number[] = []): Promise<Printing> {
    return {
      publicUrl: this.config.publicUrl,
      shortLinks: (await this.settings.get()).short_links,
      hosts: await this.domains.hostnames(domainIds),
    };
  }

  /** A key for a new code on a domain: the shortest length at which a few random keys find an unused one. */
  async make(domainId: number): Promise<string> {
    for (const length of MADE_KEY_LENGTHS) {
      const candidates = Array.from({ length: TRIES_PER_LENGTH }, () =>
        randomKey(SHORT_KEY_ALPHABET, length),
      );
      const taken = new Set(
        (
          await this.codes.find({
            select: { keyFolded: true },
            where: { domainId, keyFolded: In(candidates) },
          })
        ).map((code) => code.keyFolded),
      );
      const free = candidates.find((key) => !taken.has(key));
      if (free) return free;
    }
    throw new ConflictException(SHORT_KEY_MESSAGES.taken);
  }

  /** Why a chosen key cannot be this code's on the domain (another code's, reserved, malformed), or null. */
  async problemOf(key: string, domainId: number, codeId?: number): Promise<string | null> {
    const problem = shortKeyProblem(key);
    if (problem) return problem;
    const other = await this.codes.exists({
      where: { domainId, keyFolded: foldKey(key), ...(codeId === undefined ? {} : { id: Not(codeId) }) },
    });
    return other ? SHORT_KEY_MESSAGES.taken : null;
  }

  /** GET /qrcodes/keys/{key}: whether a new code (or this one) could take the key on the domain. */
  async check(key: string, domainId: number, codeId?: number): Promise<ShortKeyCheckDto> {
    const problem = await this.problemOf(key, domainId, codeId);
    return { key, available: problem === null, message: problem ?? SHORT_KEY_MESSAGES.available };
  }
}
