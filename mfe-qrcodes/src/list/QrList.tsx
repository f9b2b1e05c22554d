import type { FolderDto } from '@qrpanel/contracts';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Paper,
} from '@qrpanel/web';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Scope } from '../api/qr-api';
import { TEXTS } from '../texts';
import { BulkBar } from './BulkBar';
import { FolderModal } from './FolderModal';
import { ListFilters } from './ListFilters';
import { ListPages } from './ListPages';
import { nextSort } from './list-view';
import { QrTable } from './QrTable';
import { useBulkActions } from './use-bulk-actions';
import { useFolders } from './use-folders';
import { useQrList } from './use-qr-list';

/**
 * SPEC.md §2 QR list, in the user's scope (/my-qrcodes) or everyone's (/admin/qrcodes):
 * read a page at a time on the server, with search, folder and tag filters, sortable
 * columns, and a selection that bulk actions apply to.
 */
export function QrList({ scope }: { scope: Scope }) {
  const admin = scope === 'admin';
  const list = useQrList(scope);
  const { codes, rows, deleting, view } = list;
  // Folders are each owner's: everyone's codes are not filtered or moved by folder.
  const folders = useFolders(!admin);
  const bulk = useBulkActions(list.selection, view.filter, list.refresh);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [deletingFolder, setDeletingFolder] = useState<FolderDto | null>(null);
  const folderList = admin ? undefined : (folders.folders.data ?? []);

  return (
    <>
      <PageTitle
        title={admin ? TEXTS.allCodesTitle : TEXTS.myCodesTitle}
        actions={
          <Button component={Link} to="/create-qrcode" leftSection={<IconPlus size={18} aria-hidden />}>
            Create New
          </Button>
        }
      />
      <ListFilters
        filter={view.filter}
        onFilter={(filter) => list.show({ filter })}
        folders={folderList}
        onNewFolder={admin ? undefined : () => setCreatingFolder(true)}
        onDeleteFolder={setDeletingFolder}
      />
      <BulkBar
        selection={list.selection}
        total={list.total}
        busy={bulk.busy}
        folders={folderList}
        onAction={(action, options) => void bulk.run(action, options)}
        onDelete={() => bulk.setConfirmingDelete(true)}
      />
      {codes.isPending ? <LoadingState text={TEXTS.listLoading} /> : null}
      {codes.isError ? (
        <ErrorState message={`Error: ${errorMessage(codes.error, TEXTS.listLoadFailed)}`} />
      ) : null}
      {codes.data && rows.length === 0 ? <Paper p="lg">{TEXTS.listEmpty}</Paper> : null}
      {rows.length ? (
        <QrTable
          rows={rows}
          admin={admin}
          owners={list.owners}
          onSaveStatus={list.saveStatus}
          onSaveOwner={list.saveOwner}
          onDelete={list.setDeleting}
          sort={view.sort}
          onSort={(field) => list.show({ sort: nextSort(view.sort, field) })}
          selection={list.selection}
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
        title={TEXTS.deleteTitle}
        message={`Are you sure you want to delete "${deleting?.label ?? ''}"? ${TEXTS.deleteWarning}`}
        confirmLabel="Delete"
        danger
        busy={list.busy}
        onConfirm={() => void list.confirmDelete()}
        onCancel={() => list.setDeleting(null)}
      />
      <ConfirmDialog
        opened={bulk.confirmingDelete}
        title={TEXTS.bulkDeleteTitle}
        message={TEXTS.bulkDeleteMessage(list.selection.count)}
        confirmLabel={`Delete ${list.selection.count.toLocaleString('en-US')}`}
        danger
        busy={bulk.busy}
        onConfirm={() => void bulk.run('delete')}
        onCancel={() => bulk.setConfirmingDelete(false)}
      />
      <FolderModal
        opened={creatingFolder}
        onClose={() => setCreatingFolder(false)}
        onCreate={folders.create}
      />
      <ConfirmDialog
        opened={deletingFolder !== null}
        title={TEXTS.deleteFolder}
        message={TEXTS.deleteFolderMessage(deletingFolder?.name ?? '')}
        confirmLabel="Delete folder"
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
