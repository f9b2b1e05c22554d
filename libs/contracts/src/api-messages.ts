/**
 * Texts of the api's own request rules, and the texts of its HTTP layer, so that they are
 * translated like every other message. In field messages, class-validator fills in
 * `$property` (the field) and `$constraint1`, `$constraint2` (the rule's bounds or values).
 */
export const FIELD_MESSAGES = {
  tokenRequired: 'token is required',
  tokenInvalid: 'token is not a valid reset token',
  emailInvalid: 'email must be a valid email address',
  passwordLength: '$property must be between $constraint1 and $constraint2 characters',
  oneOf: '$property must be one of: $constraint1',
  oneOfOrNull: '$property must be one of: $constraint1, or null',
  timeZone: 'time_zone must be an IANA time zone such as Europe/Paris',
  imageFormat: 'format must be png, svg or pdf',
  sizeInPixels: 'size must be a whole number of pixels',
  dpi: 'dpi must be a whole number',
  dataRequired: 'data is required',
  colour: '$property must be a colour written #RRGGBB',
  isoDate: '$property must be an ISO 8601 date',
  folderId: 'folderId must be a folder id or null',
  newUserId: 'newUserId must be a user id',
  enabled: 'enabled must be true or false.',
  wholeNumber: '$property must be a whole number',
  text: '$property must be text',
  required: '$property is required',
  maxLength: '$property must be at most $constraint1 characters',
  httpUrl: '$property must be a full http(s) URL, such as https://example.com',
  email: '$property must be a valid email address',
  host: '$property must be a host name or an IP address',
  boolean: '$property must be true or false',
  intRange: '$property must be a whole number from $constraint1 to $constraint2',
  maxEntries: '$property must have at most $constraint1 entries',
  list: '$property must be a list',
  controlCharacters: '$property cannot hold control characters (a null byte, a line break, a tab, …)',
} as const;

/**
 * class-validator's own texts, for the rules given no message of ours and for fields a body
 * may not have (an api test checks they are still class-validator's).
 */
export const VALIDATOR_MESSAGES = {
  unknownProperty: 'property $property should not exist',
  isString: '$property must be a string',
  isNotEmpty: '$property should not be empty',
  maxLength: '$property must be shorter than or equal to $constraint1 characters',
  minLength: '$property must be longer than or equal to $constraint1 characters',
  min: '$property must not be less than $constraint1',
  max: '$property must not be greater than $constraint1',
} as const;

/** The titles of the api's error statuses (an RFC 9457 problem's title), as Node names them. */
export const HTTP_STATUS_MESSAGES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
} as const;

export const SMTP_MESSAGES = {
  sendFailed: (error: string) => `The SMTP server could not send the email: ${error}`,
} as const;
