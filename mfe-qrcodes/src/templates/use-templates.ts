import type { QrDesign, QrTemplateDto } from '@qrpanel/contracts';
import { ApiError, errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { qrApi } from '../api/qr-api';

const KEY = ['qr-templates'];

/**
 * Whether the signed-in user may change a template: a published one is the super_admin's
 * to change, the workspace's its editors', admins' and owners' (`mayEdit`, as the api rules).
 */
export function mayChangeTemplate(
  template: QrTemplateDto,
  me: { id: number; role: string } | null | undefined,
  mayEdit: boolean,
): boolean {
  return template.shared ? me?.role === 'super_admin' : mayEdit;
}

/** What saving a design as a template came to: saved, refused by the plan (Upgrade Required), or failed. */
export type SaveOutcome = { saved: QrTemplateDto } | { upgrade: string } | null;

/** The caller's templates and the published ones; saved, renamed, redesigned, published and deleted here. */
export function useTemplates(enabled = true) {
  const queryClient = useQueryClient();
  const templates = useQuery({ queryKey: KEY, queryFn: () => qrApi.templates(), enabled });
  const changed = () => queryClient.invalidateQueries({ queryKey: KEY });

  /** Runs a change, says how it went, and reads the list again; false when it failed. */
  const change = async (run: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      await run();
      await changed();
      notifySuccess(done);
      return true;
    } catch (e) {
      notifyError(errorMessage(e, failed));
      return false;
    }
  };

  const save = async (name: string, design: QrDesign): Promise<SaveOutcome> => {
    try {
      const saved = await qrApi.createTemplate({ name, design });
      await changed();
      notifySuccess(i18n.t('qrcodes:templates.saved'));
      return { saved };
    } catch (e) {
      // The plan's template limit: the form offers the upgrade, as for the QR-code limit.
      if (e instanceof ApiError && e.status === 403) return { upgrade: e.serverMessage ?? '' };
      notifyError(errorMessage(e, i18n.t('qrcodes:templates.saveFailed')));
      return null;
    }
  };

  const rename = (template: QrTemplateDto, name: string) =>
    change(
      () => qrApi.updateTemplate(template.id, { name }),
      i18n.t('qrcodes:templates.renamed'),
      i18n.t('qrcodes:templates.updateFailed'),
    );

  /** Gives the template this design; codes already made from it keep theirs. */
  const updateDesign = (template: QrTemplateDto, design: QrDesign) =>
    change(
      () => qrApi.updateTemplate(template.id, { design }),
      i18n.t('qrcodes:templates.designUpdated', { name: template.name }),
      i18n.t('qrcodes:templates.updateFailed'),
    );

  const publish = (template: QrTemplateDto, shared: boolean) =>
    change(
      () => qrApi.updateTemplate(template.id, { shared }),
      i18n.t(shared ? 'qrcodes:templates.published' : 'qrcodes:templates.withdrawn'),
      i18n.t('qrcodes:templates.updateFailed'),
    );

  const remove = (template: QrTemplateDto) =>
    change(
      () => qrApi.removeTemplate(template.id),
      i18n.t('qrcodes:templates.deleted'),
      i18n.t('qrcodes:templates.deleteFailed'),
    );

  return { templates, save, rename, updateDesign, publish, remove };
}
