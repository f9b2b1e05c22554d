import type { FolderDto } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { qrApi } from '../api/qr-api';

/**
 * A user's folders: the caller's, or (admins editing another's code) the owner's. Made and
 * deleted here; a deleted folder's codes stay, in no folder.
 */
export function useFolders(enabled: boolean, ownerId?: number) {
  const queryClient = useQueryClient();
  const folders = useQuery({
    queryKey: ['folders', ownerId ?? 'mine'],
    queryFn: () => qrApi.folders(ownerId),
    enabled,
  });
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['folders'] }),
      queryClient.invalidateQueries({ queryKey: ['qrcodes'] }),
    ]);

  const create = async (name: string): Promise<FolderDto | null> => {
    try {
      const folder = await qrApi.createFolder(name);
      await changed();
      notifySuccess(i18n.t('qrcodes:list.folders.created'));
      return folder;
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:list.folders.createFailed')));
      return null;
    }
  };

  const remove = async (folder: FolderDto): Promise<boolean> => {
    try {
      await qrApi.removeFolder(folder.id);
      await changed();
      notifySuccess(i18n.t('qrcodes:list.folders.deleted'));
      return true;
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:list.folders.deleteFailed')));
      return false;
    }
  };

  return { folders, create, remove };
}
