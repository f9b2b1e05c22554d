import { LOGO_ACCEPT } from '@qrpanel/contracts';
import {
  Button,
  errorMessage,
  FileButton,
  Group,
  Input,
  notifyError,
  Text,
  useTranslation,
} from '@qrpanel/web';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { qrApi } from '../api/qr-api';
import { useContractText } from '../ui/contract-texts';
import { logoFileProblem } from './logo-file';

export interface LogoFieldProps {
  logoUrl: string | null;
  /** The api's message for logoPath, if any. */
  error?: string;
  onChange: (logoUrl: string | null) => void;
}

/** Chooses a logo (png, jpeg or svg), uploads it at once for the preview, or removes it. */
export function LogoField({ logoUrl, error, onChange }: LogoFieldProps) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    const wrong = logoFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setUploading(true);
    try {
      const { logoPath } = await qrApi.uploadLogo(file);
      setFileName(file.name);
      onChange(logoPath);
    } catch (e) {
      const message = errorMessage(e, t('form.logo.uploadFailed'));
      setProblem(message);
      notifyError(message);
    }
    setUploading(false);
  };

  const remove = () => {
    setFileName(null);
    setProblem(null);
    onChange(null);
  };

  return (
    <Input.Wrapper
      label={t('form.logo.label')}
      description={t('form.logo.hint')}
      error={problem ? contractText(problem) : error}
      id="logo-field"
    >
      <Group gap="sm" mt={4}>
        <FileButton onChange={(file) => void choose(file)} accept={LOGO_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={uploading}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {logoUrl ? t('form.logo.change') : t('form.logo.upload')}
            </Button>
          )}
        </FileButton>
        {logoUrl ? (
          <>
            <Text size="sm" data-testid="logo-name">
              {fileName ?? t('form.logo.current')}
            </Text>
            <Button
              variant="subtle"
              color="red"
              onClick={remove}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              {t('form.logo.remove')}
            </Button>
          </>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
