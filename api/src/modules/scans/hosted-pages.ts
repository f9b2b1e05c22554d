import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  isPageQrType,
  pageLanguageOf,
  pageLinks,
  pageOf,
  renderPageHtml,
  withFilesAt,
  fileAt,
  type AppQrData,
  type HostedPage,
  type PageLanguage,
  type PageQrData,
  type PageQrType,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LinkTaps } from './link-taps.service';
import { PageTickets } from './page-tickets';
import type { RedirectTarget } from './redirect-cache';
import { RedirectService, type ScanDecision } from './redirect.service';
import type { ScanRequest } from './visitor-info';

/** A served page code: its decision is 'serve' and its type one of the hosted pages'. */
export type PageDecision = { kind: 'serve'; target: RedirectTarget & { type: PageQrType; data: PageQrData } };

export function isPageDecision(decision: ScanDecision): decision is PageDecision {
  return decision.kind === 'serve' && isPageQrType(decision.target.type);
}

/** Where an app code sends a phone by its user agent: iPhones and iPads to iOS, Android to Android. */
export function appStoreFor(data: AppQrData, userAgent: string): string | null {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return data.ios_url;
  if (/\bAndroid\b/.test(userAgent)) return data.android_url;
  return null;
}

/**
 * The hosted pages at the scan address (docs/product.md, Hosted pages): the page as HTML
 * made on the server from the stored page, or where a redirect rule or (an app code) the
 * visitor's phone sends the scan (302); and
 * the counted hop {scan address}/l/{n}, a 302 to the page's n-th link as the page is now.
 * The page loads nothing but itself: its policy allows no script, its one style by hash.
 */
@Injectable()
export class HostedPages {
  /** Where uploaded files are served: the panel's own address (a customer's host serves no /api). */
  private readonly filesOrigin: string;

  constructor(
    private readonly redirects: RedirectService,
    private readonly taps: LinkTaps,
    private readonly tickets: PageTickets,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.filesOrigin = new URL(config.publicUrl).origin;
  }

  /** A protected page whose visitor holds its ticket (PageTickets) is served as an open one. */
  opened(decision: ScanDecision, cookieHeader: string | undefined): ScanDecision {
    if (decision.kind !== 'locked' || !isPageQrType(decision.target.type)) return decision;
    return this.tickets.opens(decision.target, cookieHeader)
      ? { kind: 'serve', target: decision.target }
      : decision;
  }

  /** The page as it is now, its layout's words in `lang`, its files at the panel's address. */
  private pageOf(target: PageDecision['target'], lang: PageLanguage): HostedPage {
    return withFilesAt(pageOf(target.type, target.data, lang), this.filesOrigin);
  }

  /** Records the scan and answers; false when the scanner is to get the public page instead (a cap reached). */
  async serve(
    decision: PageDecision,
    scan: ScanRequest,
    scanPath: string,
    reply: FastifyReply,
  ): Promise<boolean> {
    const visit = this.redirects.visit(decision, scan);
    if ((await this.redirects.record(decision, scan, visit)).kind !== 'serve') return false;
    const { target } = decision;
    // A rule that takes this scan elsewhere, then an app code's store for this phone.
    const elsewhere =
      visit.destination ??
      (target.type === 'app' ? appStoreFor(target.data as AppQrData, scan.userAgent) : null);
    if (elsewhere) {
      reply
        .code(302)
        .headers({ location: elsewhere, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
        .send();
      return true;
    }
    const lang = pageLanguageOf(scan.acceptLanguage);
    const { html, css } = renderPageHtml({
      title: target.data.title,
      page: this.pageOf(target, lang),
      lang,
      hopBase: `${scanPath}/l/`,
    });
    reply
      .code(200)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': pagePolicy(css, this.filesOrigin),
        'x-robots-tag': 'noindex',
        'referrer-policy': 'no-referrer',
      })
      .send(html);
    return true;
  }

  /**
   * The n-th link of the page as it is now (from 1), or null for no such link. A person's tap
   * is stored before the answer (bots' and HEAD requests are not counted), as the code's
   * analytics name it: the layout's English words and a file's path, so a link's taps are
   * one count in every language.
   */
  async hop(decision: PageDecision, n: number, scan: ScanRequest): Promise<string | null> {
    const link = pageLinks(pageOf(decision.target.type, decision.target.data))[n - 1];
    if (!link) return null;
    const { visitor } = this.redirects.visit(decision, scan);
    if (!visitor.isBot && scan.method === 'GET') {
      await this.taps.add({ qrCodeId: decision.target.id, label: link.label, url: link.url });
    }
    return fileAt(link.url, this.filesOrigin);
  }
}

/** Nothing but the page's own inline style (by its hash), and images over https or uploaded here. */
function pagePolicy(css: string, filesOrigin: string): string {
  const hash = createHash('sha256').update(css).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    `img-src https: data: ${filesOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
