import {
  DOMAIN_MESSAGES,
  type CreateDomainInput,
  type DomainDto,
  type UpdateDomainInput,
} from '@qrpanel/contracts';
import { ApiError, errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractText } from '../ui/contract-texts';
import { DOMAINS_KEY, domainApi } from './domain-api';

/**
 * The workspace's custom domains: listed, added, checked in DNS, their addresses changed and
 * removed. A 403 on adding one is the plan's limit: the screen opens Upgrade Required with
 * its text. Refusals with fields go back to the dialog that asked.
 */
export function useDomains() {
  const queryClient = useQueryClient();
  const domains = useQuery({ queryKey: DOMAINS_KEY, queryFn: domainApi.list });
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const changed = () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY });

  const create = async (input: CreateDomainInput): Promise<DomainDto | ApiError | null> => {
    try {
      const made = await domainApi.create(input);
      await changed();
      return made;
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) {
        setUpgrade(e.serverMessage ?? '');
        return null;
      }
      // A name refused or already someone's: said under the field.
      if (e instanceof ApiError && (e.fields || e.status === 409)) return e;
      notifyError(errorMessage(e, i18n.t('qrcodes:domains.createFailed')));
      return null;
    }
  };

  /** Checks DNS now and says what it found: verified, or why not (the api's stored reason). */
  const verify = async (domain: DomainDto): Promise<void> => {
    try {
      const checked = await domainApi.verify(domain.id);
      await changed();
      if (checked.status === 'verified' && !checked.last_check_message)
        notifySuccess(i18n.t('qrcodes:domains.verified', { domain: checked.hostname }));
      else notifyError(contractText(checked.last_check_message ?? DOMAIN_MESSAGES.recordMissing));
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:domains.checkFailed')));
    }
  };

  const update = async (
    domain: DomainDto,
    input: UpdateDomainInput,
  ): Promise<DomainDto | ApiError | null> => {
    try {
      const saved = await domainApi.update(domain.id, input);
      await changed();
      notifySuccess(i18n.t('qrcodes:domains.saved'));
      return saved;
    } catch (e) {
      if (e instanceof ApiError && e.fields) return e;
      notifyError(errorMessage(e, i18n.t('qrcodes:domains.saveFailed')));
      return null;
    }
  };

  const remove = async (domain: DomainDto): Promise<void> => {
    try {
      await domainApi.remove(domain.id);
      await changed();
      notifySuccess(i18n.t('qrcodes:domains.removed'));
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:domains.removeFailed')));
    }
  };

  return { domains, create, verify, update, remove, upgrade, closeUpgrade: () => setUpgrade(null) };
}
