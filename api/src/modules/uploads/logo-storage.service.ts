import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LOGO_CONTENT_TYPES, readLogoContent, type LogoExtension } from './logo-content';
import { logoPixelProblem } from './logo-pixels';

/** Where logos are served; a QR code's logoPath is one of these addresses. */
export const LOGO_URL_PREFIX = '/api/uploads/logos/';
/** Server-made names: 144 random bits, url-safe, and the extension the content showed. */
const LOGO_NAME = /^[A-Za-z0-9_-]{24}\.(png|jpg|svg)$/;

const extensionOf = (name: string) => name.split('.')[1] as LogoExtension;

export interface StoredLogo {
  body: Buffer;
  contentType: string;
}

/** Uploaded logos, kept as files under DATA_DIR/uploads/logos. */
@Injectable()
export class LogoStorage {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'uploads', 'logos');
  }

  /** Checks the file by content, keeps it under a new name and answers its address. */
  async store(file: Buffer): Promise<string> {
    const { extension, body } = await readLogoContent(file);
    const name = `${randomBytes(18).toString('base64url')}.${extension}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), body, { mode: 0o640, flag: 'wx' });
    return `${LOGO_URL_PREFIX}${name}`;
  }

  /** The logo of that file name, or null (names not made here are never looked up). */
  async read(name: string): Promise<StoredLogo | null> {
    if (!LOGO_NAME.test(name)) return null;
    try {
      const body = await readFile(join(this.dir, name));
      return { body, contentType: LOGO_CONTENT_TYPES[extensionOf(name)] };
    } catch {
      return null;
    }
  }

  /** True when the address is one of our uploaded logos. */
  async exists(logoPath: string): Promise<boolean> {
    const name = this.nameOf(logoPath);
    if (!name) return false;
    try {
      return (await stat(join(this.dir, name))).isFile();
    } catch {
      return false;
    }
  }

  /**
   * The logo as a data: URL, to embed in a rendered code; null when it is gone. A logo stored
   * before uploads were held to LOGO_MAX_PIXELS that is past it answers 422 at once: drawn,
   * it would hold a render process for the whole time limit (a 30000 × 30000 PNG takes half
   * a minute and gigabytes to decode) and then fail anyway. Its owner is told to upload it
   * again smaller, rather than getting a code without the logo they chose.
   */
  async dataUrl(logoPath: string): Promise<string | null> {
    const name = this.nameOf(logoPath);
    const logo = name ? await this.read(name) : null;
    if (!logo || !name) return null;
    const problem = logoPixelProblem(extensionOf(name), logo.body);
    if (problem) throw new UnprocessableEntityException(problem);
    return `data:${logo.contentType};base64,${logo.body.toString('base64')}`;
  }

  /**
   * Deletes the logos last written before `before` that none of `references` (logo
   * addresses or absolute URLs of them) points at; answers how many it deleted.
   */
  async deleteUnused(references: string[], before: Date): Promise<number> {
    const inUse = new Set(
      references.map((ref) => this.nameOf(ref.slice(Math.max(0, ref.indexOf(LOGO_URL_PREFIX))))),
    );
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0; // nothing uploaded yet
    }
    let deleted = 0;
    for (const name of names.filter((n) => LOGO_NAME.test(n) && !inUse.has(n))) {
      const file = join(this.dir, name);
      const written = await stat(file).catch(() => null);
      if (!written || written.mtime >= before) continue;
      // Another replica may have deleted it first.
      await rm(file, { force: true });
      deleted += 1;
    }
    return deleted;
  }

  private nameOf(logoPath: string): string | null {
    if (!logoPath.startsWith(LOGO_URL_PREFIX)) return null;
    const name = logoPath.slice(LOGO_URL_PREFIX.length);
    return LOGO_NAME.test(name) ? name : null;
  }
}
