import { isPageQrType, type QrCodeDto } from '@qrpanel/contracts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Title, useCurrentUser, useTranslation } from '@qrpanel/web';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnalyticsView } from '../analytics/AnalyticsView';
import { QrPicture } from '../picture/QrPicture';
import { ContentData } from './ContentData';
import { DestinationHistory } from './DestinationHistory';
import { Downloads } from './Downloads';
import { Information } from './Information';
import { NoScansYet } from './NoScansYet';
import { ScanAddress } from './ScanAddress';
import { hasSmartRouting, SmartRouting } from './SmartRouting';

/** docs/product.md, QR details: the details code is 220 px. */
export const DETAILS_WIDTH = 220;

/** A titled part of the page; `name` makes its heading's id (the same in every language). */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `section-${name}`;
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
  const { t } = useTranslation('qrcodes');
  const role = useCurrentUser()?.role;
  const admin = role === 'admin' || role === 'super_admin';
  const dynamic = code.generation_type === 'dynamic';
  // A hosted page has no destination to change: its page shows at its scan address.
  const history = dynamic && !isPageQrType(code.type);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section name="qr-code" title={t('details.sections.code')}>
          <Stack align="center" gap="md">
            <QrPicture
              alt={t('details.pictureAlt', { label: code.label })}
              payload={code.encoded_payload}
              width={DETAILS_WIDTH}
              foregroundColor={code.foreground_color}
              backgroundColor={code.background_color}
              logoHref={code.logo_path}
              frameId={code.frameId}
              design={code.design}
            />
            <Downloads code={code} />
            {dynamic ? <ScanAddress code={code} /> : null}
            {dynamic ? (
              <Anchor href={code.encoded_payload} target="_blank" rel="noopener noreferrer">
                <Group gap={4}>
                  <IconExternalLink size={16} aria-hidden />
                  {t('details.testUrl')}
                </Group>
              </Anchor>
            ) : null}
          </Stack>
        </Section>
        <Section name="information" title={t('details.sections.information')}>
          <Information code={code} />
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: history ? 2 : 1 }} spacing="lg">
        <Section name="content-data" title={t('details.sections.content')}>
          <ContentData code={code} />
        </Section>
        {history ? (
          <Section name="destination-history" title={t('details.sections.history')}>
            <DestinationHistory qrId={code.id} />
          </Section>
        ) : null}
      </SimpleGrid>
      {hasSmartRouting(code) ? (
        <Section name="smart-routing" title={t('details.sections.smartRouting')}>
          <SmartRouting code={code} />
        </Section>
      ) : null}
      <Section name="scan-analytics" title={t('details.sections.analytics')}>
        {code.scans_count > 0 ? (
          <AnalyticsView scope={admin ? 'admin' : 'user'} qrId={code.id} />
        ) : (
          <NoScansYet dynamic={dynamic} />
        )}
      </Section>
    </Stack>
  );
}
