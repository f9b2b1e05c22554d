import { isCodeType, type QrCodeDto } from '@qrpanel/contracts';
import { Box, Group, StatusBadge, Table, Text, useFormat, useTranslation } from '@qrpanel/web';
import type { ReactNode } from 'react';

function Swatch({ color }: { color: string }) {
  return (
    <Group gap={6} component="span">
      <Box
        component="span"
        w={14}
        h={14}
        bg={color}
        style={{ border: '1px solid #868e96', borderRadius: 3 }}
        aria-hidden
      />
      {color}
    </Group>
  );
}

/** The code's key, scans, type, status, date, colours and logo, as a two-column table. */
export function Information({ code }: { code: QrCodeDto }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const rows: [string, ReactNode][] = [
    [
      t('details.information.uniqueKey'),
      <Text key="k" size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {code.uuid}
      </Text>,
    ],
    [t('details.information.totalScans'), format.number(code.scans_count)],
    [
      t('details.information.type'),
      t('details.information.typeValue', {
        type: isCodeType(code.type) ? t(`common.types.${code.type}`) : code.type,
        generation: t(`common.generation.${code.generation_type}`),
      }),
    ],
    [t('details.information.status'), code.status ? <StatusBadge key="s" status={code.status} /> : '—'],
    [t('details.information.createdOn'), format.dateTime(code.created_at)],
    [
      t('details.information.colors'),
      <Group key="c" gap="md">
        <Swatch color={code.foreground_color} />
        <Swatch color={code.background_color} />
      </Group>,
    ],
  ];
  if (code.logo_path) {
    rows.push([
      t('details.information.logo'),
      <img
        key="l"
        src={code.logo_path}
        alt={t('details.information.logoAlt')}
        width={40}
        height={40}
        style={{ objectFit: 'contain' }}
      />,
    ]);
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="information">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
