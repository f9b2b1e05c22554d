import { codeFilterParams, FOLDER_NAME_MAX_LENGTH, type FolderDto } from '@qrpanel/contracts';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Paper,
  useMediaQuery,
  useWorkspaceInUse,
  useTranslation,
} from '@qrpanel/web';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Scope } from '../api/qr-api';
import { BulkBar } from './BulkBar';
import { NameModal } from '../ui/NameModal';
import { ListFilters } from './ListFilters';
import { ListPages } from './ListPages';
import { nextSort } from './list-view';
import { PhoneSort } from './PhoneSort';
import { QrRows } from './QrRows';
import { QrTable } from './QrTable';
import { useBulkActions } from './use-bulk-actions';
import { useFolders } from './use-folders';
import { useQrList } from './use-qr-list';
import { downloadZip, useZipProgress, type ZipFormat } from './zip-download';
import { ZipProgressBar } from './ZipProgressBar';

/** Where the list is a phone's: the width below which tables stack (ResponsiveTable). */
const PHONE = '(max-width: 48em)';

/**
 * docs/product.md, The QR list, in the user's scope (/my-qrcodes) or everyone's (/admin/qrcodes):
 * read a page at a time on the server, with search, folder and tag filters, sortable
 * columns, and a selection that bulk actions apply to.
 */
export function QrList({ scope }: { scope: Scope }) {
  const { t } = useTranslation('qrcodes');
  const admin = scope === 'admin';
  // A viewer of the workspace reads its codes and changes none; a workspace of several
  // people says who made each code.
  const workspace = useWorkspaceInUse();
  const editing = workspace?.role !== 'viewer' || admin;
  const shared = !admin && (workspace?.members ?? 1) > 1;
  // A phone shows a compact row per code; everyone's codes keep their table (status, owner).
  const phone = useMediaQuery(PHONE) && !admin;
  const list = useQrList(scope);
  const { codes, rows, deleting, view } = list;
  // Folders are each owner's: everyone's codes are not filtered or moved by folder.
  const folders = useFolders(!admin);
  const bulk = useBulkActions(list.selection, view.filter, list.refresh);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [deletingFolder, setDeletingFolder] = useState<FolderDto | null>(null);
  const folderList = admin ? undefined : (folders.folders.data ?? []);
  const zipping = useZipProgress() !== null;
  // The selected ids, or the list's filter when "all N matching" is selected.
  const zip = (format: ZipFormat) =>
    void downloadZip(
      list.selection.allMatching
        ? { ...codeFilterParams(view.filter), format }
        : { ids: list.selection.ids.join(','), format },
    );

  return (
    <>
      <PageTitle
        title={admin ? t('list.allTitle') : t('list.myTitle')}
        actions={
          <>
            {admin || !editing ? null : (
              <Button
                component={Link}
                to="/import"
                variant="default"
                leftSection={<IconUpload size={18} aria-hidden />}
              >
                {t('list.importLink')}
              </Button>
            )}
            {editing ? (
              <Button component={Link} to="/create-qrcode" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('list.createNew')}
              </Button>
            ) : null}
          </>
        }
      />
      <ListFilters
        filter={view.filter}
        onFilter={(filter) => list.show({ filter })}
        folders={folderList}
        onNewFolder={admin || !editing ? undefined : () => setCreatingFolder(true)}
        onDeleteFolder={editing ? setDeletingFolder : undefined}
      />
      {editing ? (
        <BulkBar
          selection={list.selection}
          total={list.total}
          busy={bulk.busy}
          folders={folderList}
          onAction={(action, options) => void bulk.run(action, options)}
          onDelete={() => bulk.setConfirmingDelete(true)}
          onZip={zip}
          zipping={zipping}
        />
      ) : null}
      <ZipProgressBar />
      {codes.isPending ? <LoadingState text={t('list.loading')} /> : null}
      {codes.isError ? (
        <ErrorState
          message={t('list.loadError', { message: errorMessage(codes.error, t('list.loadFailed')) })}
        />
      ) : null}
      {codes.data && rows.length === 0 ? <Paper p="lg">{t('list.empty')}</Paper> : null}
      {rows.length && phone ? <PhoneSort sort={view.sort} onSort={(sort) => list.show({ sort })} /> : null}
      {rows.length && phone ? (
        <QrRows
          rows={rows}
          onDelete={editing ? list.setDeleting : undefined}
          selection={editing ? list.selection : undefined}
        />
      ) : null}
      {rows.length && !phone ? (
        <QrTable
          rows={rows}
          admin={admin}
          shared={shared}
          owners={list.owners}
          onSaveStatus={list.saveStatus}
          onSaveOwner={list.saveOwner}
          onDelete={editing ? list.setDeleting : undefined}
          sort={view.sort}
          onSort={(field) => list.show({ sort: nextSort(view.sort, field) })}
          selection={editing ? list.selection : undefined}
        />
      ) : null}
      {codes.data ? (
        <ListPages
          pages={list.pages}
          page={view.page}
          total={list.total}
          onChange={(page) => list.show({ page })}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('list.delete.title')}
        message={t('list.delete.message', { label: deleting?.label ?? '' })}
        confirmLabel={t('list.delete.confirm')}
        danger
        busy={list.busy}
        onConfirm={() => void list.confirmDelete()}
        onCancel={() => list.setDeleting(null)}
      />
      <ConfirmDialog
        opened={bulk.confirmingDelete}
        title={t('list.bulk.deleteTitle')}
        message={t('list.bulk.deleteMessage', { count: list.selection.count })}
        confirmLabel={t('list.bulk.deleteConfirm', { count: list.selection.count })}
        danger
        busy={bulk.busy}
        onConfirm={() => void bulk.run('delete')}
        onCancel={() => bulk.setConfirmingDelete(false)}
      />
      <NameModal
        opened={creatingFolder}
        title={t('list.folders.new')}
        label={t('list.folders.nameLabel')}
        submitLabel={t('list.folders.create')}
        maxLength={FOLDER_NAME_MAX_LENGTH}
        onClose={() => setCreatingFolder(false)}
        onSubmit={folders.create}
      />
      <ConfirmDialog
        opened={deletingFolder !== null}
        title={t('list.folders.delete')}
        message={t('list.folders.deleteMessage', { name: deletingFolder?.name ?? '' })}
        confirmLabel={t('list.folders.delete')}
        danger
        busy={false}
        onConfirm={() =>
          void (async () => {
            if (deletingFolder && (await folders.remove(deletingFolder))) {
              setDeletingFolder(null);
              list.show({ filter: { ...view.filter, folderId: undefined } });
            }
          })()
        }
        onCancel={() => setDeletingFolder(null)}
      />
    </>
  );
}
