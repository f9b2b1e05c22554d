/**
 * Texts the QR code calls answer with; the screens show them as they are (docs/product.md, Errors and
 * messages).
 */
export const QR_MESSAGES = {
  notFound: 'QR Code not found.',
  limitReached: 'You have reached the maximum number of QR codes allowed on your current plan.',
  staticNotEditable: 'Static QR codes cannot be edited.',
  staticNotReassignable: 'Static QR codes cannot be reassigned.',
  staticHasNoStatus: 'Static QR codes have no status.',
  staticCannotExpire: 'Only dynamic QR codes can have an expiry date.',
  generationTypeFixed: 'A QR code cannot change between dynamic and static.',
  expiryInPast: 'The expiry date must be in the future.',
  routingTooLong: 'The rules and the split are too long together: at most 60,000 characters as JSON.',
  dataNotObject: 'data must be an object or a JSON string of one.',
  destinationMismatch: 'currentDestination must be the same as data.url.',
  tooLongForQrCode: 'The content is too long to fit in a QR code.',
  urlRequired: 'The destination URL is required.',
  urlNotHttp: 'The destination must be an absolute URL starting with http:// or https://.',
  urlSchemeRefused: 'javascript:, data:, file: and vbscript: addresses are not allowed as a destination.',
  urlTooLong: 'The destination URL must be at most 2,048 characters.',
  urlHasSpaces: 'The destination URL must not contain spaces or control characters.',
  urlIsRedirect: 'The destination cannot be a QR code redirect address of this site.',
  /** Beside a destination whose address, as browsers are sent to it, reads differently. */
  urlSentAs: 'Scanners are sent to:',
  urlReadsAs: 'Reads as:',
  urlMixedScripts:
    'Careful: this host name mixes alphabets, as look-alike addresses of other sites do. Check it is the site you mean.',
  reassignTargetNotFound: 'The user to assign this QR code to was not found.',
  logoRequired: 'Choose a PNG, JPEG or SVG file to upload.',
  logoNotMultipart: 'Send the logo as multipart/form-data, in a field named file.',
  logoWrongType: 'The logo must be a PNG, JPEG or SVG image.',
  logoTooLarge: 'The logo must be at most 1 MB.',
  logoUnreadableSvg: 'The SVG file could not be read.',
  logoNotAllowed: 'Custom logos are not included in your current plan.',
  logoNotFound: 'Logo not found.',
  logoSvgTooLarge: 'The SVG logo is too large: its width, height and viewBox must be at most 10,000 units.',
  logoSvgTooComplex:
    'The SVG logo has too many shapes to draw: at most 2,000, nested at most 64 deep, counting each reuse.',
  logoTooManyPixels:
    'The logo has too many pixels: at most 2048 × 2048 (4.2 megapixels), images inside an SVG included. Scale it down and upload it again.',
  logoImageUnreadable:
    'The logo, or an image inside the SVG, could not be read. Images inside an SVG logo must be PNG or JPEG.',
  imageTooSlowToDraw:
    'The image took too long to draw and was stopped. Use a simpler logo, without filters or effects.',
  imageRenderBusy: 'Too many images are being drawn right now. Please try again in a moment.',
  imageRenderBusyForYou:
    'You have too many images being drawn at once. Please wait for them to finish and try again.',
  logoPathInvalid: 'logoPath must be the address of a logo uploaded here (POST /api/uploads/logo).',
} as const;
