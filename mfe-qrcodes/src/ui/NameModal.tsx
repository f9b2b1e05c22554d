import { Button, Group, Modal, TextInput, useTranslation } from '@qrpanel/web';
import { useState } from 'react';

export interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  /** The name the field starts with (a rename). */
  initial?: string;
  maxLength: number;
  onClose: () => void;
  /** Saves the name; a truthy answer closes the modal, anything else keeps it open to correct. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Asks for a name (a new folder, a template to save or rename). */
export function NameModal({
  opened,
  title,
  label,
  submitLabel,
  initial = '',
  maxLength,
  onClose,
  onSubmit,
}: NameModalProps) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const done = await onSubmit(name.trim());
    setBusy(false);
    if (done) {
      setName(initial);
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // The modal sits inside the code's form in the design panel: its submit is its own.
          e.stopPropagation();
          void submit();
        }}
      >
        <TextInput
          label={label}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={maxLength}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('web:common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!name.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
