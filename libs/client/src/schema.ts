// Generated from the api's OpenAPI document by scripts/openapi-types.mjs (npm run openapi:types).
// Do not edit: change the api's decorators and generate again.

export interface paths {
  '/api/v1/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace’s custom domains, oldest first */
    get: operations['listDomains'];
    put?: never;
    /**
     * Add a custom domain: pending until its DNS holds the TXT record (or a CNAME) it answers
     * @description A hostname is one workspace's on the instance (409); localhost, IP addresses, the panel's own host and names without a dot are refused (400). Past the plan's domain limit: 403.
     */
    post: operations['createDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/domains/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One custom domain */
    get: operations['getDomain'];
    put?: never;
    post?: never;
    /** Remove a domain no code uses (409 while codes use it) */
    delete: operations['deleteDomain'];
    options?: never;
    head?: never;
    /** Where the bare domain and unknown keys send people */
    patch: operations['updateDomain'];
    trace?: never;
  };
  '/api/v1/domains/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the domain’s DNS now; `last_check_message` says what is missing */
    post: operations['verifyDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The members of the key’s workspace, with their roles, oldest first */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/qrcodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The key owner’s codes, a page at a time, newest first unless sorted */
    get: operations['listQrCodes'];
    put?: never;
    /**
     * Create a code
     * @description The same body as the web api. A url destination must be an absolute http(s) URL (422 otherwise). Past the plan's QR-code limit: 403.
     */
    post: operations['createQrCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/qrcodes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One code */
    get: operations['getQrCode'];
    put?: never;
    post?: never;
    /** Delete a code with its history and scans */
    delete: operations['deleteQrCode'];
    options?: never;
    head?: never;
    /**
     * Change some of a dynamic code’s fields; the others keep their values
     * @description Static codes cannot be edited (400). A changed url destination is kept in the history.
     */
    patch: operations['updateQrCode'];
    trace?: never;
  };
  '/api/v1/qrcodes/{id}/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A code’s scans: totals, by OS, country, browser, device and destination, and over time
     * @description All time, or with from and/or to the range's (at most 2 years), beside the period of the same length before it, and its scans a day, week or month (granularity). A range that ends before it starts, or is too long: 400 naming the field. Needs the analytics feature of the owner's plan (403 otherwise).
     */
    get: operations['getQrCodeAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/qrcodes/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The code as a PNG, SVG or PDF, drawn with its design */
    get: operations['getQrCodeImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The key owner’s webhook endpoints, newest first */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Add an endpoint: the answer holds its signing secret, shown this once
     * @description Events are POSTed as JSON { id, type, created_at, data } with webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks); verify them with the secret. A URL that is not absolute https, or resolves to a loopback, private, link-local or metadata address: 422 with the reason. At most 20 endpoints: 422.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One endpoint */
    get: operations['getWebhook'];
    put?: never;
    post?: never;
    /** Delete an endpoint with its delivery log */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /** Change an endpoint’s URL, events or description, or enable it again */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The endpoint’s deliveries, newest first, 25 a page: status, attempts, response code, duration */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivery again now (once), with the same webhook-id
     * @description The attempt is one more in the delivery’s log: retries still due go on as scheduled, and a failed redelivery changes neither the delivery’s status nor the endpoint’s. The answer is the delivery as it stands, the attempt on its way. A disabled endpoint must be enabled again first (409). A redelivery still waiting stands for another asked meanwhile; past 20 redeliveries a minute of one endpoint’s deliveries, or 60 of all the key owner’s, 429 with Retry-After.
     */
    post: operations['redeliverWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new signing secret for the endpoint, shown this once
     * @description Deliveries are signed with the new secret and, for 24 hours, with the one it replaces too (webhook-signature holds both, space-separated), so a receiver can move over without losing an event; then with the new one only. Rotating again within the 24 hours drops the oldest at once.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AddressBlockDto: {
      /** @enum {string} */
      kind: 'address';
      map_url: string;
      text: string;
    };
    AppBadgesBlockDto: {
      android_url: string;
      ios_url: string;
      /** @enum {string} */
      kind: 'app_badges';
    };
    AppQrDataDto: {
      /** @description Android phones are sent here (302) */
      android_url: string;
      /** @description Shown to other devices beside both store badges */
      fallback_url?: string;
      /** @description iPhones and iPads are sent here (302) */
      ios_url: string;
      page?: components['schemas']['HostedPageDto'];
      title: string;
    };
    BackgroundDoc: {
      /**
       * @description #RRGGBB or 'transparent'
       * @example #FFFFFF
       */
      color: string;
    };
    BlankPageQrDataDto: {
      page: components['schemas']['HostedPageDto'];
      title: string;
    };
    BrowserCount: {
      /** @example Safari */
      browser: string;
      scans: number;
    };
    BusinessQrDataDto: {
      /** @description As written on an envelope; line breaks are kept */
      address?: string;
      description?: string;
      email?: string;
      hours?: components['schemas']['OpeningDayDto'][];
      page?: components['schemas']['HostedPageDto'];
      phone?: string;
      socials?: components['schemas']['PageSocialLinkDto'][];
      /** @description The business's name */
      title: string;
      website?: string;
    };
    ButtonBlockDto: {
      /** @enum {string} */
      kind: 'button';
      label: string;
      url: string;
    };
    CityCount: {
      /** @example London */
      city: string;
      /**
       * @description ISO 3166-1 alpha-2; empty for Other
       * @example GB
       */
      country: string;
      scans: number;
    };
    CodeAnalyticsDto: {
      /** @description A hosted page's analytics (qrId of a links, app or page code): taps per link, all time, counted by its hops ({scan address}/l/{n}); the page's links in its order, then former links that were tapped */
      linkClicks?: components['schemas']['LinkClicksDto'][];
      /** @description With from or to: the range, and the period before it (totals above are the range’s) */
      period?: components['schemas']['Period'];
      /** @description Top 10, then Other */
      scansByBrowser: components['schemas']['BrowserCount'][];
      /** @description Top 10, then Other */
      scansByCity: components['schemas']['CityCount'][];
      /** @description Top 10, then Other */
      scansByCountry: components['schemas']['CountryCount'][];
      /** @description With qrId: the code’s scans by the destination its rules and split sent them to; else empty */
      scansByDestination: components['schemas']['DestinationCount'][];
      /** @description Top 10, then Other */
      scansByDevice: components['schemas']['DeviceCount'][];
      /** @description The 168 hours of the week, zeros included */
      scansByHour: components['schemas']['HourCount'][];
      /** @description Top 10, then Other */
      scansByLanguage: components['schemas']['LanguageCount'][];
      /** @description Top 10, then Other */
      scansByOS: components['schemas']['OsCount'][];
      /** @description Top 10, then Other */
      scansByRegion: components['schemas']['RegionCount'][];
      /** @description Scans a day, week or month over the range (its granularity), zeros included, each dated by its first day; without a range, a day over the last 30 days (UTC) */
      series: components['schemas']['ScansOverTimePointDto'][];
      /** @description Beside linkClicks: taps per 100 scans, all time (one decimal); null before any scan */
      tapThroughRate?: number | null;
      totalQRCodes: number;
      /** @description People’s scans (no bots, no blocked scans) */
      totalScans: number;
      /** @description Distinct visitors a day per code, added up */
      totalUniqueScans: number;
    };
    ContactBlockDto: {
      email: string;
      /** @enum {string} */
      kind: 'contact';
      name: string;
      org: string;
      phone: string;
    };
    CountryCount: {
      /**
       * @description ISO 3166-1 alpha-2
       * @example GB
       */
      country: string;
      scans: number;
    };
    CouponBlockDto: {
      code: string;
      /** @enum {string} */
      kind: 'coupon';
      terms: string;
      title: string;
      valid_until: string;
    };
    CouponQrDataDto: {
      /** @example SPRING20 */
      code: string;
      description?: string;
      page?: components['schemas']['HostedPageDto'];
      /** @description Where it is redeemed online, shown as a button */
      redeem_url?: string;
      terms?: string;
      title: string;
      /**
       * @description YYYY-MM-DD
       * @example 2027-03-31
       */
      valid_until?: string;
    };
    CreateDomainDto: {
      /**
       * @description A host name of the workspace: internationalised names are stored as punycode, shown as typed
       * @example go.example.com
       */
      hostname: string;
    };
    CreatedWebhookEndpointResponseDto: {
      /** Format: date-time */
      created_at: string;
      /**
       * @description The member who added it
       * @example 12
       */
      created_by: number;
      /** @example CRM sync */
      description: string | null;
      /**
       * @example [
       *       "scan.created"
       *     ]
       */
      events: ('scan.created' | 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted')[];
      /** Format: date-time */
      failing_since: string | null;
      /** @example 7 */
      id: number;
      /**
       * Format: date-time
       * @description After a rotation: until when deliveries are signed with the replaced secret too
       */
      previous_secret_expires_at: string | null;
      /**
       * @description The signing secret (Standard Webhooks), shown this once only (at creation, or at a rotation)
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      secret: string;
      /**
       * @description failing: a delivery spent all its attempts; disabled: failing for 3 days, no longer sent to
       * @example active
       * @enum {string}
       */
      status: 'active' | 'failing' | 'disabled';
      /** @example https://crm.example.com/hooks/qrpanel */
      url: string;
      /**
       * @description The workspace whose events it hears
       * @example 3
       */
      workspace_id: number;
    };
    CreateWebhookDto: {
      /** @example CRM sync */
      description?: string | null;
      /**
       * @example [
       *       "scan.created",
       *       "qrcode.updated"
       *     ]
       */
      events: ('scan.created' | 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted')[];
      /**
       * @description An absolute https URL (http only where ALLOW_HTTP_WEBHOOKS is on) whose host does not resolve to a loopback, private, link-local or metadata address (422 otherwise)
       * @example https://crm.example.com/hooks/qrpanel
       */
      url: string;
    };
    DestinationCount: {
      /** @example https://example.com/a */
      destination: string;
      scans: number;
    };
    DeviceCount: {
      /** @example mobile */
      device: string;
      scans: number;
    };
    DividerBlockDto: {
      /** @enum {string} */
      kind: 'divider';
    };
    DomainResponseDto: {
      /**
       * @description As DNS and browsers send it (punycode)
       * @example xn--bcher-kva.example
       */
      ascii_hostname: string;
      /**
       * @description A CNAME to this host proves the domain too
       * @example qr.example.com
       */
      cname_target: string;
      /** @description QR codes that answer on it */
      codes_count: number;
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description Since when a verified domain fails its checks; inactive 3 days later
       */
      failing_since: string | null;
      /**
       * @description As people read it
       * @example bücher.example
       */
      hostname: string;
      id: number;
      /** @description Why the last check failed */
      last_check_message: string | null;
      /** Format: date-time */
      last_checked_at: string | null;
      /** @description Where an unknown key sends people */
      not_found_url: string | null;
      /** @description Where the bare domain sends people */
      root_url: string | null;
      /** @enum {string} */
      status: 'pending' | 'verified' | 'inactive';
      verification: components['schemas']['DomainVerificationResponseDto'];
      /** Format: date-time */
      verified_at: string | null;
      workspace_id: number;
    };
    DomainVerificationResponseDto: {
      /** @example _qrpanel-challenge.go.example.com */
      name: string;
      /** @enum {string} */
      type: 'TXT';
      /** @example qrpanel-verify=4f0c… */
      value: string;
    };
    DotsDoc: {
      /**
       * @description A solid colour (or a gradient)
       * @example #1A237E
       */
      color?: string;
      gradient?: components['schemas']['GradientDoc'];
      /** @enum {string} */
      shape: 'square' | 'rounded' | 'dots' | 'classy' | 'extra-rounded';
    };
    EmailQrDataDto: {
      body: string;
      email: string;
      subject: string;
    };
    EventBlockDto: {
      ends_at: string;
      /** @enum {string} */
      kind: 'event';
      place: string;
      starts_at: string;
      time_zone: string;
      title: string;
    };
    EventQrDataDto: {
      description?: string;
      /** @example 2027-05-14T23:00 */
      ends_at: string;
      page?: components['schemas']['HostedPageDto'];
      place?: string;
      /**
       * @description Local time YYYY-MM-DDTHH:MM in time_zone
       * @example 2027-05-14T19:30
       */
      starts_at: string;
      /** @example Europe/Madrid */
      time_zone: string;
      title: string;
      /** @description Tickets or the programme, shown as a button */
      url?: string;
    };
    EyePartDoc: {
      /**
       * @description Left out: the modules' colour
       * @example #1A237E
       */
      color?: string;
      /** @enum {string} */
      shape: 'square' | 'rounded' | 'circle';
    };
    EyesDoc: {
      /** @description The 3-module centre of each finder pattern */
      inner: components['schemas']['EyePartDoc'];
      /** @description The 7-module ring of each finder pattern */
      outer: components['schemas']['EyePartDoc'];
    };
    FileBlockDto: {
      /** @enum {string} */
      kind: 'file';
      label: string;
      url: string;
    };
    FrameDoc: {
      /**
       * @description The frame's colour (default: the modules')
       * @example #1A237E
       */
      color?: string;
      /** @enum {string} */
      id: 'none' | 'border' | 'scan-me' | 'banner' | 'banner-top' | 'box' | 'bubble';
      /** @description The call to action of banner, banner-top, box and bubble frames (default SCAN ME); letters, digits, spaces and . , ! ? - & ' : / + # @ */
      text?: string;
      /**
       * @description The text's colour (default: the background's)
       * @example #1A237E
       */
      textColor?: string;
    };
    GradientDoc: {
      /** @description Degrees (linear gradients) */
      rotation?: number;
      stops: components['schemas']['GradientStopDoc'][];
      /** @enum {string} */
      type: 'linear' | 'radial';
    };
    GradientStopDoc: {
      /** @example #1A237E */
      color: string;
      offset: number;
    };
    HeadingBlockDto: {
      /** @enum {string} */
      kind: 'heading';
      text: string;
    };
    HostedPageDto: {
      /** @description In the order the page shows them; kind tells them apart */
      blocks: (
        | components['schemas']['HeadingBlockDto']
        | components['schemas']['TextBlockDto']
        | components['schemas']['ImageBlockDto']
        | components['schemas']['ButtonBlockDto']
        | components['schemas']['LinksBlockDto']
        | components['schemas']['SocialBlockDto']
        | components['schemas']['FileBlockDto']
        | components['schemas']['AppBadgesBlockDto']
        | components['schemas']['HoursBlockDto']
        | components['schemas']['AddressBlockDto']
        | components['schemas']['ContactBlockDto']
        | components['schemas']['CouponBlockDto']
        | components['schemas']['EventBlockDto']
        | components['schemas']['DividerBlockDto']
      )[];
      theme: components['schemas']['PageThemeDto'];
    };
    HourCount: {
      /**
       * @description 0 to 23
       * @example 9
       */
      hour: number;
      scans: number;
      /**
       * @description 0 Monday … 6 Sunday, in the owner’s time zone
       * @example 0
       */
      weekday: number;
    };
    HoursBlockDto: {
      days: components['schemas']['OpeningDayDto'][];
      /** @enum {string} */
      kind: 'hours';
      note: string;
    };
    ImageBlockDto: {
      alt: string;
      height: number;
      /** @enum {string} */
      kind: 'image';
      url: string;
      width: number;
    };
    LanguageCount: {
      /**
       * @description ISO 639-1
       * @example en
       */
      language: string;
      scans: number;
    };
    LinkClicksDto: {
      clicks: number;
      /** @example Our menu */
      label: string;
      /** @example https://example.com/menu */
      url: string;
    };
    LinksBlockDto: {
      items: components['schemas']['PageLinkDto'][];
      /** @enum {string} */
      kind: 'links';
    };
    LinksQrDataDto: {
      /** @description An image shown round above the links: uploaded here (POST /api/uploads/file) or https */
      avatar?: string;
      description?: string;
      links: components['schemas']['PageLinkDto'][];
      /** @description The layout as changed; absent: made from the fields */
      page?: components['schemas']['HostedPageDto'];
      socials?: components['schemas']['PageSocialLinkDto'][];
      title: string;
    };
    LogoDoc: {
      /**
       * @description Clear the modules under the logo
       * @default true
       */
      excavate?: boolean;
      /** @description Cleared margin, in modules */
      padding?: number;
      /** @description An address answered by POST /api/uploads/logo */
      path: string;
      /** @description Share of the code's width */
      size: number;
    };
    OpeningDayDto: {
      closed: boolean;
      /**
       * @description HH:MM; empty when closed
       * @example 17:00
       */
      closes: string;
      /** @enum {string} */
      day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
      /**
       * @description HH:MM; empty when closed
       * @example 09:00
       */
      opens: string;
    };
    OsCount: {
      /** @example iOS */
      os: string;
      scans: number;
    };
    PageLinkDto: {
      /** @example Our menu */
      label: string;
      /** @example https://example.com/menu */
      url: string;
    };
    PageSocialLinkDto: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'x'
        | 'tiktok'
        | 'youtube'
        | 'linkedin'
        | 'whatsapp'
        | 'telegram'
        | 'pinterest'
        | 'snapchat'
        | 'threads'
        | 'mastodon'
        | 'github'
        | 'website';
      /** @example https://instagram.com/example */
      url: string;
    };
    PageThemeDto: {
      /** @example #1C64F2 */
      accent: string;
      /** @example #F5F6F8 */
      background: string;
      /** @enum {string} */
      font: 'system' | 'serif' | 'rounded' | 'mono';
      /** @enum {string} */
      mode: 'light' | 'dark';
    };
    PatchQrCodeDto: {
      /** @default #FFFFFF */
      backgroundColor?: string;
      /** @description url codes: the destination, the same as data.url (either may be given). */
      currentDestination?: string | null;
      /**
       * @description The type's fields, as an object or a JSON string of one: url {url}; text {text}; email {email, subject, body}; phone {phone}; sms {phone, message}; vcard {name, phone, email, org, title}; wifi {ssid, encryption (WPA, WEP, nopass), password, hidden}; hosted pages (dynamic only): links {title, description?, avatar?, links [{label, url}], socials? [{network, url}], page?}; app {title, ios_url, android_url, fallback_url?, page?}; page {title, page {theme, blocks}}.
       * @example {
       *       "url": "https://example.com/menu"
       *     }
       */
      data?:
        | components['schemas']['UrlQrDataDto']
        | components['schemas']['TextQrDataDto']
        | components['schemas']['EmailQrDataDto']
        | components['schemas']['PhoneQrDataDto']
        | components['schemas']['SmsQrDataDto']
        | components['schemas']['VcardQrDataDto']
        | components['schemas']['WifiQrDataDto']
        | {
            [key: string]: unknown;
          }
        | string;
      /** @description The design (shapes, colours or gradient, error correction, quiet zone, logo, frame). It wins over foregroundColor, backgroundColor, logoPath and frameId, which then mirror it; parts left out take their defaults; null goes back to those fields. 400 with field messages for a malformed design; 422 with the cause for one that would not scan (low contrast, a logo too large for the error correction, or a picture a decoder cannot read back). */
      design?: components['schemas']['QrDesignDoc'] | null;
      /** @description Dynamic codes: one of the workspace's verified custom domains (GET /domains), or null for the instance's own host. Left out, a new code takes the host and an edit keeps its domain; it may change only until the code's first scan. */
      domain_id?: number | null;
      /**
       * Format: date-time
       * @description Dynamic codes only: after this moment the code reads as expired; null removes it.
       */
      expires_at?: string | null;
      /** @description A folder of the code's owner (GET /api/folders); null takes it out. Left out: unchanged on edit. */
      folderId?: number | null;
      /** @default #000000 */
      foregroundColor?: string;
      /**
       * @default none
       * @enum {string}
       */
      frameId?: 'none' | 'border' | 'scan-me' | 'banner' | 'banner-top' | 'box' | 'bubble';
      /**
       * @description Set on create; an edit cannot change it.
       * @default dynamic
       * @enum {string}
       */
      generation_type?: 'dynamic' | 'static';
      /**
       * @description Dynamic codes: a short key of your choosing ({PUBLIC_URL}/{key}), unique whatever the case; the panel's own words are refused. Left out: a new code gets one made for it (5 to 7 letters and digits), an edit keeps it. It may change only until the code's first scan (then 409).
       * @example summer-menu
       */
      key?: string;
      /** @example Summer menu */
      label?: string;
      /**
       * @description An address answered by POST /api/uploads/logo; null removes the logo.
       * @example /api/uploads/logos/3q2-7wEjRzCkS0u1Vb9yQm5X.png
       */
      logoPath?: string | null;
      /** @description Dynamic codes only: after this many recorded scans the code reads as inactive; null removes the cap. */
      max_scans?: number | null;
      /** @description Dynamic codes only: scanners must give this password first (stored as argon2id, never shown); null removes it, left out keeps it. */
      password?: string | null;
      /**
       * @description Dynamic url codes and hosted pages: redirect rules, first match wins, the code's destination (or page) otherwise. Each is { when, destination } or { when, split }; when combines (all must hold) os, device, country, language and time. null or [] removes them.
       * @example [
       *       {
       *         "when": {
       *           "os": [
       *             "ios"
       *           ],
       *           "country": [
       *             "DE",
       *             "AT"
       *           ]
       *         },
       *         "destination": "https://example.com/de-app"
       *       }
       *     ]
       */
      rules?: components['schemas']['RedirectRuleSchema'][] | null;
      /** @default 300 */
      size?: number;
      /**
       * @description Dynamic url codes only: an A/B split of the code's own visitors, each scan picks by weight; null removes it.
       * @example [
       *       {
       *         "destination": "https://example.com/a",
       *         "weight": 70
       *       },
       *       {
       *         "destination": "https://example.com/b",
       *         "weight": 30
       *       }
       *     ]
       */
      split?: components['schemas']['SplitEntrySchema'][] | null;
      /**
       * Format: date-time
       * @description Dynamic codes only: before this moment the code reads as not active yet; null removes it.
       */
      starts_at?: string | null;
      /**
       * @description Free tags, at most 10 of at most 32 characters, stored lower-cased. Left out: unchanged on edit.
       * @example [
       *       "menu",
       *       "summer"
       *     ]
       */
      tags?: string[];
      /** @description A template's design (GET /api/qr-templates: the caller's own or a published one) copied into the code, in place of design; later edits of the template leave the code as it is. */
      templateId?: number;
      /** @enum {string} */
      type?:
        | 'url'
        | 'text'
        | 'email'
        | 'phone'
        | 'sms'
        | 'vcard'
        | 'wifi'
        | 'links'
        | 'pdf'
        | 'app'
        | 'business'
        | 'coupon'
        | 'event'
        | 'page';
    };
    PdfQrDataDto: {
      description?: string;
      /**
       * @description The PDF: uploaded here (POST /api/uploads/file) or an https address
       * @example /api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.pdf
       */
      file: string;
      page?: components['schemas']['HostedPageDto'];
      title: string;
    };
    Period: {
      /** @description Scans against the previous period, in % */
      change: number | null;
      /** @example 2026-01-01 */
      from: string;
      /** @enum {string} */
      granularity: 'day' | 'week' | 'month';
      /** @description The period of the same length just before */
      previous: components['schemas']['PreviousPeriod'];
      scans: number;
      /** @example 2026-01-30 */
      to: string;
      uniqueChange: number | null;
      /** @description Unique visitors a day, added up */
      uniqueScans: number;
    };
    PhoneQrDataDto: {
      phone: string;
    };
    PreviousPeriod: {
      /** @example 2025-12-02 */
      from: string;
      scans: number;
      /** @example 2025-12-31 */
      to: string;
      uniqueScans: number;
    };
    ProblemDetailsDto: {
      /** @example The destination URL is required. */
      detail: string;
      /**
       * @description Validation failures by field
       * @example {
       *       "data.url": [
       *         "The destination URL is required."
       *       ]
       *     }
       */
      errors?: {
        [key: string]: string[];
      };
      /** @example /api/v1/qrcodes */
      instance?: string;
      /** @description On 500 answers: the id of the request in the server log */
      request_id?: string;
      /** @example 400 */
      status: number;
      /** @example Bad Request */
      title: string;
      /** @example about:blank */
      type: string;
    };
    QrCodePageDto: {
      items: components['schemas']['QrCodeResponseDto'][];
      /** @example 25 */
      limit: number;
      /** @example 1 */
      page: number;
      /** @example 42 */
      total: number;
    };
    QrCodeResponseDto: {
      /** @example #FFFFFF */
      background_color: string;
      /** Format: date-time */
      created_at: string;
      /** @description Who made it, by name ("Created by") */
      created_by: components['schemas']['QrCreatorResponseDto'] | null;
      current_destination: string | null;
      /**
       * @example {
       *       "url": "https://example.com/menu"
       *     }
       */
      data:
        | components['schemas']['UrlQrDataDto']
        | components['schemas']['TextQrDataDto']
        | components['schemas']['EmailQrDataDto']
        | components['schemas']['PhoneQrDataDto']
        | components['schemas']['SmsQrDataDto']
        | components['schemas']['VcardQrDataDto']
        | components['schemas']['WifiQrDataDto']
        | components['schemas']['LinksQrDataDto']
        | components['schemas']['PdfQrDataDto']
        | components['schemas']['AppQrDataDto']
        | components['schemas']['BusinessQrDataDto']
        | components['schemas']['CouponQrDataDto']
        | components['schemas']['EventQrDataDto']
        | components['schemas']['BlankPageQrDataDto'];
      /** @description The design; for a code saved without one, the design its older fields draw */
      design: components['schemas']['QrDesignDoc'];
      /** @description The custom domain it answers on (GET /domains); null: the instance's own host. */
      domain_id: number | null;
      /** @description The exact text the code encodes */
      encoded_payload: string;
      /** Format: date-time */
      expires_at: string | null;
      /** @description The workspace's folder it is in */
      folderId: number | null;
      /** @example #000000 */
      foreground_color: string;
      /** @enum {string} */
      frameId: 'none' | 'border' | 'scan-me' | 'banner' | 'banner-top' | 'box' | 'bubble';
      /** @enum {string} */
      generation_type: 'dynamic' | 'static';
      /** @description Whether scanners must give a password first */
      has_password: boolean;
      id: number;
      /**
       * @description A dynamic code's short key, made for it or chosen; null for static codes.
       * @example k7m2p
       */
      key: string | null;
      label: string;
      logo_path: string | null;
      /** @description A cap on recorded scans */
      max_scans: number | null;
      /** @description In GET /api/qrcodes/all and the answers of reassign and status */
      owner?: components['schemas']['QrOwnerResponseDto'];
      /** @description Redirect rules, first match wins */
      rules: components['schemas']['RedirectRuleSchema'][] | null;
      scans_count: number;
      /**
       * @description {PUBLIC_URL}/{key}: a dynamic code's short address, which scans answer as /qr-redirect/{uuid}; null for static codes.
       * @example https://qr.example.com/k7m2p
       */
      short_url: string | null;
      /** @example 300 */
      size: number;
      /** @description An A/B split of the code's own visitors */
      split: components['schemas']['SplitEntrySchema'][] | null;
      /** Format: date-time */
      starts_at: string | null;
      /**
       * @description null for static codes
       * @enum {string|null}
       */
      status: 'active' | 'paused' | 'suspended' | 'expired' | null;
      /** @description Its tags, lower-cased, alphabetical */
      tags: string[];
      /** @enum {string} */
      type:
        | 'url'
        | 'text'
        | 'email'
        | 'phone'
        | 'sms'
        | 'vcard'
        | 'wifi'
        | 'links'
        | 'pdf'
        | 'app'
        | 'business'
        | 'coupon'
        | 'event'
        | 'page';
      /** @description Who made it */
      user_id: number;
      /** @example Xq3vB1nR0cT8yWmZ2aK5dQ */
      uuid: string;
      /** @description The workspace it belongs to */
      workspace_id: number;
    };
    QrCreatorResponseDto: {
      id: number;
      name: string;
    };
    QrDesignDoc: {
      background: components['schemas']['BackgroundDoc'];
      dots: components['schemas']['DotsDoc'];
      /**
       * @default H
       * @enum {string}
       */
      errorCorrection: 'L' | 'M' | 'Q' | 'H';
      eyes: components['schemas']['EyesDoc'];
      frame?: components['schemas']['FrameDoc'];
      logo?: components['schemas']['LogoDoc'];
      /**
       * @description In modules
       * @default 4
       */
      quietZone: number;
    };
    QrOwnerResponseDto: {
      email: string;
      id: number;
      name: string;
    };
    RedirectRuleSchema: {
      /**
       * Format: uri
       * @description Either this or split
       */
      destination?: string;
      /** @description Either this or destination */
      split?: components['schemas']['SplitEntrySchema'][];
      /** @description All must hold; at least one */
      when: components['schemas']['RuleConditionsSchema'];
    };
    RegionCount: {
      /**
       * @description ISO 3166-1 alpha-2; empty for Other
       * @example GB
       */
      country: string;
      /** @example England */
      region: string;
      scans: number;
    };
    RuleConditionsSchema: {
      /**
       * @description ISO 3166-1 alpha-2 codes, from the same GeoIP lookup as analytics
       * @example [
       *       "DE",
       *       "AT"
       *     ]
       */
      country?: string[];
      device?: ('mobile' | 'tablet' | 'desktop')[];
      /**
       * @description Primary language tags matched against Accept-Language in its preference order ('de' matches 'de-AT')
       * @example [
       *       "de"
       *     ]
       */
      language?: string[];
      os?: ('ios' | 'android' | 'windows' | 'macos' | 'linux')[];
      time?: components['schemas']['TimeWindowSchema'];
    };
    SaveQrCodeDto: {
      /** @default #FFFFFF */
      backgroundColor?: string;
      /** @description url codes: the destination, the same as data.url (either may be given). */
      currentDestination?: string | null;
      /**
       * @description The type's fields, as an object or a JSON string of one: url {url}; text {text}; email {email, subject, body}; phone {phone}; sms {phone, message}; vcard {name, phone, email, org, title}; wifi {ssid, encryption (WPA, WEP, nopass), password, hidden}; hosted pages (dynamic only): links {title, description?, avatar?, links [{label, url}], socials? [{network, url}], page?}; app {title, ios_url, android_url, fallback_url?, page?}; page {title, page {theme, blocks}}.
       * @example {
       *       "url": "https://example.com/menu"
       *     }
       */
      data:
        | components['schemas']['UrlQrDataDto']
        | components['schemas']['TextQrDataDto']
        | components['schemas']['EmailQrDataDto']
        | components['schemas']['PhoneQrDataDto']
        | components['schemas']['SmsQrDataDto']
        | components['schemas']['VcardQrDataDto']
        | components['schemas']['WifiQrDataDto']
        | {
            [key: string]: unknown;
          }
        | string;
      /** @description The design (shapes, colours or gradient, error correction, quiet zone, logo, frame). It wins over foregroundColor, backgroundColor, logoPath and frameId, which then mirror it; parts left out take their defaults; null goes back to those fields. 400 with field messages for a malformed design; 422 with the cause for one that would not scan (low contrast, a logo too large for the error correction, or a picture a decoder cannot read back). */
      design?: components['schemas']['QrDesignDoc'] | null;
      /** @description Dynamic codes: one of the workspace's verified custom domains (GET /domains), or null for the instance's own host. Left out, a new code takes the host and an edit keeps its domain; it may change only until the code's first scan. */
      domain_id?: number | null;
      /**
       * Format: date-time
       * @description Dynamic codes only: after this moment the code reads as expired; null removes it.
       */
      expires_at?: string | null;
      /** @description A folder of the code's owner (GET /api/folders); null takes it out. Left out: unchanged on edit. */
      folderId?: number | null;
      /** @default #000000 */
      foregroundColor?: string;
      /**
       * @default none
       * @enum {string}
       */
      frameId?: 'none' | 'border' | 'scan-me' | 'banner' | 'banner-top' | 'box' | 'bubble';
      /**
       * @description Set on create; an edit cannot change it.
       * @default dynamic
       * @enum {string}
       */
      generation_type?: 'dynamic' | 'static';
      /**
       * @description Dynamic codes: a short key of your choosing ({PUBLIC_URL}/{key}), unique whatever the case; the panel's own words are refused. Left out: a new code gets one made for it (5 to 7 letters and digits), an edit keeps it. It may change only until the code's first scan (then 409).
       * @example summer-menu
       */
      key?: string;
      /** @example Summer menu */
      label: string;
      /**
       * @description An address answered by POST /api/uploads/logo; null removes the logo.
       * @example /api/uploads/logos/3q2-7wEjRzCkS0u1Vb9yQm5X.png
       */
      logoPath?: string | null;
      /** @description Dynamic codes only: after this many recorded scans the code reads as inactive; null removes the cap. */
      max_scans?: number | null;
      /** @description Dynamic codes only: scanners must give this password first (stored as argon2id, never shown); null removes it, left out keeps it. */
      password?: string | null;
      /**
       * @description Dynamic url codes and hosted pages: redirect rules, first match wins, the code's destination (or page) otherwise. Each is { when, destination } or { when, split }; when combines (all must hold) os, device, country, language and time. null or [] removes them.
       * @example [
       *       {
       *         "when": {
       *           "os": [
       *             "ios"
       *           ],
       *           "country": [
       *             "DE",
       *             "AT"
       *           ]
       *         },
       *         "destination": "https://example.com/de-app"
       *       }
       *     ]
       */
      rules?: components['schemas']['RedirectRuleSchema'][] | null;
      /** @default 300 */
      size?: number;
      /**
       * @description Dynamic url codes only: an A/B split of the code's own visitors, each scan picks by weight; null removes it.
       * @example [
       *       {
       *         "destination": "https://example.com/a",
       *         "weight": 70
       *       },
       *       {
       *         "destination": "https://example.com/b",
       *         "weight": 30
       *       }
       *     ]
       */
      split?: components['schemas']['SplitEntrySchema'][] | null;
      /**
       * Format: date-time
       * @description Dynamic codes only: before this moment the code reads as not active yet; null removes it.
       */
      starts_at?: string | null;
      /**
       * @description Free tags, at most 10 of at most 32 characters, stored lower-cased. Left out: unchanged on edit.
       * @example [
       *       "menu",
       *       "summer"
       *     ]
       */
      tags?: string[];
      /** @description A template's design (GET /api/qr-templates: the caller's own or a published one) copied into the code, in place of design; later edits of the template leave the code as it is. */
      templateId?: number;
      /** @enum {string} */
      type:
        | 'url'
        | 'text'
        | 'email'
        | 'phone'
        | 'sms'
        | 'vcard'
        | 'wifi'
        | 'links'
        | 'pdf'
        | 'app'
        | 'business'
        | 'coupon'
        | 'event'
        | 'page';
    };
    ScansOverTimePointDto: {
      /** @example 2026-11-22 */
      date: string;
      scans: number;
    };
    SmsQrDataDto: {
      message: string;
      phone: string;
    };
    SocialBlockDto: {
      items: components['schemas']['PageSocialLinkDto'][];
      /** @enum {string} */
      kind: 'social';
    };
    SplitEntrySchema: {
      /**
       * Format: uri
       * @example https://example.com/a
       */
      destination: string;
      /** @example 50 */
      weight: number;
    };
    TextBlockDto: {
      /** @enum {string} */
      kind: 'text';
      text: string;
    };
    TextQrDataDto: {
      text: string;
    };
    TimeWindowSchema: {
      /** @description The days the window starts on; every day when left out */
      days?: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
      /**
       * @description Inclusive
       * @example 09:00
       */
      from: string;
      /**
       * @description An IANA time zone
       * @example Europe/Berlin
       */
      timezone: string;
      /**
       * @description Exclusive; before from, the window runs across midnight
       * @example 17:00
       */
      to: string;
    };
    UpdateDomainDto: {
      /** @example https://example.com/not-found */
      not_found_url?: string | null;
      /** @example https://example.com */
      root_url?: string | null;
    };
    UpdateWebhookDto: {
      /** @example CRM sync */
      description?: string | null;
      /** @description true: a disabled or failing endpoint is sent to again, as active */
      enabled?: boolean;
      /**
       * @example [
       *       "scan.created",
       *       "qrcode.updated"
       *     ]
       */
      events?: ('scan.created' | 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted')[];
      /**
       * @description An absolute https URL (http only where ALLOW_HTTP_WEBHOOKS is on) whose host does not resolve to a loopback, private, link-local or metadata address (422 otherwise)
       * @example https://crm.example.com/hooks/qrpanel
       */
      url?: string;
    };
    UrlQrDataDto: {
      /** @example https://example.com/menu */
      url: string;
    };
    VcardQrDataDto: {
      email: string;
      name: string;
      org: string;
      phone: string;
      title: string;
    };
    WebhookAttemptResponseDto: {
      /** Format: date-time */
      at: string;
      /** @example 1 */
      attempt: number;
      /** @example 83 */
      duration_ms: number;
      /** @example HTTP 500 */
      error: string | null;
      /** @example 500 */
      response_status: number | null;
    };
    WebhookDeliveryPageDto: {
      items: components['schemas']['WebhookDeliveryResponseDto'][];
      /** @example 25 */
      limit: number;
      /** @example 1 */
      page: number;
      /** @example 3 */
      total: number;
    };
    WebhookDeliveryResponseDto: {
      /** @example 1 */
      attempts: number;
      /** Format: date-time */
      created_at: string;
      /** @example 42 */
      duration_ms: number | null;
      /**
       * @example scan.created
       * @enum {string}
       */
      event_type: 'scan.created' | 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted';
      history: components['schemas']['WebhookAttemptResponseDto'][];
      /** @example msg_2Hq1dA0xv8Yk3bNf5ZtR0cLw */
      id: string;
      /** Format: date-time */
      next_attempt_at: string | null;
      /** @example 200 */
      response_status: number | null;
      /**
       * @example succeeded
       * @enum {string}
       */
      status: 'pending' | 'succeeded' | 'failed';
    };
    WebhookEndpointResponseDto: {
      /** Format: date-time */
      created_at: string;
      /**
       * @description The member who added it
       * @example 12
       */
      created_by: number;
      /** @example CRM sync */
      description: string | null;
      /**
       * @example [
       *       "scan.created"
       *     ]
       */
      events: ('scan.created' | 'qrcode.created' | 'qrcode.updated' | 'qrcode.deleted')[];
      /** Format: date-time */
      failing_since: string | null;
      /** @example 7 */
      id: number;
      /**
       * Format: date-time
       * @description After a rotation: until when deliveries are signed with the replaced secret too
       */
      previous_secret_expires_at: string | null;
      /**
       * @description failing: a delivery spent all its attempts; disabled: failing for 3 days, no longer sent to
       * @example active
       * @enum {string}
       */
      status: 'active' | 'failing' | 'disabled';
      /** @example https://crm.example.com/hooks/qrpanel */
      url: string;
      /**
       * @description The workspace whose events it hears
       * @example 3
       */
      workspace_id: number;
    };
    WifiQrDataDto: {
      /** @enum {string} */
      encryption: 'WPA' | 'WEP' | 'nopass';
      hidden: boolean;
      /** @description Empty when encryption is nopass */
      password: string;
      ssid: string;
    };
    WorkspaceMemberResponseDto: {
      email: string;
      /** Format: date-time */
      joined_at: string;
      name: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
      user_id: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  createDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any 1 to 255 visible ASCII characters (a UUID, say). The same key within 24 hours answers the first result again (with Idempotent-Replayed: true) and makes nothing twice. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDomainDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the domains:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  getDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  deleteDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the domains:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  updateDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDomainDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the domains:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  verifyDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the domains:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  listMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceMemberResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  listQrCodes: {
    parameters: {
      query?: {
        /** @description A folder id, or "none" for the codes in no folder */
        folderId?: string;
        generation_type?: 'dynamic' | 'static';
        limit?: number;
        /** @description From 1. With it the answer is { items, total, page, limit }; without it, every row. */
        page?: number;
        /** @description Case-insensitive search */
        q?: string;
        /** @description field:asc or field:desc; field one of created_at, label, type, generation_type, status, scans_count */
        sort?: string;
        status?: 'active' | 'paused' | 'suspended' | 'expired';
        /** @description Codes with this tag */
        tag?: string;
        type?: 'url' | 'text' | 'email' | 'phone' | 'sms' | 'vcard' | 'wifi';
        /** @description Admins, in /qrcodes/all: one owner's codes. Elsewhere only the caller's own id (another's: 403) */
        userId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QrCodePageDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  createQrCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any 1 to 255 visible ASCII characters (a UUID, say). The same key within 24 hours answers the first result again (with Idempotent-Replayed: true) and makes nothing twice. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveQrCodeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QrCodeResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  getQrCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QrCodeResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  deleteQrCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  updateQrCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchQrCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QrCodeResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  getQrCodeAnalytics: {
    parameters: {
      query?: {
        /** @description First UTC day of the range (inclusive); with to, up to 2 years. Default: 30 days before to */
        from?: string;
        /** @description The series’ points with a range: a day up to 92 days, a week up to a year, else a month (auto) */
        granularity?: 'day' | 'week' | 'month' | 'auto';
        /** @description Last UTC day of the range (inclusive). Default: today */
        to?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeAnalyticsDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the analytics:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  getQrCodeImage: {
    parameters: {
      query?: {
        /** @description Print resolution: written into a PNG, and the scale of a PDF (300 when left out). */
        dpi?: number;
        format?: 'png' | 'svg' | 'pdf';
        /** @description The image's width in pixels; the code's own size when left out. For a PDF, the code is printed that many pixels wide at dpi (591 at 300 dpi: 5 cm) on a page a quarter inch larger on each side. */
        size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'image/png': Blob;
          'image/svg+xml': string;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the qrcodes:read scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Service Unavailable */
      503: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any 1 to 255 visible ASCII characters (a UUID, say). The same key within 24 hours answers the first result again (with Idempotent-Replayed: true) and makes nothing twice. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhookEndpointResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryPageDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  redeliverWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any 1 to 255 visible ASCII characters (a UUID, say). The same key within 24 hours answers the first result again (with Idempotent-Replayed: true) and makes nothing twice. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Requests a minute this key may make */
          'RateLimit-Limit'?: number;
          /** @description Requests left in this minute */
          'RateLimit-Remaining'?: number;
          /** @description Seconds until the minute ends */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhookEndpointResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description The key lacks the webhooks:write scope */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetailsDto'];
        };
      };
    };
  };
}
