import {
  isPageQrType,
  PAGE_MESSAGES,
  validatePageQrData,
  type CodeType,
  type PageQrData,
  type QrCodeDto,
  type QrDesign,
} from '@qrpanel/contracts';
import { ApiError, errorMessage, fieldErrors, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { qrApi } from '../api/qr-api';
import { recordEdit, redoEdit, startHistory, undoEdit } from '../page-editor/page-history';
import { contractText } from '../ui/contract-texts';
import { useDomainChoices } from './domain-choices';
import {
  defaultStyle,
  previewPayload,
  styleFromDesign,
  styleOf,
  toPayload,
  withType,
  type QrFormState,
  type StyleState,
} from './form-state';

/** Fields the form shows an api message at; others are shown above the buttons. */
const OWN_FIELDS = [
  'label',
  'foregroundColor',
  'backgroundColor',
  'logoPath',
  'size',
  'frameId',
  'expires_at',
  'password',
  'max_scans',
  'starts_at',
  'folderId',
  'tags',
  'design',
  'key',
  'domain_id',
];

/** The fields of the Style and Design panel: a change of one can be undone. */
const STYLE_FIELDS: readonly (keyof QrFormState)[] = [
  'foregroundColor',
  'backgroundColor',
  'logoUrl',
  'frameId',
  'design',
];
/** How many changes undo can go back. */
const UNDO_DEPTH = 50;

export type SetField = <K extends keyof QrFormState>(key: K, value: QrFormState[K]) => void;

/**
 * The QR form's state and its save: creates the code, or saves the changes to `code`, then
 * goes to the list. The api's field messages go to their fields (`data.url` to the data
 * fields); a 403 (the plan's limit) opens Upgrade Required instead.
 */
export function useQrForm(initial: QrFormState, code?: QrCodeDto) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [raw, setState] = useState(initial);
  // A hosted page's data lives in its edit history (Undo and Redo); the form reads the present.
  const [pageHistory, setPageHistory] = useState(() => startHistory(initial.pageData));
  const state = useMemo(() => ({ ...raw, pageData: pageHistory.present }), [raw, pageHistory.present]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);

  const [undoStack, setUndoStack] = useState<StyleState[]>([]);

  /** Keeps the style before a change, so the change can be undone. */
  const remember = () => setUndoStack((stack) => [...stack, styleOf(state)].slice(-UNDO_DEPTH));
  const set: SetField = (key, value) => {
    if (STYLE_FIELDS.includes(key) && state[key] !== value) remember();
    setState((s) => ({ ...s, [key]: value }));
  };
  const setDesign = (change: (design: QrDesign) => QrDesign) => {
    remember();
    setState((s) => ({ ...s, design: change(s.design) }));
  };
  const undo = () => {
    const previous = undoStack.at(-1);
    if (!previous) return;
    setUndoStack((stack) => stack.slice(0, -1));
    setState((s) => ({ ...s, ...previous }));
  };
  const resetStyle = () => {
    remember();
    setState((s) => ({ ...s, ...defaultStyle() }));
  };
  /** A template's design replaces the style (undo brings the previous one back). */
  const applyDesign = (design: QrDesign) => {
    remember();
    setState((s) => ({ ...s, ...styleFromDesign(design) }));
  };
  const changeType = (type: CodeType) => {
    const next = withType(state, type);
    setState(next);
    setPageHistory(startHistory(next.pageData));
  };
  /** A hosted page's edit; `group` names the field typed in, so its keystrokes undo together. */
  const setPageData = (next: PageQrData, group: string | null = null) =>
    setPageHistory((history) => recordEdit(history, next, group));
  const undoPage = () => setPageHistory(undoEdit);
  const redoPage = () => setPageHistory(redoEdit);
  const setData = (field: string, value: string | boolean) =>
    setState((s) => ({ ...s, data: { ...s.data, [field]: value } }));

  // Whether dynamic codes print their short address (an application setting).
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: qrApi.publicSettings,
    staleTime: 60_000,
  });
  const shortLinks = settings.data?.short_links ?? false;
  const domains = useDomainChoices(state.generationType === 'dynamic', code);
  const domainHost = domains.find((domain) => domain.id === state.domainId)?.ascii ?? null;
  // A saved dynamic code keeps its address unless its key or domain changes: the preview shows that one.
  const addressChanged =
    code !== undefined && (state.key.trim() !== (code.key ?? '') || state.domainId !== code.domain_id);
  const payload =
    code && code.generation_type === 'dynamic' && !addressChanged
      ? code.encoded_payload
      : previewPayload(state, window.location.origin, { shortLinks, uuid: code?.uuid, domainHost });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    // A hosted page meets the api's own checks first: its problems show at once, nothing is sent.
    const refused = pageProblems(state.type, state.pageData, state.generationType === 'static');
    if (refused) {
      setErrors(refused);
      notifyError(i18n.t('qrcodes:page.checkFailed'));
      return;
    }
    setSaving(true);
    try {
      const body = toPayload(state, code);
      if (code) await qrApi.update(code.id, body);
      else await qrApi.create(body);
      // The lists, and the plan's meters that count the codes.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['qrcodes'] }),
        queryClient.invalidateQueries({ queryKey: ['workspace-usage'] }),
      ]);
      notifySuccess(i18n.t(code ? 'qrcodes:form.updated' : 'qrcodes:form.created'));
      void navigate('/my-qrcodes');
    } catch (e) {
      setSaving(false);
      if (e instanceof ApiError && e.status === 403) {
        setUpgrade(e.serverMessage ?? '');
        return;
      }
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, i18n.t('qrcodes:form.saveFailed')));
    }
  };

  const dataErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('data.'))
      .map(([key, message]) => [key.slice(5), message]),
  );
  const otherErrors = Object.entries(errors)
    .filter(([key]) => !key.startsWith('data.') && !OWN_FIELDS.includes(key))
    .map(([, message]) => message);

  return {
    state,
    set,
    setDesign,
    undo,
    canUndo: undoStack.length > 0,
    resetStyle,
    applyDesign,
    changeType,
    setData,
    setPageData,
    undoPage,
    redoPage,
    canUndoPage: pageHistory.past.length > 0,
    canRedoPage: pageHistory.future.length > 0,
    payload,
    domains,
    submit,
    saving,
    errors,
    dataErrors,
    otherErrors,
    upgrade,
    showUpgrade: (message: string) => setUpgrade(message),
    closeUpgrade: () => setUpgrade(null),
  };
}

/**
 * What the api would refuse in a hosted page, by field ('data.page.blocks.2.url'), in the
 * page's language; null when it would take it.
 */
function pageProblems(
  type: CodeType,
  data: PageQrData | null,
  isStatic: boolean,
): Record<string, string> | null {
  if (!isPageQrType(type) || !data) return null;
  if (isStatic) return { generation_type: contractText(PAGE_MESSAGES.dynamicOnly) };
  const checked = validatePageQrData(type, data as unknown as Record<string, unknown>);
  if (checked.ok) return null;
  return Object.fromEntries(
    Object.entries(checked.errors).map(([field, messages]) => [field, contractText(messages[0])]),
  );
}
