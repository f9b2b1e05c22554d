import type { DomainDto } from '@qrpanel/contracts';
import { ConfirmDialog, Table, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { UpgradeModal } from '../form/UpgradeModal';
import { ListSection } from '../ui/ListSection';
import { AddDomainModal } from './AddDomainModal';
import { DnsRecordsModal } from './DnsRecordsModal';
import { DomainRow } from './DomainRow';
import { EditDomainModal } from './EditDomainModal';
import { useDomains } from './use-domains';

/**
 * The workspace's domains: each with its status, the codes on it and its last DNS check.
 * Everyone reads them and their DNS records; owners and admins (`mayManage`) add one (its
 * records shown at once), check it now, change where it sends people, and remove it.
 */
export function DomainsSection({ mayManage }: { mayManage: boolean }) {
  const { domains, create, verify, update, remove, upgrade, closeUpgrade } = useDomains();
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<DomainDto | null>(null);
  const [editing, setEditing] = useState<DomainDto | null>(null);
  const [removing, setRemoving] = useState<DomainDto | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('qrcodes');

  const check = (domain: DomainDto) => {
    setChecking(domain.id);
    void verify(domain).finally(() => setChecking(null));
  };
  const confirmRemove = () => {
    setBusy(true);
    void remove(removing!).finally(() => {
      setBusy(false);
      setRemoving(null);
    });
  };

  return (
    <ListSection
      title={t('domains.list.title')}
      intro={t('domains.list.intro')}
      newLabel={t('domains.add.title')}
      onNew={mayManage ? () => setAdding(true) : undefined}
      list={domains}
      texts={{
        loading: t('domains.list.loading'),
        loadFailed: t('domains.list.loadFailed'),
        empty: t('domains.list.empty'),
      }}
      head={
        <>
          <Table.Th>{t('domains.columns.domain')}</Table.Th>
          <Table.Th>{t('domains.columns.status')}</Table.Th>
          <Table.Th>{t('domains.columns.codes')}</Table.Th>
          <Table.Th>{t('domains.columns.lastChecked')}</Table.Th>
          <Table.Th aria-label={t('domains.columns.actions')} />
        </>
      }
      row={(domain) => (
        <DomainRow
          key={domain.id}
          domain={domain}
          mayManage={mayManage}
          checking={checking === domain.id}
          onRecords={() => setShowing(domain)}
          onCheck={() => check(domain)}
          onEdit={() => setEditing(domain)}
          onRemove={() => setRemoving(domain)}
        />
      )}
    >
      <AddDomainModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreate={(hostname) => create({ hostname })}
        onAdded={setShowing}
      />
      <DnsRecordsModal domain={showing} onClose={() => setShowing(null)} />
      <EditDomainModal domain={editing} onClose={() => setEditing(null)} onSave={update} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('domains.removeTitle')}
        message={removing ? t('domains.removeConfirm', { domain: removing.hostname }) : ''}
        confirmLabel={t('domains.remove')}
        danger
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
      <UpgradeModal opened={upgrade !== null} message={upgrade || undefined} onClose={closeUpgrade} />
    </ListSection>
  );
}
