import {
  GENERATION_TYPE_LABELS,
  qrDownloadFileName,
  QR_TYPE_LABELS,
  type QrCodeDto,
} from '@qrpanel/contracts';
import {
  Anchor,
  ApiError,
  Box,
  Button,
  ErrorState,
  errorMessage,
  Group,
  LoadingState,
  notifyError,
  PageTitle,
  Paper,
  SimpleGrid,
  Stack,
  StatusBadge,
  Table,
  Text,
  Title,
  useCurrentUser,
} from '@qrpanel/web';
import { IconArrowLeft, IconDownload, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AnalyticsView } from '../analytics/AnalyticsView';
import { qrApi, saveBlob } from '../api/qr-api';
import { QrPicture } from '../picture/QrPicture';
import { TEXTS } from '../texts';
import { ContentData } from './ContentData';
import { DestinationHistory } from './DestinationHistory';

/** SPEC.md §9: the details code is 220 px. */
export const DETAILS_WIDTH = 220;

/** /show-qrcode/:id: the code, its downloads, information, content, history and scans. */
export function QrDetails({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['qrcodes', 'one', id], queryFn: () => qrApi.get(id), staleTime: 0 });
  const code = query.data;
  const back = (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => void navigate(-1)}
    >
      Back
    </Button>
  );
  const edit =
    code && code.generation_type === 'dynamic' ? (
      <Button
        component={Link}
        to={`/edit-qrcode/${code.id}`}
        leftSection={<IconEdit size={16} aria-hidden />}
      >
        Edit
      </Button>
    ) : (
      <Button disabled leftSection={<IconEdit size={16} aria-hidden />}>
        Edit
      </Button>
    );
  return (
    <>
      <PageTitle
        title={code?.label || TEXTS.detailsTitle}
        subtitle={TEXTS.detailsSubtitle}
        actions={
          <>
            {back}
            {edit}
          </>
        }
      />
      {query.isPending ? <LoadingState text={TEXTS.detailsLoading} /> : null}
      {query.isError ? (
        <ErrorState
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? TEXTS.notFound
              : TEXTS.detailsLoadFailed
          }
        />
      ) : null}
      {code ? <DetailsBody code={code} /> : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function DetailsBody({ code }: { code: QrCodeDto }) {
  const role = useCurrentUser()?.role;
  const admin = role === 'admin' || role === 'super_admin';
  const dynamic = code.generation_type === 'dynamic';
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="QR Code">
          <Stack align="center" gap="md">
            <QrPicture
              alt={`QR code for ${code.label}`}
              payload={code.encoded_payload}
              width={DETAILS_WIDTH}
              foregroundColor={code.foreground_color}
              backgroundColor={code.background_color}
              logoHref={code.logo_path}
              frameId={code.frameId}
            />
            <Downloads code={code} />
            {dynamic ? (
              <Anchor href={code.encoded_payload} target="_blank" rel="noopener noreferrer">
                <Group gap={4}>
                  <IconExternalLink size={16} aria-hidden />
                  Test URL
                </Group>
              </Anchor>
            ) : null}
          </Stack>
        </Section>
        <Section title="Information">
          <Information code={code} />
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: dynamic ? 2 : 1 }} spacing="lg">
        <Section title="Content Data">
          <ContentData code={code} />
        </Section>
        {dynamic ? (
          <Section title="Destination History">
            <DestinationHistory qrId={code.id} />
          </Section>
        ) : null}
      </SimpleGrid>
      <Section title="Scan Analytics">
        <AnalyticsView scope={admin ? 'admin' : 'user'} qrId={code.id} />
      </Section>
    </Stack>
  );
}

function Downloads({ code }: { code: QrCodeDto }) {
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);
  const download = async (format: 'png' | 'svg') => {
    setBusy(format);
    try {
      // The api draws the file at the code's size with the same renderer as the preview.
      saveBlob(await qrApi.image(code.id, format, code.size), qrDownloadFileName(code.label, format));
    } catch (e) {
      notifyError(errorMessage(e, 'Failed to download the QR code.'));
    }
    setBusy(null);
  };
  return (
    <Group gap="sm" justify="center">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'png'}
        onClick={() => void download('png')}
      >
        Download as PNG
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'svg'}
        onClick={() => void download('svg')}
      >
        Download as SVG
      </Button>
    </Group>
  );
}

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

function Information({ code }: { code: QrCodeDto }) {
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
