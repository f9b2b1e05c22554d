import { Button, Code, Group, notifyError, Stack, Text } from '@qrpanel/web';
import { useState } from 'react';

/**
 * A secret shown the one time it exists (a new API key, a webhook signing secret), with a
 * copy button; without a clipboard it stays on screen to copy by hand.
 */
export function ShownOnce({
  value,
  intro,
  texts,
  onDone,
  testId,
}: {
  value: string;
  intro: string;
  texts: { copy: string; copied: string; copyFailed: string; done: string };
  onDone: () => void;
  testId: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the secret stays shown to copy by hand.
      notifyError(texts.copyFailed);
    }
  };
  return (
    <Stack>
      <Text>{intro}</Text>
      <Code block data-testid={testId}>
        {value}
      </Code>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void copy()}>
          {copied ? texts.copied : texts.copy}
        </Button>
        <Button onClick={onDone}>{texts.done}</Button>
      </Group>
    </Stack>
  );
}
