import type { QrDataByType, QrType } from '@qrpanel/contracts';

/** The catalog key of each data field's label: one per field of each type's field table. */
export type FieldLabelKey = {
  [T in QrType]: `common.fields.${T}.${Extract<keyof QrDataByType[T], string>}`;
}[QrType];

/** The catalog key of a type's data field (the contracts' field table names the fields). */
export const fieldLabelKey = (type: QrType, field: string) =>
  `common.fields.${type}.${field}` as FieldLabelKey;
