import { isPageQrType, PAGE_MESSAGES, type CodeType, type QrCodeDto } from '@qrpanel/contracts';
import { Alert, Paper, Stack, TextInput, Title, useTranslation } from '@qrpanel/web';
import { PageEditor, type PageEditing } from '../page-editor/PageEditor';
import { UtmBuilder } from '../smart/UtmBuilder';
import { contractText } from '../ui/contract-texts';
import { DataFields } from './DataFields';
import type { DomainChoice } from './domain-choices';
import { DomainField } from './DomainField';
import { ShortKeyField } from './ShortKeyField';
import { TypeTiles } from './TypeTiles';
import type { QrFormState } from './form-state';
import type { SetField } from './use-qr-form';

export interface ContentSectionProps {
  state: QrFormState;
  /** An edit cannot change the type. */
  editing: boolean;
  errors: Record<string, string>;
  /** The api's messages for the data fields, by field ('url' for data.url). */
  dataErrors: Record<string, string>;
  set: SetField;
  /** A new type starts from its blank set of fields. */
  changeType: (type: CodeType) => void;
  setData: (field: string, value: string | boolean) => void;
  /** A hosted page's data and its edits (a page type's); none for the field types. */
  page?: PageEditing;
  /** The code being edited, for its own key and domain and whether it has been scanned. */
  code?: Pick<QrCodeDto, 'id' | 'key' | 'domain_id' | 'scans_count'>;
  /** The custom domains a dynamic code may answer on; none: the instance's own host only. */
  domains: readonly DomainChoice[];
}

/**
 * Label, type, the type's data fields and, for dynamic codes, the domain (when the workspace
 * has one) and the short link: what the code holds and where it answers.
 */
export function ContentSection({
  state,
  editing,
  errors,
  dataErrors,
  set,
  changeType,
  setData,
  page,
  code,
  domains,
}: ContentSectionProps) {
  const { t } = useTranslation('qrcodes');
  const dynamic = state.generationType === 'dynamic';
  // A scanned code keeps its domain and its key: its prints carry them.
  const locked = (code?.scans_count ?? 0) > 0;
  const domain = domains.find((choice) => choice.id === state.domainId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="content-heading">
      <Title order={2} fz="lg" mb="md" id="content-heading">
        {t('form.content.title')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('form.content.label')}
          name="label"
          withAsterisk
          value={state.label}
          error={errors.label}
          onChange={(e) => set('label', e.currentTarget.value)}
        />
        <TypeTiles value={state.type} onChange={changeType} disabled={editing} dynamic={dynamic} />
        {isPageQrType(state.type) ? (
          <>
            {dynamic ? null : (
              <Alert color="yellow" role="status">
                {contractText(PAGE_MESSAGES.dynamicOnly)}
              </Alert>
            )}
            {page ? <PageEditor type={state.type} errors={dataErrors} {...page} /> : null}
          </>
        ) : (
          <DataFields type={state.type} data={state.data} errors={dataErrors} onChange={setData} />
        )}
        {state.type === 'url' ? (
          <UtmBuilder
            url={String(state.data.url ?? '')}
            name={t('form.content.utmName')}
            onChange={(url) => setData('url', url)}
          />
        ) : null}
        {dynamic && domains.length > 0 ? (
          <DomainField
            value={state.domainId}
            onChange={(domainId) => set('domainId', domainId)}
            domains={domains}
            locked={locked}
            error={errors.domain_id}
          />
        ) : null}
        {dynamic ? (
          <ShortKeyField
            value={state.key}
            onChange={(key) => set('key', key)}
            codeId={code?.id}
            // On another domain the code's key is a new address: checked like any other.
            current={state.domainId === (code?.domain_id ?? null) ? code?.key : undefined}
            host={domain?.hostname ?? window.location.host}
            domainId={state.domainId}
            locked={locked}
            error={errors.key}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
