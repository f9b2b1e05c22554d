import { Paper, Progress, Text, useTranslation } from '@qrpanel/web';
import { useZipProgress } from './zip-download';

/** The bar of the ZIP download under way, with its counts. */
export function ZipProgressBar() {
  const { t } = useTranslation('qrcodes');
  const progress = useZipProgress();
  if (!progress) return null;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Paper withBorder p="sm" mb="md" role="status">
      <Text size="sm" mb={6}>
        {t('list.zip.building', { done: progress.done, total: progress.total })}
      </Text>
      <Progress value={percent} aria-label={t('list.zip.progressLabel')} striped animated />
    </Paper>
  );
}
