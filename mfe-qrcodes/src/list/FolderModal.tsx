import { Button, Group, Modal, TextInput } from '@qrpanel/web';
import { useState } from 'react';
import { TEXTS } from '../texts';

/** Names a new folder. */
export function FolderModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const made = await onCreate(name.trim());
    setBusy(false);
    if (made) {
      setName('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.newFolder}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={TEXTS.folderName}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={60}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!name.trim()}>
            Create folder
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
