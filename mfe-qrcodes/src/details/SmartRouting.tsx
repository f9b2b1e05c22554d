import { type QrCodeDto } from '@qrpanel/contracts';
import { List, Stack, Text, useFormat, useTranslation } from '@qrpanel/web';
import { useRuleWords } from '../smart/rule-words';

/** Whether a code has anything for the Smart routing section to show. */
export function hasSmartRouting(code: QrCodeDto): boolean {
  return Boolean(code.rules?.length || code.split || code.has_password || code.max_scans || code.starts_at);
}

/** The code's rules in words, in the order they are tried, then its split, password, cap and start. */
export function SmartRouting({ code }: { code: QrCodeDto }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const { describeRule, describeSplit } = useRuleWords();
  return (
    <Stack gap="sm">
      {code.rules?.length ? (
        <List type="ordered" spacing={4} aria-label={t('smart.summary.rules')}>
          {code.rules.map((rule, i) => (
            <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
              {describeRule(rule)}
            </List.Item>
          ))}
        </List>
      ) : null}
      {code.rules?.length ? (
        <Text size="sm" c="dimmed">
          {t('smart.summary.everyoneElse', {
            target: code.split ? describeSplit(code.split) : (code.current_destination ?? ''),
          })}
        </Text>
      ) : code.split ? (
        <Text>{t('smart.summary.split', { split: describeSplit(code.split) })}</Text>
      ) : null}
      {code.has_password ? <Text>{t('smart.summary.protected')}</Text> : null}
      {code.max_scans ? <Text>{t('smart.summary.maxScans', { count: code.max_scans })}</Text> : null}
      {code.starts_at ? (
        <Text>{t('smart.summary.startsAt', { date: format.dateTime(code.starts_at) })}</Text>
      ) : null}
    </Stack>
  );
}
