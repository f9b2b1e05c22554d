import { TEMPLATE_NAME_MAX_LENGTH, type QrDesign, type QrTemplateDto } from '@qrpanel/contracts';
import {
  Button,
  Group,
  Select,
  notifySuccess,
  useCurrentUser,
  useMayEditCodes,
  useTranslation,
} from '@qrpanel/web';
import { IconDeviceFloppy, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { NameModal } from '../ui/NameModal';
import { mayChangeTemplate, useTemplates } from './use-templates';

export interface TemplateBarProps {
  /** The design the form would save now (what "Save as template" keeps). */
  design: QrDesign;
  /** The template the code was started from: updatable as one applied here. */
  startedFrom?: QrTemplateDto;
  onApply: (design: QrDesign) => void;
  /** The plan does not allow another template: the form shows Upgrade Required. */
  onUpgrade: (message: string) => void;
}

/**
 * The design panel's templates: apply a saved design, save the current one as a template,
 * or, after applying a template the user may change, give it the design as it is now.
 */
export function TemplateBar({ design, startedFrom, onApply, onUpgrade }: TemplateBarProps) {
  const { t } = useTranslation('qrcodes');
  const { templates, save, updateDesign } = useTemplates();
  const me = useCurrentUser();
  const mayEdit = useMayEditCodes();
  const [naming, setNaming] = useState(false);
  const [applied, setApplied] = useState<QrTemplateDto | null>(startedFrom ?? null);
  const list = (templates.data ?? []) as QrTemplateDto[];
  const apply = (id: string | null) => {
    const template = list.find((item) => String(item.id) === id);
    if (!template) return;
    onApply(template.design);
    setApplied(template);
    notifySuccess(t('templates.applied', { name: template.name }));
  };
  const saveAs = async (name: string) => {
    const outcome = await save(name, design);
    if (outcome && 'upgrade' in outcome) {
      setNaming(false);
      onUpgrade(outcome.upgrade);
      return false;
    }
    return outcome !== null;
  };
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('templates.apply')}
        placeholder={list.length ? t('templates.choose') : t('templates.none')}
        data={list.map((item) => ({
          value: String(item.id),
          label: item.shared ? t('templates.sharedOption', { name: item.name }) : item.name,
        }))}
        value={null}
        onChange={apply}
        disabled={!list.length}
        searchable
        style={{ flex: 1 }}
      />
      <Button
        variant="light"
        leftSection={<IconTemplate size={16} aria-hidden />}
        onClick={() => setNaming(true)}
      >
        {t('templates.saveAs')}
      </Button>
      {applied && mayChangeTemplate(applied, me, mayEdit) ? (
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={() => void updateDesign(applied, design)}
        >
          {t('templates.update', { name: applied.name })}
        </Button>
      ) : null}
      <NameModal
        opened={naming}
        title={t('templates.saveAs')}
        label={t('templates.name')}
        submitLabel={t('templates.saveSubmit')}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        onClose={() => setNaming(false)}
        onSubmit={saveAs}
      />
    </Group>
  );
}
