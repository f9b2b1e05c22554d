import { QR_MESSAGES } from '@qrpanel/contracts';
import { Button, LoadingState, notifyError, PageTitle } from '@qrpanel/web';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQrCode } from '../api/use-qr-code';
import { TEXTS } from '../texts';
import { defaultFormState, formStateFromCode } from './form-state';
import { QrForm } from './QrForm';

/** /create-qrcode (no id) and /edit-qrcode/:id. */
export function QrFormScreen({ id }: { id?: number }) {
  const navigate = useNavigate();
  const editing = id !== undefined;
  const query = useQrCode(id);
  const failed = editing && (query.isError || Number.isNaN(id));
  const isStatic = query.data?.generation_type === 'static';

  useEffect(() => {
    // SPEC.md §8: the edit screen that cannot load its code says so and goes back to the list.
    if (failed) {
      notifyError(TEXTS.editLoadFailed);
      void navigate('/my-qrcodes', { replace: true });
    } else if (isStatic) {
      notifyError(QR_MESSAGES.staticNotEditable);
      void navigate(`/show-qrcode/${id}`, { replace: true });
    }
  }, [failed, isStatic, id, navigate]);

  return (
    <>
      <PageTitle
        title={editing ? TEXTS.editTitle : TEXTS.createTitle}
        actions={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => void navigate(-1)}
          >
            Back
          </Button>
        }
      />
      {editing ? (
        query.data && !isStatic ? (
          <QrForm key={query.data.id} initial={formStateFromCode(query.data)} code={query.data} />
        ) : (
          <LoadingState text={TEXTS.formLoading} />
        )
      ) : (
        <QrForm initial={defaultFormState(window.location.origin)} />
      )}
    </>
  );
}
