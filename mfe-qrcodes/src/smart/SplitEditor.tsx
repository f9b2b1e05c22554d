import { SPLIT_MAX, SPLIT_MIN, splitPercentages } from '@qrpanel/contracts/smart-routing';
import { ActionIcon, Button, Group, Stack, Text, TextInput, useFormat, useTranslation } from '@qrpanel/web';
import { IconTrash } from '@tabler/icons-react';
import type { SplitDraft } from './routing-draft';
import { UtmBuilder } from './UtmBuilder';

/** Two to five destinations with whole-number weights, each shown as its share in percent. */
export function SplitEditor({
  split,
  onChange,
  name,
}: {
  split: SplitDraft[];
  onChange: (split: SplitDraft[]) => void;
  name: string;
}) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const shares = splitPercentages(
    split.map((e) => ({ destination: e.destination, weight: Number(e.weight) || 0 })),
  );
  const update = (i: number, entry: Partial<SplitDraft>) =>
    onChange(split.map((e, j) => (j === i ? { ...e, ...entry } : e)));
  return (
    <Stack gap="xs" role="group" aria-label={name}>
      {split.map((entry, i) => {
        const letter = String.fromCharCode(65 + i);
        return (
          <Stack key={i} gap={4}>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('smart.splitEditor.destination', { letter })}
                placeholder={t('common.urlPlaceholder')}
                value={entry.destination}
                onChange={(e) => update(i, { destination: e.currentTarget.value })}
              />
              <TextInput
                w={90}
                type="number"
                min={1}
                step={1}
                label={t('smart.splitEditor.weight')}
                aria-label={t('smart.splitEditor.weightOf', { letter })}
                value={entry.weight}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  update(i, { weight: value === '' ? '' : Number(value) });
                }}
              />
              <Text w={48} ta="right" pb={8} aria-label={t('smart.splitEditor.shareOf', { letter })}>
                {format.percent(shares[i].percent / 100)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                mb={6}
                disabled={split.length <= SPLIT_MIN}
                aria-label={t('smart.splitEditor.remove', { letter })}
                onClick={() => onChange(split.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <UtmBuilder
              url={entry.destination}
              name={t('smart.splitEditor.utmName', { letter })}
              onChange={(url) => update(i, { destination: url })}
            />
          </Stack>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          disabled={split.length >= SPLIT_MAX}
          onClick={() => onChange([...split, { destination: '', weight: 50 }])}
        >
          {t('smart.splitEditor.add')}
        </Button>
      </Group>
    </Stack>
  );
}
