import type * as Contracts from '@qrpanel/contracts';
import type { components, paths } from './schema';

// The api's OpenAPI document (./schema.ts, generated) and libs/contracts describe many of
// the same answers and bodies. The web apps name each shape once, by its contracts name
// (docs/decisions/api-shape-names.md); this file makes the type check fail when the two
// descriptions of a shape drift apart, and when the document gains a schema nobody has
// placed in one of the lists below.

type Schemas = components['schemas'];
type SchemaName = keyof Schemas;

/** true when A and B are the same type: not merely assignable one way or both. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Each schema of the document that is a contracts shape, with the contracts type it is. */
interface SameAsContracts {
  // The hosted pages' data and its parts (libs/contracts/src/pages).
  HeadingBlockDto: Contracts.HeadingBlock;
  TextBlockDto: Contracts.TextBlock;
  ImageBlockDto: Contracts.ImageBlock;
  ButtonBlockDto: Contracts.ButtonBlock;
  LinksBlockDto: Contracts.LinksBlock;
  SocialBlockDto: Contracts.SocialBlock;
  FileBlockDto: Contracts.FileBlock;
  AppBadgesBlockDto: Contracts.AppBadgesBlock;
  HoursBlockDto: Contracts.HoursBlock;
  AddressBlockDto: Contracts.AddressBlock;
  ContactBlockDto: Contracts.ContactBlock;
  CouponBlockDto: Contracts.CouponBlock;
  EventBlockDto: Contracts.EventBlock;
  DividerBlockDto: Contracts.DividerBlock;
  AppQrDataDto: Contracts.AppQrData;
  BlankPageQrDataDto: Contracts.BlankPageQrData;
  BusinessQrDataDto: Contracts.BusinessQrData;
  CouponQrDataDto: Contracts.CouponQrData;
  EventQrDataDto: Contracts.EventQrData;
  PdfQrDataDto: Contracts.PdfQrData;
  HostedPageDto: Contracts.HostedPage;
  LinksQrDataDto: Contracts.LinksQrData;
  OpeningDayDto: Contracts.OpeningDay;
  PageLinkDto: Contracts.PageLink;
  PageSocialLinkDto: Contracts.PageSocialLink;
  PageThemeDto: Contracts.PageTheme;
  AnalyticsSummaryDto: Contracts.AnalyticsSummary;
  AuditEntryResponseDto: Contracts.AuditEntryDto;
  AuditPageResponseDto: Contracts.Page<Contracts.AuditEntryDto>;
  ApiKeyResponseDto: Contracts.ApiKeyDto;
  AssignPlanDto: Contracts.AssignPlanInput;
  AuthResponseDto: Contracts.AuthResponse;
  BulkActionDto: Contracts.BulkActionPayload;
  BulkFailureResponseDto: Contracts.BulkFailure;
  BulkResultResponseDto: Contracts.BulkResultDto;
  CodeImportResponseDto: Contracts.CodeImportDto;
  CodeImportStartedResponseDto: Contracts.CodeImportStartedDto;
  CodeListFilterDto: Contracts.CodeListFilter;
  ContactMessageResponseDto: Contracts.ContactMessageDto;
  CreateApiKeyDto: Contracts.ApiKeyInput;
  CreateCheckoutSessionDto: Contracts.CheckoutInput;
  CreateContactMessageDto: Contracts.ContactInput;
  CreateDomainDto: Contracts.CreateDomainInput;
  CreatePlanDto: Contracts.PlanInput;
  CreateTemplateDto: Contracts.QrTemplatePayload;
  CreateWebhookDto: Contracts.WebhookEndpointInput;
  CreatedApiKeyResponseDto: Contracts.CreatedApiKeyDto;
  CreatedInvitationResponseDto: Contracts.CreatedInvitationDto;
  CreatedWebhookEndpointResponseDto: Contracts.CreatedWebhookEndpointDto;
  DashboardStatsDto: Contracts.DashboardStats;
  DomainResponseDto: Contracts.DomainDto;
  DomainVerificationResponseDto: Contracts.DomainVerification;
  EmailQrDataDto: Contracts.EmailQrData;
  ErrorResponseDto: Contracts.ErrorBody;
  ExportProgressResponseDto: Contracts.ExportProgressDto;
  ExportTicketResponseDto: Contracts.ExportTicketDto;
  FolderResponseDto: Contracts.FolderDto;
  FreeCheckoutResponseDto: Contracts.FreeCheckoutResponse;
  ImportRowErrorDto: Contracts.ImportRowError;
  InvitationPreviewResponseDto: Contracts.InvitationPreviewDto;
  InvitationRegisterDto: Contracts.InvitationRegisterInput;
  InvitationRegisteredResponseDto: Contracts.InvitationRegisteredDto;
  LiveRecentDto: Contracts.LiveRecent;
  LiveScanDto: Contracts.LiveScan;
  LiveTicketDto: Contracts.LiveTicket;
  LogoUploadResponseDto: Contracts.LogoUploadResponse;
  FileUploadResponseDto: Contracts.FileUploadResponse;
  StorageUsageDto: Contracts.StorageUsage;
  ManualCheckoutResponseDto: Contracts.ManualCheckoutResponse;
  MfaChallengeResponseDto: Contracts.MfaChallenge;
  MfaVerifyDto: Contracts.MfaVerifyInput;
  MfaPasskeyOptionsDto: Contracts.MfaPasskeyOptionsInput;
  PasskeyCreateDto: Contracts.PasskeyCreateInput;
  PasskeyCreationOptionsResponseDto: Contracts.PasskeyCreationOptionsDto;
  PasskeyDescriptorDto: Contracts.PasskeyDescriptor;
  PasskeyRenameDto: Contracts.PasskeyRenameInput;
  PasskeyRequestOptionsResponseDto: Contracts.PasskeyRequestOptionsDto;
  PasskeyResponseDto: Contracts.PasskeyDto;
  PasskeyResponseJsonDto: Contracts.PasskeyResponseJson;
  PasskeySignInDto: Contracts.PasskeySignInInput;
  MonthlyStatDto: Contracts.MonthlyStat;
  MySubscriptionResponseDto: Contracts.MySubscriptionDto;
  PasswordChangedResponseDto: Contracts.PasswordChangedDto;
  PaymentResponseDto: Contracts.PaymentDto;
  PaypalCaptureDto: Contracts.PaypalCaptureInput;
  PaypalCheckoutResponseDto: Contracts.PaypalCheckoutResponse;
  Period: Contracts.AnalyticsPeriod;
  PhoneQrDataDto: Contracts.PhoneQrData;
  PlanFeaturesDto: Partial<Contracts.PlanFeatures>;
  PlanFeaturesResponseDto: Contracts.PlanFeatures;
  PlanResponseDto: Contracts.PlanDto;
  PublicPlanResponseDto: Contracts.PublicPlanDto;
  PublicSettingsResponseDto: Contracts.PublicSettingsDto;
  QrCodeResponseDto: Contracts.QrCodeDto;
  QrDesignDoc: Contracts.QrDesign;
  QrHistoryEntryResponseDto: Contracts.QrHistoryEntryDto;
  QrOwnerResponseDto: Contracts.QrOwnerDto;
  QrCreatorResponseDto: Contracts.QrCreatorDto;
  RazorpayCheckoutResponseDto: Contracts.RazorpayCheckoutResponse;
  RazorpayVerifyDto: Contracts.RazorpayVerifyInput;
  RecoveryCodesResponseDto: Contracts.RecoveryCodesDto;
  ReassignQrCodeDto: Contracts.ReassignQrCodePayload;
  RedirectContentDto: Extract<Contracts.RedirectResult, { type: Contracts.CodeType }>;
  RedirectLockedDto: Extract<Contracts.RedirectResult, { type: 'password' }>;
  RedirectNoticeDto: Extract<Contracts.RedirectResult, { type: 'inactive' | 'error' }>;
  RedirectRuleSchema: Contracts.RedirectRule;
  RefusedPaymentEventResponseDto: Contracts.RefusedPaymentEventDto;
  RuleConditionsSchema: Contracts.RuleConditions;
  SaveFolderDto: Contracts.FolderPayload;
  SaveQrCodeDto: Contracts.QrCodePayload;
  ShortKeyCheckResponseDto: Contracts.ShortKeyCheckDto;
  ScansOverTimePointDto: Contracts.ScansOverTimePoint;
  SessionResponseDto: Contracts.SessionDto;
  SessionsRevokedResponseDto: Contracts.SessionsRevokedDto;
  SettingsResponseDto: Contracts.SettingsDto;
  SmsQrDataDto: Contracts.SmsQrData;
  SocialLinkDto: Contracts.SocialLink;
  SplitEntrySchema: Contracts.SplitEntry;
  StripeCheckoutResponseDto: Contracts.StripeCheckoutResponse;
  SubscriptionResponseDto: Contracts.SubscriptionDto;
  TemplateResponseDto: Contracts.QrTemplateDto;
  TestEmailResponseDto: Contracts.TestEmailResult;
  TextQrDataDto: Contracts.TextQrData;
  TimeWindowSchema: Contracts.TimeWindow;
  TopCodeDto: Contracts.TopCode;
  TotpDisableDto: Contracts.TotpDisableInput;
  TotpEnableDto: Contracts.TotpEnableInput;
  TotpSetupResponseDto: Contracts.TotpSetupDto;
  TwoFactorStatusResponseDto: Contracts.TwoFactorStatusDto;
  UnlockDto: Contracts.UnlockPayload;
  UnreadCountResponseDto: Contracts.UnreadCountDto;
  UpdateDomainDto: Contracts.UpdateDomainInput;
  UpdateQrCodeStatusDto: Contracts.UpdateQrStatusPayload;
  UpdateSettingsDto: Contracts.SettingsInput;
  UpdateTemplateDto: Partial<Contracts.QrTemplatePayload>;
  UsageFeaturesResponseDto: Contracts.WorkspaceUsageDto['features'];
  UsageMeterResponseDto: Contracts.UsageMeterDto;
  UrlQrDataDto: Contracts.UrlQrData;
  UserResponseDto: Contracts.UserDto;
  VcardQrDataDto: Contracts.VcardQrData;
  WebhookAckResponseDto: Contracts.WebhookAck;
  WebhookAttemptResponseDto: Contracts.WebhookAttemptDto;
  WebhookDeliveryPageDto: Contracts.Page<Contracts.WebhookDeliveryDto>;
  WebhookDeliveryResponseDto: Contracts.WebhookDeliveryDto;
  WebhookEndpointResponseDto: Contracts.WebhookEndpointDto;
  WifiQrDataDto: Contracts.WifiQrData;
  // Single sign-on (libs/contracts/src/sso.ts).
  CreateSsoProviderDto: Contracts.SsoProviderInput;
  UpdateSsoProviderDto: Contracts.SsoProviderUpdate;
  SsoProviderResponseDto: Contracts.SsoProviderDto;
  SsoProviderSummaryResponseDto: Contracts.SsoProviderSummaryDto;
  SsoIdentityResponseDto: Contracts.SsoIdentityDto;
  SsoLinkStartResponseDto: Contracts.SsoLinkStartDto;
  SsoCodeDto: Contracts.SsoCodeInput;
  WorkspaceInvitationResponseDto: Contracts.WorkspaceInvitationDto;
  WorkspaceMemberResponseDto: Contracts.WorkspaceMemberDto;
  WorkspaceOverviewResponseDto: Contracts.WorkspaceOverviewDto;
  WorkspaceResponseDto: Contracts.WorkspaceDto;
  WorkspaceSeatsResponseDto: Contracts.WorkspaceSeatsDto;
  WorkspaceUsageResponseDto: Contracts.WorkspaceUsageDto;
}

