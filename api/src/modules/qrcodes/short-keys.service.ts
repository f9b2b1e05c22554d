import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import {
  MADE_KEY_LENGTHS,
  SHORT_KEY_ALPHABET,
  SHORT_KEY_MESSAGES,
  foldKey,
  shortKeyProblem,
  shortUrl,
  type ShortKeyCheckDto,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { randomKey } from '../../platform/common/random-key';
import { SettingsService } from '../settings';
import { QrCode } from './qr-code.entity';

/** Keys tried at once for each length before a longer one. */
const TRIES_PER_LENGTH = 4;

/** How stored codes are printed: the suite's address and whether dynamic codes print their short one. */
export interface Printing {
  publicUrl: string;
  shortLinks: boolean;
}

/**
 * Short keys (docs/product.md, Short links): made for new dynamic codes, checked when a
 * workspace chooses one, and what a code prints. Keys are unique whatever their case: the
 * folded column's unique index decides whatever raced.
 */
@Injectable()
export class ShortKeys {
  constructor(
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async printing(): Promise<Printing> {
    return { publicUrl: this.config.publicUrl, shortLinks: (await this.settings.get()).short_links };
  }

  /** The short address of a key on this suite. */
  urlOf(key: string): string {
    return shortUrl(this.config.publicUrl, key);
  }

  /** A key for a new code: the shortest length at which a few random keys find an unused one. */
  async make(): Promise<string> {
    for (const length of MADE_KEY_LENGTHS) {
      const candidates = Array.from({ length: TRIES_PER_LENGTH }, () =>
        randomKey(SHORT_KEY_ALPHABET, length),
      );
      const taken = new Set(
        (await this.codes.find({ select: { keyFolded: true }, where: { keyFolded: In(candidates) } })).map(
          (code) => code.keyFolded,
        ),
      );
      const free = candidates.find((key) => !taken.has(key));
      if (free) return free;
    }
    throw new ConflictException(SHORT_KEY_MESSAGES.taken);
  }

  /** Why a chosen key cannot be this code's (another code's, reserved, malformed), or null. */
  async problemOf(key: string, codeId?: number): Promise<string | null> {
    const problem = shortKeyProblem(key);
    if (problem) return problem;
    const other = await this.codes.exists({
      where: { keyFolded: foldKey(key), ...(codeId === undefined ? {} : { id: Not(codeId) }) },
    });
    return other ? SHORT_KEY_MESSAGES.taken : null;
  }

  /** GET /qrcodes/keys/{key}: whether a new code (or this one) could take the key. */
  async check(key: string, codeId?: number): Promise<ShortKeyCheckDto> {
    const problem = await this.problemOf(key, codeId);
    return { key, available: problem === null, message: problem ?? SHORT_KEY_MESSAGES.available };
  }
}
