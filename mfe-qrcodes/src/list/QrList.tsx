import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Paper,
  TextInput,
} from '@qrpanel/web';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Scope } from '../api/qr-api';
import { TEXTS } from '../texts';
import { QrTable } from './QrTable';
import { useQrList } from './use-qr-list';

/** SPEC.md §2 QR list, in the user's scope (/my-qrcodes) or everyone's (/admin/qrcodes). */
export function QrList({ scope }: { scope: Scope }) {
  const admin = scope === 'admin';
  const list = useQrList(scope);
  const { codes, rows, deleting } = list;

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
      <TextInput
        mb="md"
        maw={420}
        aria-label="Search QR codes"
        placeholder={TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
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
    </>
  );
}