/**
 * Schemas that are parts of a contracts shape above (a design's dots, a summary's rows, a
 * payment's user…): checked through the shape that holds them, named by it in the web apps.
 */
type PartsOfContracts =
  | 'BackgroundDoc'
  | 'PasskeyAlgorithmDto'
  | 'PasskeyRelyingPartyDto'
  | 'PasskeySelectionDto'
  | 'PasskeyUserDto'
  | 'BrowserCount'
  | 'CheckoutUserDto'
  | 'CityCount'
  | 'CountryCount'
  | 'DestinationCount'
  | 'DeviceCount'
  | 'DotsDoc'
  | 'EyePartDoc'
  | 'EyesDoc'
  | 'FrameDoc'
  | 'GradientDoc'
  | 'GradientStopDoc'
  | 'HourCount'
  | 'LanguageCount'
  | 'LinkClicksDto'
  | 'LiveCodeDto'
  | 'LogoDoc'
  | 'MoneyDto'
  | 'OsCount'
  | 'PaymentDeciderDto'
  | 'PaymentUserDto'
  | 'PaymentWorkspaceDto'
  | 'PreviousPeriod'
  | 'RazorpayOrderDto'
  | 'RedirectMessageDto'
  | 'RegionCount'
  | 'WorkspaceOwnerResponseDto';

