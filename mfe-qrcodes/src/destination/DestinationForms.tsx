import { normalizeDestinationUrl, QR_MESSAGES } from '@qrpanel/contracts';
import { Alert, Code, Stack, Text } from '@qrpanel/web';
import { useContractText } from '../ui/contract-texts';
import { destinationDisplayForm, hostMixesScripts } from './destination-display';

interface Forms {
  /** What a Location header carries: the form the api stores and scanners are sent to. */
  sent: string;
  /** How a person reads it: the host in its own script, the path decoded. */
  readable: string;
  mixedScripts: boolean;
}

function formsOf(url: string): Forms | null {
  try {
    return {
      sent: normalizeDestinationUrl(url),
      readable: destinationDisplayForm(url),
      mixedScripts: hostMixesScripts(url),
    };
  } catch {
    return null;
  }
}

/**
 * Beside a destination (as typed in the form, or as stored), the other form where the two
 * differ: typed `https://аpple.com` is sent as `https://xn--pple-43d.com/`, which reads
 * as `https://аpple.com/`. A host mixing alphabets gets a look-alike warning.
 */
export function DestinationForms({ url }: { url: string }) {
  const contractText = useContractText();
  const typed = url.trim();
  const forms = typed ? formsOf(typed) : null;
  if (!forms) return null;
  const [label, other] =
    forms.sent !== typed ? [QR_MESSAGES.urlSentAs, forms.sent] : [QR_MESSAGES.urlReadsAs, forms.readable];
  const differs = other !== typed;
  if (!differs && !forms.mixedScripts) return null;
  return (
    <Stack gap={4} mt={4} data-testid="destination-forms">
      {differs && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {contractText(label)} <Code>{other}</Code>
        </Text>
      )}
      {forms.mixedScripts && (
        <Alert color="yellow" variant="light" p="xs">
          {contractText(QR_MESSAGES.urlMixedScripts)}
        </Alert>
      )}
    </Stack>
  );
}
