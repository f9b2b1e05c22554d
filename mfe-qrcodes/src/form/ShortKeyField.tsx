import { SHORT_KEY_PATTERN } from '@qrpanel/contracts';
import { Text, TextInput, useDebouncedValue, useTranslation } from '@qrpanel/web';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { qrApi } from '../api/qr-api';

/** How long typing pauses before the key is checked. */
const CHECK_AFTER_MS = 300;

/**
 * The width the host before the key takes: measured once drawn, as a custom domain's letters
 * are wider or narrower than any estimate; until then, one `ch` per character.
 */
function usePrefixWidth(host: string) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const prefix = ref.current;
    if (!prefix) return;
    const observer = new ResizeObserver(() => setMeasured(prefix.offsetWidth));
    observer.observe(prefix);
    return () => observer.disconnect();
  }, []);
  const width = measured ? `calc(${measured}px + 0.5rem)` : `calc(${host.length + 1}ch + 1.25rem)`;
  return [ref, width] as const;
}

export interface ShortKeyFieldProps {
  /** The key as typed ('' on a new code: one is made for it). */
  value: string;
  onChange: (key: string) => void;
  /** The code being edited: its own key is free to it. */
  codeId?: number;
  /** The key the code has on the domain chosen (an edit): nothing to check while it stays. */
  current?: string | null;
  /** The host the short link answers on, shown before the key. */
  host: string;
  /** The custom domain chosen (keys are unique per domain); null for the instance's own host. */
  domainId: number | null;
  /** A scanned code keeps its key: its prints carry it. */
  locked: boolean;
  /** The api's message for the field, after a save. */
  error?: string;
}

/**
 * A dynamic code's short address, `{host}/{key}` (docs/product.md, Short links): a key of
 * one's choosing, checked on the chosen domain as it is typed (free, taken, one of the
 * panel's words), or left empty for one made for it.
 */
export function ShortKeyField({
  value,
  onChange,
  codeId,
  current,
  host,
  domainId,
  locked,
  error,
}: ShortKeyFieldProps) {
  const { t } = useTranslation('qrcodes');
  const key = value.trim();
  const [settled] = useDebouncedValue(key, CHECK_AFTER_MS);
  const check = useQuery({
    queryKey: ['qrcodes', 'key-check', settled, codeId ?? null, domainId],
    queryFn: () => qrApi.checkKey(settled, codeId, domainId),
    enabled: !locked && settled !== '' && settled !== current && SHORT_KEY_PATTERN.test(settled),
    staleTime: 5_000,
  });
  const answer = settled === key && key !== current ? check.data : undefined;
  const wellFormed = key === '' || SHORT_KEY_PATTERN.test(key);
  const problem =
    error ?? (!wellFormed ? t('form.key.invalid') : answer && !answer.available ? answer.message : undefined);
  const description = locked ? t('form.key.locked') : t(codeId ? 'form.key.hintEdit' : 'form.key.hint');
  const [prefixRef, prefixWidth] = usePrefixWidth(host);
  return (
    <TextInput
      label={t('form.key.label')}
      name="key"
      value={value}
      disabled={locked}
      maxLength={64}
      autoComplete="off"
      spellCheck={false}
      leftSection={
        <Text
          component="span"
          ref={prefixRef}
          size="sm"
          c="dimmed"
          pl="xs"
          style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {`${host}/`}
        </Text>
      }
      leftSectionWidth={prefixWidth}
      placeholder={t('form.key.placeholder')}
      description={
        answer?.available && !problem ? (
          // The description's own colour, which keeps its contrast; the tick says it is good news.
          <span role="status">
            <IconCheck size={12} color="var(--mantine-color-teal-6)" aria-hidden /> {answer.message}
          </span>
        ) : (
          description
        )
      }
      error={problem}
      onChange={(e) => onChange(e.currentTarget.value)}
      // Enter here would save the form with a key not yet checked.
      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
    />
  );
}
