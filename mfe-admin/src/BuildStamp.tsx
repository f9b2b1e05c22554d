import { Text, useTranslation } from '@qrpanel/web';

/** Set by webpack (webpack.config.js); absent when the screens run under jest. */
declare const ADMIN_BUILD: { version: string; label: string } | undefined;

const build = typeof ADMIN_BUILD === 'object' ? ADMIN_BUILD : { version: 'dev', label: '' };

/** Which build of the administration module is on screen (it is deployed on its own). */
export function BuildStamp() {
  const { t } = useTranslation('admin');
  return (
    <Text size="xs" c="dimmed" mt="xl" data-testid="admin-build">
      {build.label
        ? t('build.stampLabelled', { version: build.version, label: build.label })
        : t('build.stamp', { version: build.version })}
    </Text>
  );
}
