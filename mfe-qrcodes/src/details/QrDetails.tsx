import {
  ApiError,
  Button,
  ErrorState,
  LoadingState,
  PageTitle,
  useMayEditCodes,
  useTranslation,
} from '@qrpanel/web';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useQrCode } from '../api/use-qr-code';
import { DetailsBody } from './DetailsBody';
import { formEditable } from '../form/form-editable';

/** /show-qrcode/:id: the code, its downloads, information, content, history and scans. */
export function QrDetails({ id }: { id: number }) {
  const { t } = useTranslation('qrcodes');
  const navigate = useNavigate();
  const query = useQrCode(id);
  const code = query.data;
  // A viewer of the workspace is offered no edit.
  const mayEdit = useMayEditCodes();
  const back = (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => void navigate(-1)}
    >
      {t('common.back')}
    </Button>
  );
  const edit = !mayEdit ? null : code && formEditable(code) ? (
    <Button component={Link} to={`/edit-qrcode/${code.id}`} leftSection={<IconEdit size={16} aria-hidden />}>
      {t('common.edit')}
    </Button>
  ) : (
    <Button disabled leftSection={<IconEdit size={16} aria-hidden />}>
      {t('common.edit')}
    </Button>
  );
  return (
    <>
      <PageTitle
        title={code?.label || t('details.title')}
        subtitle={t('details.subtitle')}
        actions={
          <>
            {back}
            {edit}
          </>
        }
      />
      {query.isPending ? <LoadingState text={t('details.loading')} /> : null}
      {query.isError ? (
        <ErrorState
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? t('details.notFound')
              : t('details.loadFailed')
          }
        />
      ) : null}
      {code ? <DetailsBody code={code} /> : null}
    </>
  );
}
