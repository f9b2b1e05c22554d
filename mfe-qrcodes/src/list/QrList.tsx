import {
  ADMIN_SETTABLE_QR_STATUSES,
  GENERATION_TYPE_LABELS,
  QR_STATUS_LABELS,
  QR_TYPE_LABELS,
  type QrCodeDto,
  type SettableQrStatus,
} from '@qrpanel/contracts';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  notifyError,
  notifySuccess,
  PageTitle,
  Paper,
  Table,
  TextInput,
  useCurrentUser,
} from '@qrpanel/web';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { qrApi, type Scope } from '../api/qr-api';
import { TEXTS } from '../texts';
import { filterCodes, ownerOptions } from './list-filter';
import { OwnerCell, RowActions, StatusCell } from './list-cells';

/** SPEC.md §2 QR list, in the user's scope (/my-qrcodes) or everyone's (/admin/qrcodes). */
export function QrList({ scope }: { scope: Scope }) {
  const admin = scope === 'admin';
  const queryClient = useQueryClient();
  const isSuperAdmin = useCurrentUser()?.role === 'super_admin';
  const listKey = ['qrcodes', 'list', scope];
  const codes = useQuery({ queryKey: listKey, queryFn: () => qrApi.list(scope), staleTime: 0 });
  const users = useQuery({
    queryKey: ['users'],
    queryFn: async () => {
      try {
        return await qrApi.users();
      } catch (e) {
        notifyError(errorMessage(e, TEXTS.usersLoadFailed));
        throw e;
      }
    },
    enabled: admin && isSuperAdmin,
  });
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<QrCodeDto | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = useMemo(() => filterCodes(codes.data ?? [], search), [codes.data, search]);
  const owners = useMemo(() => ownerOptions(codes.data ?? [], users.data), [codes.data, users.data]);

  /** The list changes in place after a change the api confirmed (SPEC.md §4). */
  const patchList = (change: (list: QrCodeDto[]) => QrCodeDto[]) =>
    queryClient.setQueryData<QrCodeDto[]>(listKey, (list) => change(list ?? []));
  const replaceRow = (updated: QrCodeDto) =>
    patchList((list) => list.map((c) => (c.id === updated.id ? { ...c, ...updated } : c)));

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await qrApi.remove(deleting.id);
      patchList((list) => list.filter((c) => c.id !== deleting.id));
      void queryClient.invalidateQueries({ queryKey: ['qrcodes'], refetchType: 'none' });
      notifySuccess(TEXTS.deleted);
      setDeleting(null);
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.deleteFailed));
    }
    setBusy(false);
  };

  const saveStatus = async (code: QrCodeDto, status: SettableQrStatus) => {
    try {
      replaceRow(await qrApi.setStatus(code.id, status));
      notifySuccess(TEXTS.statusUpdated);
      return true;
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.statusFailed));
      return false;
    }
  };

  const saveOwner = async (code: QrCodeDto, userId: number) => {
    try {
      const updated = await qrApi.reassign(code.id, userId);
      const owner = updated.owner ?? owners.find((o) => o.id === userId);
      replaceRow({ ...updated, owner });
      notifySuccess(TEXTS.reassigned);
      return true;
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.reassignFailed));
      return false;
    }
  };

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
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {codes.isPending ? <LoadingState text={TEXTS.listLoading} /> : null}
      {codes.isError ? (
        <ErrorState message={`Error: ${errorMessage(codes.error, TEXTS.listLoadFailed)}`} />
      ) : null}
      {codes.data && rows.length === 0 ? <Paper p="lg">{TEXTS.listEmpty}</Paper> : null}
      {rows.length ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Label</Table.Th>
                  <Table.Th>Content Type</Table.Th>
                  <Table.Th>Generation Type</Table.Th>
                  <Table.Th>Scans</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {admin ? <Table.Th>Assigned To</Table.Th> : null}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((code) => (
                  <Table.Tr key={code.id} data-testid="qr-row" data-uuid={code.uuid}>
                    <Table.Td fw={600}>{code.label}</Table.Td>
                    <Table.Td>{QR_TYPE_LABELS[code.type] ?? code.type}</Table.Td>
                    <Table.Td>{GENERATION_TYPE_LABELS[code.generation_type]}</Table.Td>
                    <Table.Td>{code.scans_count.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>
                      <StatusCell
                        code={code}
                        editable={admin && code.generation_type === 'dynamic'}
                        options={ADMIN_SETTABLE_QR_STATUSES.map((s) => ({
                          value: s,
                          label: QR_STATUS_LABELS[s],
                        }))}
                        onSave={(status) => saveStatus(code, status as SettableQrStatus)}
                      />
                    </Table.Td>
                    {admin ? (
                      <Table.Td>
                        <OwnerCell code={code} owners={owners} onSave={(userId) => saveOwner(code, userId)} />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <RowActions code={code} onDelete={() => setDeleting(code)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={TEXTS.deleteTitle}
        message={`Are you sure you want to delete "${deleting?.label ?? ''}"? ${TEXTS.deleteWarning}`}
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