/** Schemas only the document describes; the web apps name them through ./api-shapes.ts. */
type OnlyInDocument =
  | 'ChangeMemberRoleDto'
  | 'ChangePasswordDto'
  | 'CreateUserDto'
  | 'ForgotPasswordDto'
  | 'InviteDto'
  | 'LoginDto'
  | 'MessageResponseDto'
  | 'RegisterDto'
  | 'ResetPasswordDto'
  | 'SaveWorkspaceDto'
  | 'TestEmailDto'
  | 'TransferWorkspaceDto'
  | 'UpdateProfileDto'
  | 'UpdateRoleDto'
  | 'UpdateWebhookDto'
  | 'UpdateWorkspaceDto';

/** The schemas whose contracts type differs (a missing schema counts as differing). */
type Drifted = {
  [K in keyof SameAsContracts]: K extends SchemaName
    ? Same<Schemas[K], SameAsContracts[K]> extends true
      ? never
      : K
    : K;
}[keyof SameAsContracts];

/** The schemas in none of the three lists. */
type Unplaced = Exclude<SchemaName, keyof SameAsContracts | PartsOfContracts | OnlyInDocument>;

/** Names listed as parts or document-only that the document no longer has. */
type Gone = Exclude<PartsOfContracts | OnlyInDocument, SchemaName>;

/** The public page's answer is a union in the document, without a schema name of its own. */
type RedirectAnswer =
  paths['/api/qrcodes/redirect/{uuid}']['get']['responses'][200]['content']['application/json'];
type RedirectDrifted = Same<RedirectAnswer, Contracts.RedirectResult> extends true ? never : 'RedirectResult';

/** Each is `never` while the document and the contracts agree; otherwise the check names the culprits. */
type Agreed<T extends never> = T;
export type SchemaMatchesContracts = [
  Agreed<Drifted>,
  Agreed<Unplaced>,
  Agreed<Gone>,
  Agreed<RedirectDrifted>,
];
