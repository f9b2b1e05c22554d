import { ApiError, Button, ErrorState, LoadingState, PageTitle } from '@qrpanel/web';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useQrCode } from '../api/use-qr-code';
import { TEXTS } from '../texts';
import { DetailsBody } from './DetailsBody';

/** /show-qrcode/:id: the code, its downloads, information, content, history and scans. */
export function QrDetails({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useQrCode(id);
  const code = query.data;
  const back = (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => void navigate(-1)}
    >
      Back
    </Button>
  );
  const edit =
    code && code.generation_type === 'dynamic' ? (
      <Button
        component={Link}
        to={`/edit-qrcode/${code.id}`}
        leftSection={<IconEdit size={16} aria-hidden />}
      >
        Edit
      </Button>
    ) : (
      <Button disabled leftSection={<IconEdit size={16} aria-hidden />}>
        Edit
      </Button>
    );
  return (
    <>
      <PageTitle
        title={code?.label || TEXTS.detailsTitle}
        subtitle={TEXTS.detailsSubtitle}
        actions={
          <>
            {back}
            {edit}
          </>
        }
      />
      {query.isPending ? <LoadingState text={TEXTS.detailsLoading} /> : null}
      {query.isError ? (
        <ErrorState
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? TEXTS.notFound
              : TEXTS.detailsLoadFailed
          }
        />
      ) : null}
      {code ? <DetailsBody code={code} /> : null}
    </>
  );
}
