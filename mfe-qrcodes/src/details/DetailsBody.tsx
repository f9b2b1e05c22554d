import type { QrCodeDto } from '@qrpanel/contracts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Title, useCurrentUser } from '@qrpanel/web';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnalyticsView } from '../analytics/AnalyticsView';
import { QrPicture } from '../picture/QrPicture';
import { ContentData } from './ContentData';
import { DestinationHistory } from './DestinationHistory';
import { Downloads } from './Downloads';
import { Information } from './Information';
import { hasSmartRouting, SmartRouting } from './SmartRouting';

/** SPEC.md §9: the details code is 220 px. */
export const DETAILS_WIDTH = 220;

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

/** The loaded code: picture and downloads, information, content, history and scans. */
export function DetailsBody({ code }: { code: QrCodeDto }) {
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
              design={code.design}
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
      {hasSmartRouting(code) ? (
        <Section title="Smart routing">
          <SmartRouting code={code} />
        </Section>
      ) : null}
      <Section title="Scan Analytics">
        <AnalyticsView scope={admin ? 'admin' : 'user'} qrId={code.id} />
      </Section>
    </Stack>
  );
}
