import {
  PREVIEW_UUID,
  redirectUrl,
  styleOfDesign,
  TEMPLATE_NAME_MAX_LENGTH,
  type QrTemplateDto,
} from '@qrpanel/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Group,
  LoadingState,
  PageTitle,
  SimpleGrid,
  Stack,
  Text,
  useCurrentUser,
  useMayEditCodes,
  useTranslation,
} from '@qrpanel/web';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QrPicture } from '../picture/QrPicture';
import { NameModal } from '../ui/NameModal';
import { mayChangeTemplate, useTemplates } from './use-templates';

/** /templates: the workspace's saved designs and the published ones, to start a code from. */
export function TemplatesScreen() {
  const { t } = useTranslation('qrcodes');
  const { templates, rename, publish, remove } = useTemplates();
  const me = useCurrentUser();
  const mayEdit = useMayEditCodes();
  const [renaming, setRenaming] = useState<QrTemplateDto | null>(null);
  const [deleting, setDeleting] = useState<QrTemplateDto | null>(null);
  const superAdmin = me?.role === 'super_admin';
  const list = (templates.data ?? []) as QrTemplateDto[];

  return (
    <>
      <PageTitle title={t('templates.title')} subtitle={t('templates.subtitle')} />
      {templates.isPending ? (
        <LoadingState text={t('templates.loading')} />
      ) : templates.isError ? (
        <ErrorState message={t('templates.loadFailed')} onRetry={() => void templates.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('templates.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              mayUse={mayEdit}
              mayChange={mayChangeTemplate(template, me, mayEdit)}
              mayPublish={superAdmin && template.user_id === me?.id}
              onRename={() => setRenaming(template)}
              onDelete={() => setDeleting(template)}
              onPublish={() => void publish(template, !template.shared)}
            />
          ))}
        </SimpleGrid>
      )}
      <NameModal
        key={renaming?.id ?? 'none'}
        opened={renaming !== null}
        title={t('templates.renameTitle', { name: renaming?.name ?? '' })}
        label={t('templates.name')}
        submitLabel={t('templates.rename')}
        initial={renaming?.name ?? ''}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => (renaming ? rename(renaming, name) : Promise.resolve(false))}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('templates.deleteTitle')}
        message={t('templates.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('templates.deleteConfirm')}
        danger
        onConfirm={() => {
          if (deleting) void remove(deleting).then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

interface TemplateCardProps {
  template: QrTemplateDto;
  /** Whether the caller may make codes here (a viewer may not). */
  mayUse: boolean;
  mayChange: boolean;
  mayPublish: boolean;
  onRename: () => void;
  onDelete: () => void;
  onPublish: () => void;
}

/** One template: its design drawn by the renderer, and what the caller may do with it. */
function TemplateCard({
  template,
  mayUse,
  mayChange,
  mayPublish,
  onRename,
  onDelete,
  onPublish,
}: TemplateCardProps) {
  const { t } = useTranslation('qrcodes');
  const navigate = useNavigate();
  const style = styleOfDesign(template.design);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={template.name}>
      <Stack gap="sm" align="center">
        <QrPicture
          alt={t('templates.previewAlt', { name: template.name })}
          testId="template-preview"
          width={160}
          payload={redirectUrl(window.location.origin, PREVIEW_UUID)}
          foregroundColor={style.foregroundColor}
          backgroundColor={style.backgroundColor}
          logoHref={style.logoPath}
          frameId={style.frameId}
          design={template.design}
        />
        <Group gap="xs" justify="center">
          <Text fw={600}>{template.name}</Text>
          {template.shared ? <Badge variant="light">{t('templates.shared')}</Badge> : null}
        </Group>
        <Group gap="xs" justify="center">
          {mayUse ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => void navigate(`/create-qrcode?template=${template.id}`)}
            >
              {t('templates.use')}
            </Button>
          ) : null}
          {mayChange ? (
            <>
              <Button size="xs" variant="default" onClick={onRename}>
                {t('templates.rename')}
              </Button>
              <Button size="xs" variant="default" color="red" onClick={onDelete}>
                {t('templates.delete')}
              </Button>
            </>
          ) : null}
          {mayPublish ? (
            <Button size="xs" variant="light" onClick={onPublish}>
              {template.shared ? t('templates.unpublish') : t('templates.publish')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
