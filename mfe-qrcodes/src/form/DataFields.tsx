import {
  QR_DATA_FIELDS,
  QR_FIELD_RULES,
  WIFI_ENCRYPTIONS,
  type QrFieldRule,
  type QrType,
  type WifiEncryption,
} from '@qrpanel/contracts';
import { Checkbox, NativeSelect, Stack, Textarea, TextInput, useTranslation } from '@qrpanel/web';
import { Fragment } from 'react';
import { DestinationForms } from '../destination/DestinationForms';
import { fieldLabelKey } from '../ui/field-labels';
import type { DataValues } from './form-state';

export interface DataFieldsProps {
  type: QrType;
  data: DataValues;
  /** Messages by field name ('url', 'password'…). */
  errors: Record<string, string>;
  onChange: (field: string, value: string | boolean) => void;
}

const INPUT_TYPES: Partial<Record<QrFieldRule['kind'], string>> = {
  url: 'url',
  email: 'email',
  phone: 'tel',
};

/** What an address field hints while empty: where a destination starts. */
const URL_PLACEHOLDER = 'https://';

const isEncryption = (value: string): value is WifiEncryption =>
  (WIFI_ENCRYPTIONS as readonly string[]).includes(value);

/** The type's own fields, built from the field table the api validates with. */
export function DataFields({ type, data, errors, onChange }: DataFieldsProps) {
  const { t } = useTranslation('qrcodes');
  const rules = QR_FIELD_RULES[type] as Record<string, QrFieldRule>;
  const fields = QR_DATA_FIELDS[type] as readonly string[];
  return (
    <Stack gap="sm">
      {fields.map((field) => {
        const rule = rules[field];
        if (rule.visible && !rule.visible(data)) return null;
        const required = typeof rule.required === 'function' ? rule.required(data) : rule.required;
        const label = t(fieldLabelKey(type, field));
        const common = {
          label,
          name: `data.${field}`,
          error: errors[field],
          withAsterisk: required,
        };
        const text = String(data[field] ?? '');
        switch (rule.kind) {
          case 'boolean':
            return (
              <Checkbox
                key={field}
                label={label}
                name={common.name}
                checked={Boolean(data[field])}
                error={errors[field]}
                onChange={(e) => onChange(field, e.currentTarget.checked)}
              />
            );
          case 'choice':
            return (
              <NativeSelect
                {...common}
                key={field}
                value={text}
                data={(rule.options ?? []).map((value) => ({
                  value,
                  label: isEncryption(value) ? t(`common.encryption.${value}`) : value,
                }))}
                onChange={(e) => onChange(field, e.currentTarget.value)}
              />
            );
          case 'multiline':
            return (
              <Textarea
                {...common}
                key={field}
                value={text}
                autosize
                minRows={3}
                maxLength={rule.maxLength}
                onChange={(e) => onChange(field, e.currentTarget.value)}
              />
            );
          default:
            return (
              <Fragment key={field}>
                <TextInput
                  {...common}
                  type={INPUT_TYPES[rule.kind] ?? 'text'}
                  placeholder={rule.kind === 'url' ? URL_PLACEHOLDER : undefined}
                  value={text}
                  maxLength={rule.maxLength}
                  onChange={(e) => onChange(field, e.currentTarget.value)}
                />
                {rule.kind === 'url' && <DestinationForms url={text} />}
              </Fragment>
            );
        }
      })}
    </Stack>
  );
}
