import {
  QR_FRAMES,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  QR_TYPE_LABELS,
  QR_TYPES,
  isQrType,
  type FrameId,
  type GenerationType,
  type QrCodeDto,
} from '@qrpanel/contracts';
import {
  Alert,
  ApiError,
  Button,
  ColorInput,
  errorMessage,
  fieldErrors,
  Box,
  Flex,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  Paper,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { qrApi } from '../api/qr-api';
import { TEXTS } from '../texts';
import { DataFields } from './DataFields';
import { previewPayload, toPayload, withType, type QrFormState } from './form-state';
import { LivePreview } from './LivePreview';
import { LogoField } from './LogoField';
import { UpgradeModal } from './UpgradeModal';

export interface QrFormProps {
  initial: QrFormState;
  /** The code being edited; none when creating. */
  code?: QrCodeDto;
}

/** Fields the form shows an api message at; others are shown above the buttons. */
const OWN_FIELDS = [
  'label',
  'foregroundColor',
  'backgroundColor',
  'logoPath',
  'size',
  'frameId',
  'expires_at',
];

/** Content, style and live preview of a code; creates it or saves the changes. */
export function QrForm({ initial, code }: QrFormProps) {
  const editing = Boolean(code);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);

  const set = <K extends keyof QrFormState>(key: K, value: QrFormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const setData = (field: string, value: string | boolean) =>
    setState((s) => ({ ...s, data: { ...s.data, [field]: value } }));

  // A saved dynamic code keeps its address whatever is edited: the preview shows that one.
  const payload =
    code && code.generation_type === 'dynamic'
      ? code.encoded_payload
      : previewPayload(state, window.location.origin);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSaving(true);
    try {
      const body = toPayload(state, editing);
      if (code) await qrApi.update(code.id, body);
      else await qrApi.create(body);
      await queryClient.invalidateQueries({ queryKey: ['qrcodes'] });
      notifySuccess(code ? TEXTS.updated : TEXTS.created);
      void navigate('/my-qrcodes');
    } catch (e) {
      setSaving(false);
      if (e instanceof ApiError && e.status === 403) {
        setUpgrade(e.serverMessage ?? '');
        return;
      }
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, TEXTS.saveFailed));
    }
  };

  const dataErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('data.'))
      .map(([key, message]) => [key.slice(5), message]),
  );
  const otherErrors = Object.entries(errors).filter(
    ([key]) => !key.startsWith('data.') && !OWN_FIELDS.includes(key),
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={editing ? TEXTS.editTitle : TEXTS.createTitle}
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
        <Box style={{ flex: 1, minWidth: 0 }} w="100%">
          <Stack gap="lg">
            {editing ? null : (
              <Tabs
                value={state.generationType}
                onChange={(value) => value && set('generationType', value as GenerationType)}
              >
                <Tabs.List>
                  <Tabs.Tab value="dynamic">Dynamic QR</Tabs.Tab>
                  <Tabs.Tab value="static">Static QR</Tabs.Tab>
                </Tabs.List>
              </Tabs>
            )}
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="content-heading">
              <Title order={2} fz="lg" mb="md" id="content-heading">
                Content
              </Title>
              <Stack gap="sm">
                <TextInput
                  label="Label"
                  name="label"
                  withAsterisk
                  value={state.label}
                  error={errors.label}
                  onChange={(e) => set('label', e.currentTarget.value)}
                />
                <NativeSelect
                  label="QR Code Type"
                  name="type"
                  value={state.type}
                  disabled={editing}
                  data={QR_TYPES.map((t) => ({ value: t, label: QR_TYPE_LABELS[t] }))}
                  onChange={(e) => {
                    const type = e.currentTarget.value;
                    if (isQrType(type)) setState((s) => withType(s, type));
                  }}
                />
                <DataFields type={state.type} data={state.data} errors={dataErrors} onChange={setData} />
                {state.generationType === 'dynamic' ? (
                  <TextInput
                    type="date"
                    label="Expiry Date (optional)"
                    name="expires_at"
                    value={state.expiresOn}
                    error={errors.expires_at}
                    onChange={(e) => set('expiresOn', e.currentTarget.value)}
                  />
                ) : null}
              </Stack>
            </Paper>
            <StyleSection state={state} errors={errors} set={set} />
            {otherErrors.length ? (
              <Alert color="red" role="alert">
                {otherErrors.map(([, message]) => message).join(' ')}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" disabled={saving}>
                {saving ? TEXTS.saving : editing ? TEXTS.editSubmit : TEXTS.createSubmit}
              </Button>
            </Group>
          </Stack>
        </Box>
        <Box w={{ base: '100%', md: 340 }}>
          <LivePreview
            payload={payload}
            foregroundColor={state.foregroundColor}
            backgroundColor={state.backgroundColor}
            logoUrl={state.logoUrl}
            frameId={state.frameId}
          />
        </Box>
      </Flex>
      <UpgradeModal
        opened={upgrade !== null}
        message={upgrade || undefined}
        onClose={() => setUpgrade(null)}
      />
    </form>
  );
}

interface StyleSectionProps {
  state: QrFormState;
  errors: Record<string, string>;
  set: <K extends keyof QrFormState>(key: K, value: QrFormState[K]) => void;
}

/** Colours, logo, size and frame. */
function StyleSection({ state, errors, set }: StyleSectionProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="style-heading">
      <Title order={2} fz="lg" mb="md" id="style-heading">
        Style and Design
      </Title>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <ColorInput
            label="Foreground Color"
            name="foregroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.foregroundColor}
            error={errors.foregroundColor}
            onChange={(value) => set('foregroundColor', value)}
          />
          <ColorInput
            label="Background Color"
            name="backgroundColor"
            format="hex"
            withEyeDropper={false}
            value={state.backgroundColor}
            error={errors.backgroundColor}
            onChange={(value) => set('backgroundColor', value)}
          />
        </Group>
        <LogoField logoUrl={state.logoUrl} error={errors.logoPath} onChange={(url) => set('logoUrl', url)} />
        <Group grow align="flex-start">
          <TextInput
            type="number"
            label="Size (px)"
            name="size"
            description="The width of the downloaded PNG"
            min={QR_SIZE_MIN}
            max={QR_SIZE_MAX}
            value={String(state.size)}
            error={errors.size}
            onChange={(e) => set('size', Number(e.currentTarget.value))}
          />
          <NativeSelect
            label="Frame"
            name="frameId"
            value={state.frameId}
            error={errors.frameId}
            data={QR_FRAMES.map((f) => ({ value: f.id, label: f.label }))}
            onChange={(e) => set('frameId', e.currentTarget.value as FrameId)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
