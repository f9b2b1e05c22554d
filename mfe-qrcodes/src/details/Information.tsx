import { GENERATION_TYPE_LABELS, QR_TYPE_LABELS, type QrCodeDto } from '@qrpanel/contracts';
import { Box, Group, StatusBadge, Table, Text } from '@qrpanel/web';
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
  const rows: [string, ReactNode][] = [
    [
      'Unique Key',
      <Text key="k" size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {code.uuid}
      </Text>,
    ],
    ['Total Scans', code.scans_count.toLocaleString('en-US')],
    ['Type', `${QR_TYPE_LABELS[code.type] ?? code.type} (${GENERATION_TYPE_LABELS[code.generation_type]})`],
    ['Status', code.status ? <StatusBadge key="s" status={code.status} /> : '—'],
    [
      'Created On',
      new Date(code.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    ],
    [
      'Colors',
      <Group key="c" gap="md">
        <Swatch color={code.foreground_color} />
        <Swatch color={code.background_color} />
      </Group>,
    ],
  ];
  if (code.logo_path) {
    rows.push([
      'Logo',
      <img key="l" src={code.logo_path} alt="Logo" width={40} height={40} style={{ objectFit: 'contain' }} />,
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
