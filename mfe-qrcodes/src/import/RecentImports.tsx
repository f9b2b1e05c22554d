import type { CodeImportDto } from '@qrpanel/contracts';
import { Button, Paper, Table, Text, Title, useFormat, useTranslation } from '@qrpanel/web';

/** The caller's latest imports, each opened again by its Show button (an import runs on without the page). */
export function RecentImports({
  imports,
  current,
  onOpen,
}: {
  imports: CodeImportDto[] | undefined;
  current: number | undefined;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="sm">
        {t('import.recent.title')}
      </Title>
      {imports && imports.length === 0 ? <Text c="dimmed">{t('import.recent.none')}</Text> : null}
      {imports?.length ? (
        <Table aria-label={t('import.recent.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.recent.file')}</Table.Th>
              <Table.Th>{t('import.recent.started')}</Table.Th>
              <Table.Th>{t('import.recent.status')}</Table.Th>
              <Table.Th>{t('import.recent.created')}</Table.Th>
              <Table.Th>{t('import.recent.failed')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imports.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.file_name}</Table.Td>
                <Table.Td>{format.dateTime(i.created_at)}</Table.Td>
                <Table.Td>
                  {t('import.recent.progress', {
                    status: t(`import.statuses.${i.status}`),
                    processed: i.processed,
                    total: i.total,
                  })}
                </Table.Td>
                <Table.Td>{format.number(i.created)}</Table.Td>
                <Table.Td>{format.number(i.failed)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={i.id === current}
                    onClick={() => onOpen(i.id)}
                    aria-label={t('import.recent.openFile', { name: i.file_name })}
                  >
                    {t('import.recent.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}
