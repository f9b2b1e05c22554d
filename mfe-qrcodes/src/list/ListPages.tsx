import { Group, Pagination, Text, useTranslation } from '@qrpanel/web';

/** The page links under the list, each named for screen readers, with how many codes match. */
export function ListPages({
  pages,
  page,
  total,
  onChange,
}: {
  pages: number;
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('qrcodes');
  return (
    <Group justify="space-between" mt="md">
      <Text c="dimmed" size="sm">
        {t('list.pages.total', { count: total })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          aria-label={t('list.pages.label')}
          getItemProps={(n) => ({ 'aria-label': t('list.pages.page', { page: n }) })}
          getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
        />
      ) : null}
    </Group>
  );
}
