import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { CodeAddress, RedirectTarget } from './redirect-cache';

/** The cookie's name; its path is the code's scan address, so each code has its own. */
const COOKIE = 'qrpanel_unlocked';
/** Long enough to read a menu and tap through it; a later visit asks for the password again. */
const PAGE_TICKET_SECONDS = 60 * 60;

/**
 * Tickets of unlocked hosted pages (docs/product.md, Hosted pages). A protected page's
 * right password sets a cookie on the code's scan address, good for an hour: the address
 * then serves the page itself, and its counted hops (under the same path) their links.
 * Without it both lead to the password page, so a locked page's links are never handed
 * out. The ticket is a MAC of the code, its password's hash and the time it ends: a new
 * password (or none) ends every ticket given for the old one, and nothing is stored.
 */
@Injectable()
export class PageTickets {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.appSecret, 'qrpanel', 'page tickets v1', 32));
    // Behind TLS (docs/operations.md) the cookie travels only over it.
    this.secure = config.publicUrl.startsWith('https:');
  }

  /** The Set-Cookie header that opens `target` at `address` for PAGE_TICKET_SECONDS. */
  cookie(target: RedirectTarget, address: CodeAddress, now = new Date()): string {
    const ends = Math.floor(now.getTime() / 1000) + PAGE_TICKET_SECONDS;
    return serializeCookie(COOKIE, `${ends}.${this.mac(target, ends)}`, {
      path: 'uuid' in address ? `/qr-redirect/${address.uuid}` : `/${address.key}`,
      maxAge: PAGE_TICKET_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
    });
  }

  /** Whether the request's cookies hold a ticket for `target` that has not ended. */
  opens(target: RedirectTarget, cookieHeader: string | undefined, now = new Date()): boolean {
    if (!cookieHeader || !target.passwordHash) return false;
    const ticket = parseCookies(cookieHeader)[COOKIE];
    const [endsText, mac] = ticket?.split('.') ?? [];
    const ends = Number(endsText);
    if (!mac || !Number.isSafeInteger(ends) || ends * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.mac(target, ends));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(target: RedirectTarget, ends: number): string {
    return createHmac('sha256', this.key)
      .update(`${target.uuid}\n${target.passwordHash ?? ''}\n${ends}`)
      .digest('base64url');
  }
}
