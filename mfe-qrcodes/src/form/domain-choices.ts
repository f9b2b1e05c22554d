import type { DomainDto, QrCodeDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DOMAINS_KEY, domainApi } from '../domains/domain-api';

/** A custom domain a dynamic code may answer on. */
export interface DomainChoice {
  id: number;
  /** As people read it (internationalised names in their letters). */
  hostname: string;
  /** As DNS reads it and the code prints it (punycode). */
  ascii: string;
}

export type CodeDomain = Pick<QrCodeDto, 'domain_id' | 'short_url'>;

/**
 * The domains a dynamic code may be put on: the workspace's verified ones, and the one an
 * edited code is on whatever its status now (docs/product.md, Custom domains). Should the
 * list lack that one, its host is read from the code's short link.
 */
export function domainChoices(domains: readonly DomainDto[], code?: CodeDomain): DomainChoice[] {
  const current = code?.domain_id ?? null;
  const choices = domains
    .filter((domain) => domain.status === 'verified' || domain.id === current)
    .map((domain) => ({ id: domain.id, hostname: domain.hostname, ascii: domain.ascii_hostname }));
  if (current !== null && !choices.some((choice) => choice.id === current) && code?.short_url) {
    const host = new URL(code.short_url).host;
    choices.push({ id: current, hostname: host, ascii: host });
  }
  return choices;
}

/**
 * The domains the QR form offers a dynamic code (`enabled`): none while the list loads or
 * when it cannot be read, and the form then offers the instance's own host alone.
 */
export function useDomainChoices(enabled: boolean, code?: CodeDomain): DomainChoice[] {
  const domains = useQuery({ queryKey: DOMAINS_KEY, queryFn: domainApi.list, enabled });
  return useMemo(() => domainChoices(domains.data ?? [], code), [domains.data, code]);
}
