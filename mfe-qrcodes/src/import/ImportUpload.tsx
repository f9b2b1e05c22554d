import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@qrpanel/contracts';
import { Button, errorMessage, FileInput, Group, notifyError, Paper, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { qrApi } from '../api/qr-api';
import { useContractText } from '../ui/contract-texts';

/** The file picker and the Import button; a file the api refuses is said at once, nothing made. */
export function ImportUpload({ onStarted }: { onStarted: (id: number) => void }) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // Refused here: past the limit the gateway would answer before the api could say why.
  const tooLarge = file !== null && file.size > IMPORT_MAX_BYTES;

  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const started = await qrApi.importCsv(file);
      setFile(null);
      onStarted(started.id);
    } catch (e) {
      notifyError(errorMessage(e, t('import.startFailed')));
    }
    setBusy(false);
  };

  return (
    <Paper withBorder p="md" mb="lg">
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          w={320}
          error={tooLarge ? contractText(IMPORT_MESSAGES.tooLarge) : undefined}
        />
        <Button onClick={() => void start()} loading={busy} disabled={!file || tooLarge}>
          {t('import.start')}
        </Button>
      </Group>
    </Paper>
  );
}
