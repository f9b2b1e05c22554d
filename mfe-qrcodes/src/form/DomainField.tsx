import { NativeSelect, useTranslation } from '@qrpanel/web';
import type { DomainChoice } from './domain-choices';

export interface DomainFieldProps {
  /** The chosen domain's id; null for the instance's own host. */
  value: number | null;
  onChange: (domainId: number | null) => void;
  domains: readonly DomainChoice[];
  /** A scanned code keeps its domain: its prints carry it. */
  locked: boolean;
  /** The api's message for the field, after a save. */
  error?: string;
}

/**
 * Where a dynamic code's short link answers (docs/product.md, Custom domains): the
 * instance's own host, or one of the workspace's verified domains.
 */
export function DomainField({ value, onChange, domains, locked, error }: DomainFieldProps) {
  const { t } = useTranslation('qrcodes');
  return (
    <NativeSelect
      label={t('form.domain.label')}
      name="domain_id"
      value={value === null ? '' : String(value)}
      disabled={locked}
      description={locked ? t('form.domain.locked') : t('form.domain.hint')}
      error={error}
      data={[
        { value: '', label: window.location.host },
        ...domains.map((domain) => ({ value: String(domain.id), label: domain.hostname })),
      ]}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    />
  );
}
