import { TextInput, useTranslation } from '@qrpanel/web';
import { WORKSPACE_NAME_MAX_LENGTH } from '@qrpanel/contracts';

export interface WorkspaceNameInputProps {
  label: string;
  value: string;
  error?: string;
  onChange: (name: string) => void;
  autoFocus?: boolean;
}

/** A workspace's name as creating and renaming ask for it: required, its length told. */
export function WorkspaceNameInput({ label, value, error, onChange, autoFocus }: WorkspaceNameInputProps) {
  const { t } = useTranslation('shell');
  return (
    <TextInput
      label={label}
      description={t('workspace.nameHint', { max: WORKSPACE_NAME_MAX_LENGTH })}
      name="name"
      autoComplete="off"
      required
      maxLength={WORKSPACE_NAME_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}
