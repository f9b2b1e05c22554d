import type { LinkClicks } from '@qrpanel/contracts';
import { Table, useFormat, useTranslation } from '@qrpanel/web';
import { ChartCard } from './ChartCard';

/** Longer addresses are cut to this many characters; the whole one is in the cell's title. */
export const ADDRESS_MAX = 40;

/**
 * An address as the table shows it: without the scheme and "www." every link repeats, and
 * cut short with an ellipsis when it would still crowd the table on a phone.
 */
export function shortAddress(url: string, max = ADDRESS_MAX): string {
  const bare =
    url
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/\/$/, '') || url;
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}

/**
 * A hosted page's taps on each of its links, in the answer's order (the page's links, then
 * former ones that were tapped). A page nobody has tapped yet gets one line, not a table of zeros.
 */
export function LinkTaps({ links }: { links: LinkClicks[] }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const title = t('analytics.linkTaps.title');
  const tapped = links.some((link) => link.clicks > 0);
  return (
    <ChartCard title={title} testId="link-taps" empty={!tapped && t('analytics.linkTaps.empty')}>
      {/* Its texts wrap to fit a 390 px phone; on a narrower one it scrolls inside the card, not the page. */}
      <Table.ScrollContainer minWidth={260} type="native">
        <Table aria-label={title} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analytics.linkTaps.link')}</Table.Th>
              <Table.Th scope="col">{t('analytics.linkTaps.address')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('analytics.linkTaps.taps')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.map((link) => (
              <LinkRow key={`${link.label}\n${link.url}`} link={link} taps={format.number(link.clicks)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}

function LinkRow({ link, taps }: { link: LinkClicks; taps: string }) {
  const address = shortAddress(link.url);
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{link.label}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }} title={address === link.url ? undefined : link.url}>
        {address}
      </Table.Td>
      <Table.Td ta="right">{taps}</Table.Td>
    </Table.Tr>
  );
}
