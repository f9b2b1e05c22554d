import { Group, Pagination, useTranslation } from '@qrpanel/web';

/** The page links under the user list, each named for screen readers; none for one page. */
export function UserPages({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        aria-label={t('pages.label')}
        getItemProps={(n) => ({ 'aria-label': t('pages.page', { page: n }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
      />
    </Group>
  );
}
