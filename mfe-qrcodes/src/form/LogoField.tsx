import { LOGO_ACCEPT, QR_MESSAGES } from '@qrpanel/contracts';
import {
  Badge,
  Button,
  errorMessage,
  FileButton,
  Group,
  Input,
  notifyError,
  Text,
  useTranslation,
  useWorkspaceUsage,
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
  /** Opens Upgrade Required with this message. */
  onUpgrade: (message: string) => void;
}

/**
 * Chooses a logo (png, jpeg or svg), uploads it at once for the preview, or removes it. On a
 * plan without custom logos the field says so with a badge, and its button opens Upgrade
 * Required before a file is picked (the api refuses the upload all the same).
 */
export function LogoField({ logoUrl, error, onChange, onUpgrade }: LogoFieldProps) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  // Unknown while the usage loads (or from an api that does not say): offered, as the api decides.
  const included = useWorkspaceUsage().data?.features?.custom_logos ?? true;
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
      label={
        included ? (
          t('form.logo.label')
        ) : (
          <>
            {t('form.logo.label')}{' '}
            <Badge size="sm" variant="light" ml={4}>
              {t('form.logo.paid')}
            </Badge>
          </>
        )
      }
      description={t('form.logo.hint')}
      error={problem ? contractText(problem) : error}
      id="logo-field"
    >
      <Group gap="sm" mt={4}>
        {included ? (
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
        ) : (
          <Button
            variant="default"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            onClick={() => onUpgrade(contractText(QR_MESSAGES.logoNotAllowed))}
          >
            {t('form.logo.upload')}
          </Button>
        )}
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
