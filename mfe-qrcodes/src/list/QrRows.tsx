import { isCodeType, type QrCodeDto } from '@qrpanel/contracts';
import { ActionIcon, Anchor, Checkbox, Group, Menu, Paper, Stack, Text, useTranslation } from '@qrpanel/web';
import { IconDots, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { QrPicture } from '../picture/QrPicture';
import type { Selection } from './use-selection';
import { formEditable } from '../form/form-editable';

/** The thumbnail's side: big enough to tell two designs apart, small enough for a row. */
const THUMBNAIL = 44;

export interface QrRowsProps {
  rows: QrCodeDto[];
  /** Absent for a viewer, whose role changes nothing: no selection, no edit or delete. */
  onDelete?: (code: QrCodeDto) => void;
  selection?: Selection;
}

/**
 * The QR list on a phone: a compact row per code (its picture, label, scan address or type,
 * scans) with its actions behind one ⋯ button, so that a first screen shows several whole
 * codes where the table's stacked cards showed less than one.
 */
export function QrRows({ rows, onDelete, selection }: QrRowsProps) {
  const { t } = useTranslation(['qrcodes', 'web']);
  return (
    <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((code, i) => (
        <Group
          component="li"
          key={code.id}
          data-testid="qr-row"
          data-uuid={code.uuid}
          wrap="nowrap"
          gap="sm"
          px="sm"
          py={6}
          style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          {selection ? (
            <Checkbox
              aria-label={t('list.row.select', { label: code.label })}
              checked={selection.isSelected(code.id)}
              onChange={() => selection.toggle(code.id)}
            />
          ) : null}
          <QrPicture
            alt={t('list.row.picture', { label: code.label })}
            testId="qr-thumbnail"
            payload={code.encoded_payload}
            width={THUMBNAIL}
            foregroundColor={code.foreground_color}
            backgroundColor={code.background_color}
            logoHref={code.logo_path}
            frameId={code.frameId}
            design={code.design}
          />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={`/show-qrcode/${code.id}`} fw={600} c="inherit" truncate="end">
              {code.label}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              {code.generation_type === 'dynamic'
                ? (code.short_url ?? code.encoded_payload)
                : isCodeType(code.type)
                  ? t(`common.types.${code.type}`)
                  : code.type}
            </Text>
          </Stack>
          <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {t('list.row.scans', { count: code.scans_count })}
          </Text>
          <RowMenu code={code} onDelete={onDelete && (() => onDelete(code))} />
        </Group>
      ))}
    </Paper>
  );
}

/** A row's actions behind one button: view, edit (dynamic codes) and delete (not for viewers). */
function RowMenu({ code, onDelete }: { code: QrCodeDto; onDelete?: () => void }) {
  const { t } = useTranslation('qrcodes');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size={44} aria-label={t('list.row.actions', { label: code.label })}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/show-qrcode/${code.id}`}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('list.row.view')}
        </Menu.Item>
        {onDelete && formEditable(code) ? (
          <Menu.Item
            component={Link}
            to={`/edit-qrcode/${code.id}`}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('list.row.edit')}
          </Menu.Item>
        ) : null}
        {onDelete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('list.row.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
