import '../i18n';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, positiveInteger } from '@qrpanel/contracts';
import { Button, errorMessage, notifyError, PageTitle, useTranslation } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { qrApi, saveBlob } from '../api/qr-api';
import { ImportProgress } from '../import/ImportProgress';
import { ImportUpload } from '../import/ImportUpload';
import { RecentImports } from '../import/RecentImports';

/**
 * /import: CSV import of codes. The import shown is in the address (?id=), so it can be
 * left, shared and come back to; the recent imports list opens earlier ones.
 */
export default function ImportCodes() {
  const { t } = useTranslation('qrcodes');
  const [params, setParams] = useSearchParams();
  const id = positiveInteger(params.get('id'));
  const client = useQueryClient();
  const recent = useQuery({
    queryKey: ['imports', 'recent', id],
    queryFn: () => qrApi.imports(),
  });

  const template = async () => {
    try {
      saveBlob(await qrApi.importTemplate(), 'qr-codes-template.csv');
    } catch (e) {
      notifyError(errorMessage(e, t('import.startFailed')));
    }
  };

  const show = (importId: number) => {
    setParams({ id: String(importId) });
    void client.invalidateQueries({ queryKey: ['imports', 'recent'] });
  };

  return (
    <>
      <PageTitle
        title={t('import.title')}
        subtitle={t('import.subtitle', { rows: IMPORT_MAX_ROWS, megabytes: IMPORT_MAX_BYTES / 1024 / 1024 })}
        actions={
          <Button variant="default" onClick={() => void template()}>
            {t('import.template')}
          </Button>
        }
      />
      <ImportUpload onStarted={show} />
      {id ? <ImportProgress id={id} /> : null}
      <RecentImports imports={recent.data} current={id} onOpen={show} />
    </>
  );
}
