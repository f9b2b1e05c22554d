import { UPLOAD_MESSAGES, type FileUploadResponse, type UploadKind } from '@qrpanel/contracts';
import {
  Box,
  Button,
  currentLanguage,
  errorMessage,
  FileButton,
  Group,
  notifyError,
  Stack,
  Text,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { qrApi } from '../api/qr-api';
import { useContractText } from '../ui/contract-texts';
import { megabytes, UPLOAD_ACCEPT, uploadProblem } from './page-files';
import { useFileStorage, useRefreshFileStorage } from './use-file-storage';

/** What the field hints while empty. */
const URL_HINT = 'https://';

export interface FileFieldProps {
  /** A PDF's field or an image's: what may be chosen and uploaded. */
  kind: UploadKind;
  label: string;
  description?: string;
  required?: boolean;
  value: string;
  /** The checks' or the api's message for the field. */
  error?: string;
  /** The address as typed, or an uploaded file's path (`uploaded`: an Undo step of its own). */
  onChange: (value: string, uploaded?: boolean) => void;
  /** A file uploaded, its path for the field in the answer; without it, the path is typed in. */
  onUploaded?: (file: FileUploadResponse) => void;
}

/**
 * A page's file (docs/product.md, Hosted pages: files): an https address typed in, or a file
 * uploaded here whose path fills the field. Under it, what the workspace's files take of its
 * plan's storage.
 */
export function FileField({
  kind,
  label,
  description,
  required,
  value,
  error,
  onChange,
  onUploaded,
}: FileFieldProps) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const refreshStorage = useRefreshFileStorage();
  const reset = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    // The same file may be chosen again (after a failure, say): the input forgets this one.
    reset.current?.();
    if (!file) return;
    const wrong = uploadProblem(file, kind);
    setProblem(wrong && tooLargeOrWrong(wrong, kind, t));
    if (wrong) return;
    setUploading(file.name);
    try {
      const answer = await qrApi.uploadFile(file);
      if (onUploaded) onUploaded(answer);
      else onChange(answer.path, true);
    } catch (e) {
      const message = errorMessage(e, t('page.upload.failed'));
      setProblem(message);
      notifyError(contractText(message));
    }
    setUploading(null);
    // Taken or refused (the storage full), the line under the field says where it stands now.
    refreshStorage();
  };

  const withButton = (input: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box flex={1} miw={0}>
        {input}
      </Box>
      <FileButton onChange={(file) => void upload(file)} accept={UPLOAD_ACCEPT[kind]} resetRef={reset}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={uploading !== null}
            leftSection={<IconUpload size={16} aria-hidden />}
            aria-label={t('page.upload.name', { field: label })}
          >
            {t('page.upload.button')}
          </Button>
        )}
      </FileButton>
    </Group>
  );

  return (
    <Stack gap={4} data-file-field={kind}>
      <TextInput
        label={label}
        description={description}
        withAsterisk={required}
        // A path uploaded here is no absolute address: a text field, a URL keyboard.
        inputMode="url"
        placeholder={URL_HINT}
        value={value}
        error={problem ? contractText(problem) : error}
        inputContainer={withButton}
        onChange={(e) => {
          setProblem(null);
          onChange(e.currentTarget.value);
        }}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {uploading !== null ? t('page.upload.uploading', { name: uploading }) : <StorageLine />}
      </Text>
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation<'qrcodes'>>['t'];

/** Why a file was not sent: the api's own message for its size, or the kind the field takes. */
function tooLargeOrWrong(problem: 'wrongType' | 'tooLarge', kind: UploadKind, t: T): string {
  if (problem === 'wrongType') return t(kind === 'pdf' ? 'page.upload.wrongPdf' : 'page.upload.wrongImage');
  return kind === 'pdf' ? UPLOAD_MESSAGES.pdfTooLarge : UPLOAD_MESSAGES.imageTooLarge;
}

/** "12.3 MB of 25 MB used", "12.3 MB used" without a limit; nothing until it is known. */
function StorageLine() {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const storage = useFileStorage().data;
  if (!storage) return null;
  const language = currentLanguage();
  const used = megabytes(storage.used_bytes, language);
  if (storage.limit_bytes < 0) return t('page.upload.storageUnlimited', { used });
  if (storage.limit_bytes === 0) return contractText(UPLOAD_MESSAGES.noStorage);
  return t('page.upload.storage', { used, limit: megabytes(storage.limit_bytes, language) });
}
