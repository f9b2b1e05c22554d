import { Inject, Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { DOMAIN_MESSAGES as M, challengeName } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

/** Answers that mean "no such record" rather than "DNS did not answer". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/** What DNS says of a domain: proven, or why not. */
export type DnsProof = { proven: true } | { proven: false; message: string };

/**
 * Reads a domain's proof from DNS: the TXT record `_qrpanel-challenge.{hostname}` holding its
 * token, or a CNAME from the hostname to the instance's host. The system's resolver, or
 * DNS_SERVERS (tests run their own server); a few seconds at most per question.
 */
@Injectable()
export class DomainDns {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async proof(asciiHostname: string, token: string, cnameTarget: string): Promise<DnsProof> {
    const resolver = new Resolver({ timeout: 2_000, tries: 2 });
    if (this.config.dnsServers.length) resolver.setServers(this.config.dnsServers);
    const [txt, cname] = await Promise.all([
      settle(resolver.resolveTxt(challengeName(asciiHostname))),
      settle(resolver.resolveCname(asciiHostname)),
    ]);
    if (txt.records?.some((chunks) => chunks.join('') === token)) return { proven: true };
    const target = bare(cnameTarget);
    if (cname.records?.some((name) => bare(name) === target)) return { proven: true };
    // Neither record: a domain whose DNS did not answer is not called missing.
    const unanswered = [txt, cname].some((answer) => answer.error && !ABSENT.has(answer.error));
    return { proven: false, message: unanswered ? M.dnsFailed : M.recordMissing };
  }
}

async function settle<T>(question: Promise<T>): Promise<{ records?: T; error?: string }> {
  try {
    return { records: await question };
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN' };
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');
