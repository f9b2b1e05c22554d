import { QR_MESSAGES } from '@qrpanel/contracts';
import { Button, i18n, LoadingState, notifyError, PageTitle, useTranslation } from '@qrpanel/web';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { qrApi } from '../api/qr-api';
import { useQrCode } from '../api/use-qr-code';
import { contractText, useContractText } from '../ui/contract-texts';
import { CodeLimitNotice } from './CodeLimitNotice';
import { defaultFormState, formStateFromCode, styleFromDesign } from './form-state';
import { QrForm } from './QrForm';
import { formEditable } from './form-editable';

/** A new code's form, started from a template's design when the address names one (?template=). */
function NewCodeForm() {
  const { t } = useTranslation('qrcodes');
  const templateId = Number(useSearchParams()[0].get('template')) || undefined;
  const template = useQuery({
    queryKey: ['qr-templates', templateId],
    queryFn: () => qrApi.template(templateId ?? 0),
    enabled: templateId !== undefined,
  });
  const blank = defaultFormState();
  useEffect(() => {
    if (template.isError) notifyError(i18n.t('qrcodes:templates.loadFailed'));
  }, [template.isError]);
  if (templateId !== undefined && template.isPending) return <LoadingState text={t('templates.loading')} />;
  const design = template.data?.design;
  return (
    <>
      <CodeLimitNotice />
      <QrForm
        key={templateId ?? 'blank'}
        initial={design ? { ...blank, ...styleFromDesign(design) } : blank}
        template={template.data}
      />
    </>
  );
}

/** /create-qrcode (no id) and /edit-qrcode/:id. */
export function QrFormScreen({ id }: { id?: number }) {
  const { t } = useTranslation('qrcodes');
  // Loads the translations of the contracts' messages this screen may show.
  useContractText();
  const navigate = useNavigate();
  const editing = id !== undefined;
  const query = useQrCode(id);
  const failed = editing && (query.isError || Number.isNaN(id));
  const isStatic = query.data?.generation_type === 'static';
  // A type this form does not know (one newer than the panel): its details page shows it.
  const notInForm = query.data !== undefined && !isStatic && !formEditable(query.data);

  useEffect(() => {
    // docs/product.md, The QR form: the edit screen that cannot load its code says so and goes back to the
    // list.
    if (failed) {
      notifyError(i18n.t('qrcodes:form.loadFailed'));
      void navigate('/my-qrcodes', { replace: true });
    } else if (isStatic) {
      notifyError(contractText(QR_MESSAGES.staticNotEditable));
      void navigate(`/show-qrcode/${id}`, { replace: true });
    } else if (notInForm) {
      notifyError(i18n.t('qrcodes:form.notInForm'));
      void navigate(`/show-qrcode/${id}`, { replace: true });
    }
  }, [failed, isStatic, notInForm, id, navigate]);

  return (
    <>
      <PageTitle
        title={editing ? t('form.editTitle') : t('form.createTitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => void navigate(-1)}
          >
            {t('common.back')}
          </Button>
        }
      />
      {editing ? (
        query.data && !isStatic && !notInForm ? (
          <QrForm key={query.data.id} initial={formStateFromCode(query.data)} code={query.data} />
        ) : (
          <LoadingState text={t('form.loading')} />
        )
      ) : (
        <NewCodeForm />
      )}
    </>
  );
}
