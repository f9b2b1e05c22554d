/**
 * Texts the checks of a hosted page answer with, beside FIELD_MESSAGES' ($property is the
 * field's path, such as data.page.blocks.3.url).
 */
export const PAGE_MESSAGES = {
  object: '$property must be an object',
  time: '$property must be a time written HH:MM',
  date: '$property must be a date written YYYY-MM-DD',
  dateTime: '$property must be a date and time written YYYY-MM-DDTHH:MM',
  endsBeforeStart: '$property must not be before the start',
  phone: '$property must be a phone number',
  contactNeedsWay: '$property needs a phone number or an email address',
  badgesNeedStore: '$property needs an App Store or a Google Play address',
  pdfFile: '$property must be an https address or the path of a PDF uploaded here (POST /api/uploads/file)',
  imageFile:
    '$property must be an https address or the path of an image uploaded here (POST /api/uploads/file)',
  dynamicOnly: 'Hosted pages are dynamic QR codes only: a static code cannot show one.',
} as const;
