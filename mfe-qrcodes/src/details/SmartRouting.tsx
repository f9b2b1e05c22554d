import { type QrCodeDto } from '@qrpanel/contracts';
import { describeRule, describeSplit } from '@qrpanel/contracts/smart-routing';
import { List, Stack, Text } from '@qrpanel/web';

/** Whether a code has anything for the Smart routing section to show. */
export function hasSmartRouting(code: QrCodeDto): boolean {
  return Boolean(code.rules?.length || code.split || code.has_password || code.max_scans || code.starts_at);
}

/** The code's rules in words, in the order they are tried, then its split, password, cap and start. */
export function SmartRouting({ code }: { code: QrCodeDto }) {
  return (
    <Stack gap="sm">
      {code.rules?.length ? (
        <List type="ordered" spacing={4} aria-label="Redirect rules">
          {code.rules.map((rule, i) => (
            <List.Item key={i} style={{ wordBreak: 'break-word' }}>
              {describeRule(rule)}
            </List.Item>
          ))}
        </List>
      ) : null}
      {code.rules?.length ? (
        <Text size="sm" c="dimmed">
          Everyone else → {code.split ? describeSplit(code.split) : code.current_destination}
        </Text>
      ) : code.split ? (
        <Text>A/B split: {describeSplit(code.split)}</Text>
      ) : null}
      {code.has_password ? <Text>Password protected</Text> : null}
      {code.max_scans ? <Text>Scan cap: {code.max_scans.toLocaleString('en-US')} scans</Text> : null}
      {code.starts_at ? <Text>Active from: {new Date(code.starts_at).toLocaleString()}</Text> : null}
    </Stack>
  );
}
