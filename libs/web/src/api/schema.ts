// Generated from the api's OpenAPI document by scripts/openapi-types.mjs (npm run openapi:types).
// Do not edit: change the api's decorators and generate again.

export interface paths {
  '/api/admin/stats/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The super_admin’s dashboard: users, active subscriptions and every code */
    get: operations['DashboardController_admin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stats/monthly': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The admins’ dashboard: new users and revenue (payments received, renewals included, by the month paid, by currency) a month, the last 12 months */
    get: operations['DashboardController_months'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's API keys, newest first (never the keys themselves) */
    get: operations['ApiKeysController_list'];
    put?: never;
    /**
     * Make an API key: the answer holds the key, shown this once
     * @description The key acts in the workspace with its maker's role there. Past the workspace plan's API key limit (the Free Trial has none), or a role below admin: 403. More than 20 keys made in an hour: 429 with Retry-After.
     */
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key: it stops working at once, on every replica */
    delete: operations['ApiKeysController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every workspace's and the instance's entries, newest first (platform administrators)
     * @description format=csv answers every matching entry as CSV, as /api/audit/export does.
     */
    get: operations['AuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The matching entries as CSV, streamed (platform administrators) */
    get: operations['AuditController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign-in's second step with a passkey: the options for navigator.credentials.get()
     * @description For the account the mfa_token stands for, allowing its passkeys; 400 when it has none. The challenge is single use and valid 5 minutes.
     */
    post: operations['SecondStepPasskeyController_options'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether two-factor sign-in is on for the signed-in user */
    get: operations['TwoFactorController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/totp/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn two-factor sign-in off with the password and a code (or a recovery code)
     * @description A wrong code counts towards the lock of the second step (429 with Retry-After).
     */
    post: operations['TwoFactorController_disable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/totp/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn two-factor sign-in on with a code of the secret set up
     * @description Answers ten recovery codes, this once: each works once in place of a code.
     */
    post: operations['TwoFactorController_enable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/totp/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up a TOTP app: a new secret, as text and as an otpauth:// URL for a QR code
     * @description The only answer that holds the secret. Calling it again replaces a secret not confirmed yet; while two-factor sign-in is on: 409.
     */
    post: operations['TwoFactorController_setup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign-in's second step: the mfa_token and a code of the authenticator app or a recovery code */
    post: operations['AuthController_verifySecondStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password reset link by mail */
    post: operations['AuthController_forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description With two-factor sign-in on, the answer is { mfa_required, mfa_token } and no session: POST /auth/2fa/verify gives it.
     */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's passkeys, oldest first */
    get: operations['PasskeysController_list'];
    put?: never;
    /** Add a passkey: its name and what the browser answered to the registration options */
    post: operations['PasskeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one of your passkeys: it no longer signs in */
    delete: operations['PasskeysController_remove'];
    options?: never;
    head?: never;
    /** Rename one of your passkeys */
    patch: operations['PasskeysController_rename'];
    trace?: never;
  };
  '/api/auth/passkeys/authentication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with what the browser answered to the authentication options
     * @description Answers what POST /auth/login answers without two-factor sign-in.
     */
    post: operations['PasskeySignInController_signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys/authentication/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start signing in with a passkey: the options for navigator.credentials.get()
     * @description Names no account (discoverable credentials); the challenge is single use and valid 5 minutes.
     */
    post: operations['PasskeySignInController_options'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys/registration/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start adding a passkey: the options for navigator.credentials.create()
     * @description The challenge is single use, valid 5 minutes and bound to the signed-in user; at most 5 open at once (429). 409 at 20 passkeys.
     */
    post: operations['PasskeysController_registrationOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the signed-in user's password
     * @description Signs out the user's other sessions. The caller's session continues with the answer's token; the token the call was made with answers 401 from now on.
     */
    put: operations['AuthController_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update the signed-in user's name and email */
    put: operations['AuthController_updateProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register an account and sign in */
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations['AuthController_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's sessions, the most recently active first */
    get: operations['SessionsController_list'];
    put?: never;
    post?: never;
    /** Sign out of all other sessions: their tokens answer 401 at once */
    delete: operations['SessionsController_revokeOthers'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out of one session: its token answers 401 at once */
    delete: operations['SessionsController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out: the caller's session ends, its token answers 401 at once */
    delete: operations['SessionsController_signOut'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/{slug}/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the provider sends the browser back
     * @description Checks the state (single use), the code with its PKCE verifier and the ID token with its nonce, then redirects to /login/sso?code=… (a sign-in) or /settings?sso=… (a link) with a one-time code, valid 2 minutes.
     */
    get: operations['SsoController_callback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/{slug}/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start linking an identity of a provider to the signed-in account
     * @description Answers the provider’s sign-in page; the callback hands back to /settings?sso=….
     */
    post: operations['SsoController_startLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/{slug}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start signing in with a provider: redirects to its sign-in page
     * @description With state, nonce and a PKCE challenge (S256), kept server-side for 10 minutes and single use. A provider unknown, disabled or unreachable redirects to /login/sso with a one-time code whose exchange answers why.
     */
    get: operations['SsoController_start'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/enabled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The enabled sign-in providers, for the login screen: slug and name only */
    get: operations['SsoController_enabled'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange the one-time code of a sign-in for its answer
     * @description Answers what POST /auth/login answers: a session, or with two-factor sign-in on { mfa_required, mfa_token }. A refused sign-in answers its reason.
     */
    post: operations['SsoController_exchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/identities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The identities linked to the signed-in account */
    get: operations['SsoController_identities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/identities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Unlink an identity
     * @description Refused (409) when it is the account’s last way to sign in.
     */
    delete: operations['SsoController_unlink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/link/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Link the identity the one-time code of a link stands for */
    post: operations['SsoController_finishLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the sign-in providers
     * @description Client secrets are never answered.
     */
    get: operations['SsoProvidersController_list'];
    put?: never;
    /**
     * Add a sign-in provider
     * @description Runs discovery against the issuer first: a failure answers 400 naming why, and nothing is stored.
     */
    post: operations['SsoProvidersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sso/providers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a sign-in provider and the identities linked to it */
    delete: operations['SsoProvidersController_remove'];
    options?: never;
    head?: never;
    /**
     * Change a sign-in provider
     * @description An absent client_secret keeps the one set. Discovery runs again while the provider is enabled.
     */
    patch: operations['SsoProvidersController_update'];
    trace?: never;
  };
  '/api/auth/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List users, newest first unless sorted; q searches name or email
     * @description With page: { items, total, page, limit }; without it, every matching user as an array.
     */
    get: operations['UsersController_list'];
    put?: never;
    /** Create a user */
    post: operations['UsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a user and everything they own */
    delete: operations['UsersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/users/{id}/assign-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the plan of a user's personal workspace (an active subscription assigned by an administrator); planId null cancels it (Free Trial) */
    put: operations['AssignPlanController_assign'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a user's role */
    put: operations['UsersController_changeRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Messages, newest first unless sorted; q searches subject, sender name or email
     * @description With page: { items, total, page, limit }; without it, every matching message as an array.
     */
    get: operations['ContactController_list'];
    put?: never;
    /** Writes to the administrator: stored, and mailed to the contact email when SMTP is set */
    post: operations['ContactController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a contact message read */
    patch: operations['ContactController_markRead'];
    trace?: never;
  };
  '/api/contact/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unread messages, for the sidebar badge */
    get: operations['ContactController_unreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's custom domains, oldest first */
    get: operations['DomainsController_list'];
    put?: never;
    /**
     * Add a custom domain: pending until its DNS proves it
     * @description Answers the TXT record to add (or a CNAME to `cname_target`). A hostname is one workspace's on the instance (409); localhost, IP addresses, the panel's own host and names without a dot are refused (400). Past the plan's domain limit, or a role below admin: 403.
     */
    post: operations['DomainsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the workspace’s domains */
    get: operations['DomainsController_get'];
    put?: never;
    post?: never;
    /** Remove a domain no code uses (409 while codes use it) */
    delete: operations['DomainsController_remove'];
    options?: never;
    head?: never;
    /** Where the bare domain and unknown keys send people */
    patch: operations['DomainsController_update'];
    trace?: never;
  };
  '/api/domains/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the domain’s DNS now
     * @description Verified once the TXT record or the CNAME is found; otherwise `last_check_message` says why not.
     */
    post: operations['DomainsController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/tls-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the TLS edge may get a certificate for a host (on-demand TLS)
     * @description 200 for a verified custom domain or the panel's own host, 404 for anything else. Asked by the edge before it requests a certificate; the gateway does not pass it from outside. More than 120 questions a minute from one address: 429.
     */
    get: operations['DomainsController_tlsCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/folders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active workspace's folders by name, each with its number of codes (admins: ?userId= for a user's own workspace's) */
    get: operations['FoldersController_list'];
    put?: never;
    /** Make a folder (names are unique per workspace, whatever the case) */
    post: operations['FoldersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/folders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a folder */
    put: operations['FoldersController_rename'];
    post?: never;
    /** Delete a folder; its codes stay, in no folder */
    delete: operations['FoldersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** State of the api and of each dependency */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invitation's workspace, inviter, role and status (for its public page) */
    get: operations['InvitationsController_preview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the workspace, signed in as the address the invitation was sent to */
    post: operations['InvitationsController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make an account with the invitation's address and join its workspace, signed in; open while registration is closed */
    post: operations['InvitationsController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Plans on offer (active only), cheapest first */
    get: operations['PlansController_listActive'];
    put?: never;
    /** Create a plan */
    post: operations['PlansController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plans/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a plan */
    put: operations['PlansController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plans/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Archives a plan: subscribers keep it, nobody new can choose it */
    patch: operations['PlansController_archive'];
    trace?: never;
  };
  '/api/plans/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every plan, for the Assign Plan dialog (archived ones cannot be assigned) */
    get: operations['PlansController_listForAssignment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plans/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every plan, archived included, with its subscriber count */
    get: operations['PlansController_listAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qr-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active workspace's templates and the published ones, by name */
    get: operations['TemplatesController_list'];
    put?: never;
    /** Save a design as a template (names unique per workspace; the workspace plan's template_limit applies; viewers: 403; shared: super_admin only) */
    post: operations['TemplatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qr-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One template (the workspace's or published) */
    get: operations['TemplatesController_read'];
    /** Rename, redesign, publish or withdraw a template; codes made from it keep their design */
    put: operations['TemplatesController_update'];
    post?: never;
    /** Delete a template; codes made from it keep their design */
    delete: operations['TemplatesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a code
     * @description A url destination must be an absolute http(s) URL (422 otherwise); a design that would not scan: 422 with its cause. Past the plan's QR-code limit: 403.
     */
    post: operations['QrCodesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One QR code */
    get: operations['QrCodesController_get'];
    /**
     * Edit a dynamic code
     * @description Static codes cannot be edited (400). A changed url destination is kept in the history.
     */
    put: operations['QrCodesController_update'];
    post?: never;
    /** Delete a code with its history and scans */
    delete: operations['QrCodesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A url code's earlier destinations, newest first */
    get: operations['QrCodesController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The code as a PNG, SVG or PDF
     * @description Drawn with the code's design (the same picture as the web preview); size is the width in pixels. A PDF is vector, on a page the size of the code plus a margin.
     */
    get: operations['QrCodesController_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/{id}/reassign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Give a dynamic code to another user (admins) */
    put: operations['QrCodesController_reassign'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a dynamic code's status: active, paused or suspended (admins) */
    put: operations['QrCodesController_setStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every code with its owner, newest first unless sorted (admins; ?userId= for one owner)
     * @description With page: { items, total, page, limit }; without it, every matching code as an array.
     */
    get: operations['QrCodesController_listAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Global Analytics: every code (admins) */
    get: operations['AnalyticsController_admin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The scans in scope as CSV (own codes, or all for admins by default; from–to when given), streamed */
    get: operations['AnalyticsController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events: each scan in scope as it is stored (event `scan`, its data a LiveScan), heartbeat comments every 15 s. Authorization header, or ?ticket=. At most 5 streams per user at once (429) */
    get: operations['LiveController_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/live/recent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The scans of the last 30 minutes in scope: how many, and the latest 10 */
    get: operations['LiveController_recent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/live/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A ticket that opens the live stream once, within 60 s (for EventSource)
     * @description At most 10 unused tickets per user at once (429 with Retry-After)
     */
    post: operations['LiveController_ticket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/scans-over-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scans a day over the last 30 days (UTC), or a day, week or month over from–to, zeros included, in scope (own codes, or all for admins by default) */
    get: operations['AnalyticsController_scansOverTime'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/top': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The codes scanned most in the last 30 days (UTC, today included), with their scans in the 30 days before: own codes, or all for admins */
    get: operations['TopCodesController_top'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/analytics/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My Analytics: the active workspace’s codes */
    get: operations['AnalyticsController_user'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete, pause, activate, move or tag many codes: the ids given, or every code a filter matches
     * @description Users act on their own codes only (another's id fails as not found, a filter's userId naming another user answers 403); admins on any. Answers how many codes were reached and changed, and which failed and why.
     */
    post: operations['QrCodesController_bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/export.zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A ZIP of codes as PNG, SVG or PDF, with codes.csv listing them (at most 10,000)
     * @description The list's filters (users: their own codes, a userId naming another answering 403; admins: everyone's, userId for one owner) or ids=1,2,3. Streamed as it is built; X-Codes-Total says how many codes it holds, and with progress=<token> GET /qrcodes/export/progress/{token} follows it. Or, instead of all of these and the Authorization header, ticket=… from POST /qrcodes/export/ticket.
     */
    get: operations['CodeExportsController_zip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/export/progress/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How far a ZIP being built is (the token its download was given) */
    get: operations['CodeExportsController_progress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/export/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A ticket that downloads the ZIP this query describes once, within 60 s (for a browser)
     * @description The same query as export.zip, checked now. A browser then navigates to export.zip?ticket=… (no Authorization header), so it saves the ZIP to disk as it comes, and follows it with GET /qrcodes/export/progress/{progress}.
     */
    post: operations['CodeExportsController_ticket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active workspace's ten newest imports, newest first */
    get: operations['CodeImportsController_latest'];
    put?: never;
    /**
     * Import codes from a CSV file (at most 10,000 rows and 5 MB)
     * @description Columns: label, type, generation_type, content, folder, tags (separated by |), and optionally size, foreground_color, background_color, frame_id and design (JSON). UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252. The file is checked at once (400 for its header or row count, 413 past 5 MB); its rows are made in the background, each as a single create would be: follow GET /qrcodes/import/{id}. One upload per user is read at a time: another sent meanwhile answers 429.
     */
    post: operations['CodeImportsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/import/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where an import stands: counts, status and the first 100 refused rows */
    get: operations['CodeImportsController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/import/{id}/errors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import's refused rows with their messages, as CSV */
    get: operations['CodeImportsController_errors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/import/template.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A CSV template with every column and an example row of each kind */
    get: operations['CodeImportsController_template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/keys/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a short key is free
     * @description For a new code of the active workspace, or with ?code= for that code (its own key is free to it). Keys are unique whatever the case; the panel's own words are refused.
     */
    get: operations['QrCodesController_checkKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/my': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The active workspace's codes, newest first unless sorted
     * @description With page: { items, total, page, limit }; without it, every matching code as an array.
     */
    get: operations['QrCodesController_listOwn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/redirect/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a dynamic QR code shows when scanned (its content, or why it cannot) */
    get: operations['RedirectController_resolve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/redirect/{uuid}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a password-protected code
     * @description Answers what GET /api/qrcodes/redirect/{uuid} answers for an open code, and records the scan once. A hosted page (a page type no rule sends elsewhere) answers its { type, data } and sets a cookie that opens its scan address for an hour; its scan is recorded when that address serves the page. A wrong password answers 401 "Incorrect password."; one address has five passwords checked per code within 10 minutes (a right one does not count; guesses by uuid and by key count together), the sixth and later answer 429 with Retry-After unchecked. While too many passwords are being checked at once, 503 with Retry-After.
     */
    post: operations['RedirectController_unlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/short/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a dynamic QR code shows when scanned at its short address (as GET /api/qrcodes/redirect/{uuid})
     * @description The key is found whatever its case.
     */
    get: operations['ShortKeyController_resolve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/short/{key}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a password-protected code scanned at its short address
     * @description Answers what GET /api/qrcodes/short/{key} answers for an open code, and records the scan once. A hosted page (a page type no rule sends elsewhere) answers its { type, data } and sets a cookie that opens its scan address for an hour; its scan is recorded when that address serves the page. A wrong password answers 401 "Incorrect password."; one address has five passwords checked per code within 10 minutes (a right one does not count; guesses by uuid and by key count together), the sixth and later answer 429 with Retry-After unchecked. While too many passwords are being checked at once, 503 with Retry-After.
     */
    post: operations['ShortKeyController_unlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/stats/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dashboard in the caller’s scope: the active workspace’s codes, or every code for an admin */
    get: operations['DashboardController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/qrcodes/stats/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active workspace's use of its plan: codes, and counted scans this calendar month (UTC), each with the plan's limit (0: none) */
    get: operations['DashboardController_usage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Application settings (all of them for administrators, the public part otherwise) */
    get: operations['SettingsController_get'];
    /**
     * Saves the given settings (the screen sends them all, secrets masked as read)
     * @description Changing a payment or mail secret, or the SMTP host or port, is for the super_admin: 403 for an administrator, who may still send them back unchanged.
     */
    put: operations['SettingsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/test-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a test email with the saved SMTP settings
     * @description Answers 200 with what the SMTP server said, 400 when SMTP is not set, 502 with the error text when the server refuses or cannot be reached.
     */
    post: operations['MailController_sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Confirms a pending manual payment: the plan is active for one billing interval
     * @description 403 for the administrator's own payment: another administrator must confirm it.
     */
    patch: operations['SubscriptionsController_approve'];
    trace?: never;
  };
  '/api/subscriptions/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Refuses a pending manual payment: the subscription is cancelled */
    patch: operations['SubscriptionsController_reject'];
    trace?: never;
  };
  '/api/subscriptions/create-checkout-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts paying for the active workspace's plan through a gateway (a plan priced 0 is given at once); its owners only
     * @description The answer depends on the gateway: Stripe sessionId + url; PayPal orderId + approval url; Razorpay key, order, planName, user; manual message + instructions; a free plan gateway 'free' and message. A disabled or unconfigured gateway (and PhonePe) answers 400 'Selected payment gateway is not configured yet.'; a gateway that fails answers 502.
     */
    post: operations['SubscriptionsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active workspace's subscription in force and newest pending one (the payment-success page polls it); every member reads them */
    get: operations['SubscriptionsController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Subscriptions and payments, newest first (e.g. ?status=pending&gateway=manual), with the gateway events refused for each (?refused=true: only those; ?decided=true: the manual payments an administrator approved or rejected, with who and when) */
    get: operations['SubscriptionsController_payments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/paypal/capture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Captures the caller's approved PayPal order and, once amount and currency check out, activates the plan */
    post: operations['SubscriptionsController_capturePaypal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/razorpay/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks Razorpay's payment signature against the caller's stored order and activates the plan */
    post: operations['SubscriptionsController_verifyRazorpay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/webhooks/razorpay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Razorpay events: payment.captured and order.paid confirm a payment */
    post: operations['WebhooksController_razorpayEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe events: checkout.session.completed, invoice.paid, customer.subscription.updated/deleted */
    post: operations['WebhooksController_stripeEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file for hosted pages: a PDF (at most 20 MB) or a PNG, JPEG or WebP image
     * @description Checked by its content, never its name. Images are re-encoded without metadata, upright, at most 4096 px a side (64 megapixels at most as sent). The bytes count against the workspace plan’s storage_limit_mb (403 past it). One upload of a workspace runs at a time; 429 when too many wait.
     */
    post: operations['PageFilesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded file, as a hosted page shows it */
    get: operations['PageFilesController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a logo for QR codes (PNG, JPEG or SVG, at most 1 MB and 2048 × 2048 pixels) */
    post: operations['UploadsController_uploadLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/logos/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded logo */
    get: operations['UploadsController_logo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/storage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active workspace's storage: what its files take and what its plan allows */
    get: operations['PageFilesController_storage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's webhook endpoints, newest first (never their secrets) */
    get: operations['WebhooksController_list'];
    put?: never;
    /** Add an endpoint: the answer holds its signing secret, shown this once */
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One endpoint */
    get: operations['WebhooksController_get'];
    put?: never;
    post?: never;
    /** Delete an endpoint with its delivery log */
    delete: operations['WebhooksController_remove'];
    options?: never;
    head?: never;
    /** Change an endpoint, or enable a disabled one again */
    patch: operations['WebhooksController_update'];
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The endpoint’s deliveries, newest first, 25 a page, each with its attempts */
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again now (once), with the same webhook-id */
    post: operations['WebhooksController_redeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new signing secret, shown this once; the replaced one signs deliveries too for 24 hours, then stops */
    post: operations['WebhooksController_rotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's workspaces, each with the caller's role and its number of members */
    get: operations['WorkspacesController_mine'];
    put?: never;
    /**
     * Make a workspace, the caller its owner
     * @description It starts on the Free Trial. Past the Free Trial workspaces a person may own (the setting free_trial_workspace_limit, their personal one included; none for platform administrators): 403. More than 10 made in an hour: 429 with Retry-After.
     */
    post: operations['WorkspacesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the caller’s workspaces */
    get: operations['WorkspacesController_get'];
    put?: never;
    post?: never;
    /** Delete a workspace (owners; not the caller's only one): its members and invitations go with it; another member left with none gets a personal workspace */
    delete: operations['WorkspacesController_remove'];
    options?: never;
    head?: never;
    /**
     * Rename a workspace or set the time zone of its analytics (owners and admins); require two-factor sign-in of its members (owners)
     * @description A new time zone counts the hours of the week of the next scans in it; scans already counted stay where they were. With require_2fa, a member without two-factor sign-in is asked to set it up at their next sign-in (mfa_enrollment_required).
     */
    patch: operations['WorkspacesController_update'];
    trace?: never;
  };
  '/api/workspaces/{id}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A workspace's audit log, newest first (owners and admins)
     * @description format=csv answers every matching entry as CSV, as …/audit/export does.
     */
    get: operations['WorkspaceAuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/audit/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A workspace's matching audit entries as CSV, streamed (owners and admins) */
    get: operations['WorkspaceAuditController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A workspace's invitations, newest first (owners and admins) */
    get: operations['WorkspacesController_listInvitations'];
    put?: never;
    /** Invite someone by email with a role; the link is mailed and answered this once */
    post: operations['WorkspacesController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation: its link stops working */
    delete: operations['WorkspacesController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/invitations/{invitationId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an invitation again, with a new link and seven more days */
    post: operations['WorkspacesController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leave a workspace (not its last owner) */
    post: operations['WorkspacesController_leave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A workspace's members with their roles */
    get: operations['WorkspacesController_members'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member (owners and admins; an owner only by an owner) */
    delete: operations['WorkspacesController_removeMember'];
    options?: never;
    head?: never;
    /** Change a member's role (owners and admins; an owner's only by an owner) */
    patch: operations['WorkspacesController_changeRole'];
    trace?: never;
  };
  '/api/workspaces/{id}/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Gives a workspace a plan (an active subscription assigned by an administrator); planId null cancels it (Free Trial) */
    put: operations['WorkspacePlanController_setPlan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of its plan's seats a workspace fills: members and pending invitations, and the plan's limit (0: none; owners and admins) */
    get: operations['WorkspacesController_seats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/{id}/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hand the workspace to another member: they become an owner, the caller an admin */
    post: operations['WorkspacesController_transfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspaces/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every workspace with its owner, members, plan and codes, newest first unless sorted; q searches names (platform admins) */
    get: operations['WorkspacesOverviewController_list'];
    put?: never;
    post?: never;
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
    AnalyticsSummaryDto: {
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
      /** @description Beside linkClicks: taps per 100 scans, all time (one decimal); null before any scan */
      tapThroughRate?: number | null;
      totalQRCodes: number;
      /** @description People’s scans (no bots, no blocked scans) */
      totalScans: number;
      /** @description Distinct visitors a day per code, added up */
      totalUniqueScans: number;
    };
    ApiKeyResponseDto: {
      /** Format: date-time */
      created_at: string;
      /** @description The member who made it: it acts with their role in the workspace */
      created_by: number;
      id: number;
      /** Format: date-time */
      last_used_at: string | null;
      /** @example Shop catalogue sync */
      name: string;
      /**
       * @description The key’s first characters
       * @example qrp_3fZk9QaB
       */
      prefix: string;
      scopes: ('qrcodes:read' | 'qrcodes:write' | 'analytics:read' | 'webhooks:write' | 'domains:write')[];
      /** @description The workspace it was made in, and acts in */
      workspace_id: number;
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
    AssignPlanDto: {
      /**
       * @description null removes the plan (Free Trial)
       * @example 2
       */
      planId: number | null;
    };
    AuditEntryResponseDto: {
      /** @enum {string} */
      action:
        | 'code.created'
        | 'code.updated'
        | 'code.deleted'
        | 'code.bulk_delete'
        | 'code.bulk_pause'
        | 'code.bulk_activate'
        | 'code.bulk_move'
        | 'code.bulk_add_tags'
        | 'code.bulk_remove_tags'
        | 'workspace.created'
        | 'workspace.updated'
        | 'workspace.deleted'
        | 'member.role_changed'
        | 'member.removed'
        | 'member.left'
        | 'invitation.sent'
        | 'invitation.resent'
        | 'invitation.revoked'
        | 'invitation.accepted'
        | 'api_key.created'
        | 'api_key.revoked'
        | 'webhook.created'
        | 'webhook.updated'
        | 'webhook.rotated'
        | 'webhook.deleted'
        | 'domain.added'
        | 'domain.verified'
        | 'domain.updated'
        | 'domain.deleted'
        | 'file.uploaded'
        | 'subscription.created'
        | 'subscription.changed'
        | 'subscription.cancelled'
        | 'settings.updated'
        | 'user.role_changed'
        | 'user.deleted'
        | 'auth.signed_in'
        | 'auth.sign_in_failed'
        | 'auth.2fa_enabled'
        | 'auth.2fa_disabled'
        | 'auth.2fa_recovery_code_used';
      actor_api_key_id: number | null;
      /**
       * @description The actor as named when they acted
       * @example ana@example.com
       */
      actor_label: string;
      /** @enum {string} */
      actor_type: 'user' | 'api_key' | 'system' | 'anonymous';
      /** @description The user who acted (an API key's maker) */
      actor_user_id: number | null;
      /** Format: date-time */
      created_at: string;
      /**
       * @description What the action tells of the change; secrets read as ********
       * @example {
       *       "fields": [
       *         "destination_url"
       *       ],
       *       "destination": {
       *         "from": "https://a.example",
       *         "to": "https://b.example"
       *       }
       *     }
       */
      details: {
        [key: string]: unknown;
      } | null;
      id: number;
      /** @description The X-Request-Id of the request that made it */
      request_id: string | null;
      target_id: number | null;
      /** @example Menu */
      target_label: string;
      /** @enum {string} */
      target_type:
        | 'code'
        | 'workspace'
        | 'member'
        | 'invitation'
        | 'api_key'
        | 'webhook'
        | 'domain'
        | 'file'
        | 'subscription'
        | 'settings'
        | 'user';
      /** @description null: the instance's own (settings, users, sign-ins) */
      workspace_id: number | null;
    };
    AuditPageResponseDto: {
      items: components['schemas']['AuditEntryResponseDto'][];
      /** @example 25 */
      limit: number;
      /** @example 1 */
      page: number;
      /** @example 3 */
      total: number;
    };
    AuthResponseDto: {
      /**
       * @description Sign-in only: two-factor sign-in is required of this account (require_2fa_admins) and not set up yet
       * @enum {boolean}
       */
      mfa_enrollment_required?: true;
      /** @description Bearer token */
      token: string;
      user: components['schemas']['UserResponseDto'];
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
    BulkActionDto: {
      /** @enum {string} */
      action: 'delete' | 'pause' | 'activate' | 'move' | 'add_tags' | 'remove_tags';
      /** @description The list filters: every code they match */
      filter?: components['schemas']['CodeListFilterDto'];
      /** @description move: the folder, or null for none */
      folderId?: number | null;
      /**
       * @example [
       *       12,
       *       13,
       *       14
       *     ]
       */
      ids?: number[];
      /** @description add_tags, remove_tags */
      tags?: string[];
    };
    BulkFailureResponseDto: {
      id: number;
      /** @example Static QR codes have no status. */
      message: string;
    };
    BulkResultResponseDto: {
      /** @enum {string} */
      action: 'delete' | 'pause' | 'activate' | 'move' | 'add_tags' | 'remove_tags';
      /** @description Codes the action changed */
      changed: number;
      failed: components['schemas']['BulkFailureResponseDto'][];
      /** @description Codes the ids or the filter named */
      matched: number;
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
    ChangeMemberRoleDto: {
      /** @enum {string} */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
    };
    ChangePasswordDto: {
      /** Format: password */
      currentPassword: string;
      /** Format: password */
      newPassword: string;
    };
    CheckoutUserDto: {
      email: string;
      name: string;
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
    CodeImportResponseDto: {
      created: number;
      /** Format: date-time */
      created_at: string;
      /** @description The first 100 refused rows; the errors CSV has them all */
      errors: components['schemas']['ImportRowErrorDto'][];
      failed: number;
      /** @example menus.csv */
      file_name: string;
      /** Format: date-time */
      finished_at: string | null;
      id: number;
      /**
       * @description Why the import stopped (status failed); null otherwise
       * @example null
       */
      message: string | null;
      /** @description Rows made or refused so far */
      processed: number;
      /** @enum {string} */
      status: 'queued' | 'running' | 'done' | 'failed';
      /** @description Rows in the file */
      total: number;
    };
    CodeImportStartedResponseDto: {
      id: number;
      /** @description Rows to make */
      total: number;
    };
    CodeListFilterDto: {
      /** @description A folder id, or "none": the codes in no folder */
      folderId?: number;
      /** @enum {string} */
      generation_type?: 'dynamic' | 'static';
      q?: string;
      /** @enum {string} */
      status?: 'active' | 'paused' | 'suspended' | 'expired';
      tag?: string;
      /** @enum {string} */
      type?: 'url' | 'text' | 'email' | 'phone' | 'sms' | 'vcard' | 'wifi';
      /** @description Admins: one owner's codes (a user naming another: 403) */
      userId?: number;
    };
    ContactBlockDto: {
      email: string;
      /** @enum {string} */
      kind: 'contact';
      name: string;
      org: string;
      phone: string;
    };
    ContactMessageResponseDto: {
      /** Format: date-time */
      created_at: string;
      id: number;
      is_read: boolean;
      message: string;
      sender_email: string;
      sender_name: string;
      subject: string;
      /** @description null once the account is deleted */
      user_id: number | null;
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
    CreateApiKeyDto: {
      /** @example Shop catalogue sync */
      name: string;
      /**
       * @example [
       *       "qrcodes:read",
       *       "qrcodes:write"
       *     ]
       */
      scopes: ('qrcodes:read' | 'qrcodes:write' | 'analytics:read' | 'webhooks:write' | 'domains:write')[];
    };
    CreateCheckoutSessionDto: {
      /**
       * @description Ignored for a plan priced 0. PhonePe answers 400 'Selected payment gateway is not configured yet.'
       * @example stripe
       * @enum {string}
       */
      gateway: 'stripe' | 'paypal' | 'razorpay' | 'phonepe' | 'manual';
      /**
       * @description An active plan; its stored price and currency are charged
       * @example 2
       */
      planId: number;
    };
    CreateContactMessageDto: {
      message: string;
      /** @example Question about my plan */
      subject: string;
    };
    CreatedApiKeyResponseDto: {
      /** Format: date-time */
      created_at: string;
      /** @description The member who made it: it acts with their role in the workspace */
      created_by: number;
      id: number;
      /**
       * @description The key itself, shown this once only
       * @example qrp_3fZk9QaBm1xY0c7Lr2dWq8sNtVh4eJp6uKg5oAiXbCw
       */
      key: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** @example Shop catalogue sync */
      name: string;
      /**
       * @description The key’s first characters
       * @example qrp_3fZk9QaB
       */
      prefix: string;
      scopes: ('qrcodes:read' | 'qrcodes:write' | 'analytics:read' | 'webhooks:write' | 'domains:write')[];
      /** @description The workspace it was made in, and acts in */
      workspace_id: number;
    };
    CreatedInvitationResponseDto: {
      /** Format: date-time */
      created_at: string;
      email: string;
      /** Format: date-time */
      expires_at: string;
      id: number;
      /** @description The inviter's name */
      invited_by: string | null;
      /** @description The link the invitation mail carries, shown this once */
      link: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'revoked' | 'expired';
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
    CreatePlanDto: {
      /**
       * @description API keys a subscriber may have: 0 = none, -1 = unlimited
       * @default 5
       */
      api_key_limit?: number;
      /**
       * @description Public API requests a minute per key
       * @default 120
       */
      api_rate_limit?: number;
      /**
       * @default month
       * @enum {string}
       */
      billing_interval?: 'month' | 'year';
      /**
       * @description ISO 4217 code; upper-cased
       * @example USD
       */
      currency: string;
      /** @default  */
      description?: string;
      /**
       * @description Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited
       * @default 0
       */
      domain_limit?: number;
      features?: components['schemas']['PlanFeaturesDto'];
      /** @default false */
      is_featured?: boolean;
      /**
       * @description Members a workspace on this plan may have; 0 = unlimited
       * @default 0
       */
      member_limit?: number;
      /** @example Pro */
      name: string;
      /**
       * @description At most 2 decimals
       * @example 9.99
       */
      price: number;
      /**
       * @description QR codes a subscriber may have; 0 = unlimited
       * @example 50
       */
      qr_code_limit: number;
      /**
       * @description Scans per calendar month; 0 = unlimited
       * @example 10000
       */
      scan_limit: number;
      /**
       * @default active
       * @enum {string}
       */
      status?: 'active' | 'archived';
      /**
       * @description MB of files (hosted pages' PDFs and images) a workspace may keep: 0 = none, -1 = unlimited
       * @default 100
       */
      storage_limit_mb?: number;
      /**
       * @description Saved design templates; 0 = none, -1 = unlimited. Left out: unlimited on a new plan, unchanged on an edit
       * @default -1
       * @example 10
       */
      template_limit?: number;
      /**
       * @description Days of free trial; 0 = none
       * @example 14
       */
      trial_period_days: number;
    };
    CreateSsoProviderDto: {
      /**
       * @example [
       *       "example.com"
       *     ]
       */
      allowed_domains?: string[];
      /** @description Make an account for a verified email of allowed_domains */
      auto_create?: boolean;
      /** @example qr-panel */
      client_id: string;
      /** @description Never answered back */
      client_secret: string;
      /** @description Shown on the login screen and usable (default true) */
      enabled?: boolean;
      /** @example https://login.example.com */
      issuer: string;
      /** @example Company SSO */
      name: string;
      /**
       * @description Their role there
       * @enum {string|null}
       */
      role?: 'admin' | 'editor' | 'viewer' | null;
      /** @example company-sso */
      slug: string;
      /** @description The workspace new accounts join */
      workspace_id?: number | null;
    };
    CreateTemplateDto: {
      /** @description The design, checked as a code's is: 400 with field messages when malformed, 422 with the cause when it would not scan (drawn for a dynamic code of this installation). */
      design: components['schemas']['QrDesignDoc'];
      /** @example Brand blue */
      name: string;
      /** @description Published to everyone (super_admin only) */
      shared?: boolean;
    };
    CreateUserDto: {
      /** @example ada@example.com */
      email: string;
      /** @example Ada Lovelace */
      name: string;
      /** Format: password */
      password: string;
      /**
       * @default user
       * @enum {string}
       */
      role?: 'super_admin' | 'admin' | 'user';
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
    DashboardStatsDto: {
      /** @description super_admin only */
      activeSubscriptions?: number;
      dynamicQRs: number;
      staticQRs: number;
      totalQRs: number;
      totalScans: number;
      /** @description super_admin only */
      totalUsers?: number;
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
    ErrorResponseDto: {
      /** @example Bad Request */
      error: string;
      /** @description Validation failures by field */
      fields?: {
        [key: string]: string[];
      };
      message: string | string[];
      /** @description Given on 500 answers; the same id is in the server log */
      requestId?: string;
      /** @example 400 */
      statusCode: number;
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
    ExportProgressResponseDto: {
      /** @description Codes added so far */
      done: number;
      /** @description Whether it ended before every code was in (cancelled or broken off) */
      failed: boolean;
      /** @description Whether the ZIP is complete (or was cut off) */
      finished: boolean;
      /** @description Codes in the ZIP */
      total: number;
    };
    ExportTicketResponseDto: {
      /** Format: date-time */
      expires_at: string;
      /** @description GET /qrcodes/export/progress/{progress} follows the download */
      progress: string;
      /** @description Opens the download once: GET /qrcodes/export.zip?ticket=… */
      ticket: string;
      /** @description Codes in the ZIP, as they match now */
      total: number;
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
    FileUploadResponseDto: {
      /** @example application/pdf */
      content_type: string;
      /** @description An image's height in pixels as stored */
      height?: number;
      /** @enum {string} */
      kind: 'pdf' | 'image';
      /** @example /api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.pdf */
      path: string;
      /** @description Bytes stored (an image's after re-encoding) */
      size: number;
      /** @description An image's width in pixels as stored */
      width?: number;
    };
    FolderResponseDto: {
      /** @description How many codes it holds */
      codes_count: number;
      /** Format: date-time */
      created_at: string;
      id: number;
      name: string;
      user_id: number;
    };
    ForgotPasswordDto: {
      /** @example ada@example.com */
      email: string;
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
    FreeCheckoutResponseDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      gateway: 'free';
      /** @example Your plan is now active. */
      message: string;
      /**
       * @example pending
       * @enum {string}
       */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** @description The subscription this checkout made */
      subscriptionId: number;
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
    ImportRowErrorDto: {
      /** @example The destination must start with http:// or https://. */
      message: string;
      /**
       * @description The row in the file, the header being row 1
       * @example 4
       */
      row: number;
    };
    InvitationPreviewResponseDto: {
      email: string;
      inviter_name: string | null;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'revoked' | 'expired';
      workspace_name: string;
    };
    InvitationRegisterDto: {
      /** @example Ada Lovelace */
      name: string;
      /** Format: password */
      password: string;
    };
    InvitationRegisteredResponseDto: {
      /** @description Bearer token */
      token: string;
      user: components['schemas']['UserResponseDto'];
      /** @description The workspace joined */
      workspace: components['schemas']['WorkspaceResponseDto'];
    };
    InviteDto: {
      /** @example ada@example.com */
      email: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
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
    LiveCodeDto: {
      id: number;
      /** @description The code’s key (its redirect address’s uuid) */
      key: string;
      /** @example Menu */
      label: string;
    };
    LiveRecentDto: {
      /** @description The latest of them (up to 10), newest first */
      latest: components['schemas']['LiveScanDto'][];
      /** @description Scans counted in the last 30 minutes */
      scans: number;
    };
    LiveScanDto: {
      /** @example 2026-01-05T09:12:44.000Z */
      at: string;
      /** @example London */
      city: string | null;
      code: components['schemas']['LiveCodeDto'];
      /** @example GB */
      country: string | null;
      /** @example mobile */
      device: string;
      /** @example iOS */
      os: string;
    };
    LiveTicketDto: {
      /** @example 2026-01-05T09:13:44.000Z */
      expires_at: string;
      /** @description Opens the stream once: GET /qrcodes/analytics/live?ticket=… */
      ticket: string;
    };
    LoginDto: {
      /** @example ada@example.com */
      email: string;
      /** Format: password */
      password: string;
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
    LogoUploadResponseDto: {
      /** @example /api/uploads/logos/3q2-7wEjRzCkS0u1Vb9yQm5X.png */
      logoPath: string;
    };
    ManualCheckoutResponseDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      gateway: 'manual';
      /** @description Payment instructions from the settings */
      instructions: string;
      message: string;
      /**
       * @example pending
       * @enum {string}
       */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** @description The subscription this checkout made */
      subscriptionId: number;
    };
    MessageResponseDto: {
      message: string;
    };
    MfaChallengeResponseDto: {
      /** @enum {boolean} */
      mfa_required: true;
      /** @description For POST /api/auth/2fa/verify only, valid 5 minutes */
      mfa_token: string;
    };
    MfaPasskeyOptionsDto: {
      /** @description The mfa_token sign-in answered */
      mfa_token: string;
    };
    MfaVerifyDto: {
      /**
       * @description The 6-digit code of the authenticator app
       * @example 492039
       */
      code?: string;
      /** @description The mfa_token sign-in answered */
      mfa_token: string;
      /** @description In place of `code`: what the browser answered to POST /api/auth/2fa/passkey/options (AuthenticationResponseJSON) */
      passkey?: components['schemas']['PasskeyResponseJsonDto'];
      /**
       * @description One of the recovery codes, in place of `code`
       * @example 7kq2m-x9d4p
       */
      recovery_code?: string;
    };
    MoneyDto: {
      /** @example 99.9 */
      amount: number;
      /** @example USD */
      currency: string;
    };
    MonthlyStatDto: {
      /** @example 2026-01 */
      month: string;
      newUsers: number;
      revenue: components['schemas']['MoneyDto'][];
    };
    MySubscriptionResponseDto: {
      /** @description Trialing or active; null: Free Trial */
      current: components['schemas']['SubscriptionResponseDto'] | null;
      /** @description The newest checkout awaiting payment */
      pending: components['schemas']['SubscriptionResponseDto'] | null;
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
    PasskeyAlgorithmDto: {
      /**
       * @description A COSE algorithm
       * @example -7
       */
      alg: number;
      /** @enum {string} */
      type: 'public-key';
    };
    PasskeyCreateDto: {
      /** @example Work laptop */
      name: string;
      /** @description What navigator.credentials.create() answered to the registration options, as JSON (RegistrationResponseJSON) */
      response: components['schemas']['PasskeyResponseJsonDto'];
    };
    PasskeyCreationOptionsResponseDto: {
      /** @enum {string} */
      attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
      authenticatorSelection?: components['schemas']['PasskeySelectionDto'];
      /** @description base64url; single use, valid 5 minutes */
      challenge: string;
      /** @description The account’s passkeys already added */
      excludeCredentials?: components['schemas']['PasskeyDescriptorDto'][];
      extensions?: {
        [key: string]: unknown;
      };
      pubKeyCredParams: components['schemas']['PasskeyAlgorithmDto'][];
      rp: components['schemas']['PasskeyRelyingPartyDto'];
      /** @description Milliseconds */
      timeout?: number;
      user: components['schemas']['PasskeyUserDto'];
    };
    PasskeyDescriptorDto: {
      /** @description The credential id, base64url */
      id: string;
      transports?: string[];
      /** @enum {string} */
      type: 'public-key';
    };
    PasskeyRelyingPartyDto: {
      /**
       * @description The public URL’s host
       * @example qr.example.com
       */
      id?: string;
      /**
       * @description The app name of the settings
       * @example QR Panel
       */
      name: string;
    };
    PasskeyRenameDto: {
      /** @example Work laptop */
      name: string;
    };
    PasskeyRequestOptionsResponseDto: {
      /** @description Empty at passwordless sign-in */
      allowCredentials?: components['schemas']['PasskeyDescriptorDto'][];
      /** @description base64url; single use, valid 5 minutes */
      challenge: string;
      extensions?: {
        [key: string]: unknown;
      };
      rpId?: string;
      /** @description Milliseconds */
      timeout?: number;
      /** @enum {string} */
      userVerification?: 'discouraged' | 'preferred' | 'required';
    };
    PasskeyResponseDto: {
      /** Format: date-time */
      created_at: string;
      /** @example 3 */
      id: number;
      /**
       * Format: date-time
       * @description The last sign-in with it
       */
      last_used_at: string | null;
      /** @example Work laptop */
      name: string;
    };
    PasskeyResponseJsonDto: {
      /** @enum {string} */
      authenticatorAttachment?: 'platform' | 'cross-platform';
      clientExtensionResults: {
        [key: string]: unknown;
      };
      /** @description The credential id, base64url */
      id: string;
      /** @description The same as id */
      rawId: string;
      /** @description clientDataJSON, and attestationObject or authenticatorData and signature, base64url */
      response: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      type: 'public-key';
    };
    PasskeySelectionDto: {
      /** @enum {string} */
      authenticatorAttachment?: 'platform' | 'cross-platform';
      requireResidentKey?: boolean;
      /** @enum {string} */
      residentKey?: 'discouraged' | 'preferred' | 'required';
      /** @enum {string} */
      userVerification?: 'discouraged' | 'preferred' | 'required';
    };
    PasskeySignInDto: {
      /** @description What navigator.credentials.get() answered to the authentication options, as JSON (AuthenticationResponseJSON) */
      response: components['schemas']['PasskeyResponseJsonDto'];
    };
    PasskeyUserDto: {
      /** @example Ada Lovelace */
      displayName: string;
      /** @description The account’s opaque user handle, base64url */
      id: string;
      /** @example ada@example.com */
      name: string;
    };
    PasswordChangedResponseDto: {
      message: string;
      /** @description The caller's session's new bearer token: the one it was called with no longer works */
      token: string;
    };
    PaymentDeciderDto: {
      id: number;
      name: string;
    };
    PaymentResponseDto: {
      /**
       * @description Price of one period; 0 for admin-assigned and free plans
       * @example 19.99
       */
      amount: number;
      /** @enum {string} */
      billing_interval: 'month' | 'year';
      /** Format: date-time */
      created_at: string;
      /** @example USD */
      currency: string;
      /**
       * Format: date-time
       * @description End of the period paid for; null: open-ended, or not paid yet
       */
      current_period_end: string | null;
      /** Format: date-time */
      decided_at: string | null;
      /** @description Who decided; null while undecided or once their account is deleted */
      decided_by: components['schemas']['PaymentDeciderDto'] | null;
      /**
       * @description A manual payment's approval or rejection by an administrator; null while undecided
       * @enum {string|null}
       */
      decision: 'approved' | 'rejected' | null;
      /** @enum {string} */
      gateway: 'stripe' | 'paypal' | 'razorpay' | 'manual' | 'admin' | 'free';
      /** @description PayPal or Razorpay order id */
      gateway_order_id: string | null;
      /** @description PayPal capture, Razorpay payment or Stripe invoice id */
      gateway_payment_id: string | null;
      /** @description Stripe Checkout Session id */
      gateway_session_id: string | null;
      /** @description Stripe subscription id */
      gateway_subscription_id: string | null;
      id: number;
      plan_id: number | null;
      /** @description The plan's name when the subscription was made */
      plan_name: string;
      /** @description Gateway events that disagreed with the plan and were not applied, newest first */
      refused_events: components['schemas']['RefusedPaymentEventResponseDto'][];
      /** @enum {string} */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** Format: date-time */
      updated_at: string;
      /** @description Who pays; null once the account is deleted */
      user: components['schemas']['PaymentUserDto'] | null;
      /** @description The workspace it pays for; null once it is deleted */
      workspace: components['schemas']['PaymentWorkspaceDto'] | null;
      /** @description The workspace it pays for; null once deleted */
      workspace_id: number | null;
    };
    PaymentUserDto: {
      email: string;
      id: number;
      name: string;
    };
    PaymentWorkspaceDto: {
      id: number;
      name: string;
    };
    PaypalCaptureDto: {
      /**
       * @description The PayPal order id (the `token` PayPal adds to the return URL)
       * @example 5O190127TN364715T
       */
      orderId: string;
    };
    PaypalCheckoutResponseDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      gateway: 'paypal';
      /** @example 5O190127TN364715T */
      orderId: string;
      /**
       * @example pending
       * @enum {string}
       */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** @description The subscription this checkout made */
      subscriptionId: number;
      /** @description PayPal approval page; PayPal returns to /payment-success?gateway=paypal&token={orderId} */
      url: string;
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
    PlanFeaturesDto: {
      /** @default false */
      analytics?: boolean;
      /** @default false */
      customLogos?: boolean;
    };
    PlanFeaturesResponseDto: {
      analytics: boolean;
      customLogos: boolean;
    };
    PlanResponseDto: {
      /** @description API keys a subscriber may have: 0 = none, -1 = unlimited */
      api_key_limit: number;
      /** @description Public API requests a minute per key */
      api_rate_limit: number;
      /** @enum {string} */
      billing_interval: 'month' | 'year';
      /** @example USD */
      currency: string;
      description: string;
      /** @description Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited */
      domain_limit: number;
      features: components['schemas']['PlanFeaturesResponseDto'];
      id: number;
      is_featured: boolean;
      /** @description Members a workspace on this plan may have; 0 = unlimited */
      member_limit: number;
      name: string;
      /** @example 9.99 */
      price: number;
      /** @description 0 = unlimited */
      qr_code_limit: number;
      /** @description Scans per calendar month; 0 = unlimited */
      scan_limit: number;
      /** @enum {string} */
      status: 'active' | 'archived';
      /** @description MB of files (hosted pages' PDFs and images) a workspace may keep: 0 = none, -1 = unlimited */
      storage_limit_mb: number;
      /** @description Users on this plan */
      subscriber_count: number;
      /** @description Saved design templates; 0 = none, -1 = unlimited */
      template_limit: number;
      trial_period_days: number;
    };
    PreviousPeriod: {
      /** @example 2025-12-02 */
      from: string;
      scans: number;
      /** @example 2025-12-31 */
      to: string;
      uniqueScans: number;
    };
    PublicPlanResponseDto: {
      /** @description API keys a subscriber may have: 0 = none, -1 = unlimited */
      api_key_limit: number;
      /** @description Public API requests a minute per key */
      api_rate_limit: number;
      /** @enum {string} */
      billing_interval: 'month' | 'year';
      /** @example USD */
      currency: string;
      description: string;
      /** @description Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited */
      domain_limit: number;
      features: components['schemas']['PlanFeaturesResponseDto'];
      id: number;
      is_featured: boolean;
      /** @description Members a workspace on this plan may have; 0 = unlimited */
      member_limit: number;
      name: string;
      /** @example 9.99 */
      price: number;
      /** @description 0 = unlimited */
      qr_code_limit: number;
      /** @description Scans per calendar month; 0 = unlimited */
      scan_limit: number;
      /** @enum {string} */
      status: 'active' | 'archived';
      /** @description MB of files (hosted pages' PDFs and images) a workspace may keep: 0 = none, -1 = unlimited */
      storage_limit_mb: number;
      /** @description Saved design templates; 0 = none, -1 = unlimited */
      template_limit: number;
      trial_period_days: number;
    };
    PublicSettingsResponseDto: {
      allow_registration: boolean;
      app_logo_url: string;
      app_name: string;
      contact_email: string;
      /** @description The host a custom domain's CNAME may point to instead of its TXT record; '' = PUBLIC_URL's host */
      domain_target: string;
      /** @enum {string} */
      payment_default_gateway: 'stripe' | 'paypal' | 'razorpay' | 'phonepe' | 'manual';
      payment_manual_enabled: boolean;
      payment_paypal_enabled: boolean;
      payment_phonepe_enabled: boolean;
      payment_razorpay_enabled: boolean;
      payment_stripe_enabled: boolean;
      /** @description "" to anyone but administrators while payment_paypal_enabled is false */
      paypal_client_id: string;
      privacy_policy: string;
      /** @description "" to anyone but administrators while payment_razorpay_enabled is false */
      razorpay_key_id: string;
      seo_meta_description: string;
      seo_meta_title: string;
      /** @description Print every dynamic code with its short address ({PUBLIC_URL}/{key}) rather than /qr-redirect/{uuid}; both always work */
      short_links: boolean;
      social_links: components['schemas']['SocialLinkDto'][];
      /** @description "" to anyone but administrators while payment_stripe_enabled is false */
      stripe_public_key: string;
      terms_of_service: string;
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
    QrHistoryEntryResponseDto: {
      /** Format: date-time */
      changed_at: string;
      id: number;
      previous_destination: string;
    };
    QrOwnerResponseDto: {
      email: string;
      id: number;
      name: string;
    };
    RazorpayCheckoutResponseDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      gateway: 'razorpay';
      /** @description Razorpay key id for Razorpay Checkout */
      key: string;
      order: components['schemas']['RazorpayOrderDto'];
      planName: string;
      /**
       * @example pending
       * @enum {string}
       */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** @description The subscription this checkout made */
      subscriptionId: number;
      user: components['schemas']['CheckoutUserDto'];
    };
    RazorpayOrderDto: {
      /**
       * @description In the currency's smallest unit
       * @example 49900
       */
      amount: number;
      /** @example INR */
      currency: string;
      /** @example order_IluGWxBm9U8zJ8 */
      id: string;
    };
    RazorpayVerifyDto: {
      /** @example order_IluGWxBm9U8zJ8 */
      razorpay_order_id: string;
      /** @example pay_IluGWxBm9U8zJ9 */
      razorpay_payment_id: string;
      /** @description HMAC-SHA256 of "{order_id}|{payment_id}" with the key secret, hex */
      razorpay_signature: string;
    };
    ReassignQrCodeDto: {
      /**
       * @description The id of the user who will own the code
       * @example 2
       */
      newUserId: number;
    };
    RecoveryCodesResponseDto: {
      /**
       * @description Shown this once; each works once in place of a code
       * @example [
       *       "7kq2m-x9d4p",
       *       "h3tfn-q8wz2",
       *       "m4rce-2kd9s",
       *       "xv7pa-n3qeu",
       *       "b9wk4-tr2mh",
       *       "q2zs8-fj6kc",
       *       "nd5ye-7ahtx",
       *       "u6mb3-wcr4p",
       *       "k8sgv-e5n2z",
       *       "f3pq7-yd9ub"
       *     ]
       */
      recovery_codes: string[];
    };
    RedirectContentDto: {
      /**
       * @example {
       *       "ssid": "Cafe",
       *       "encryption": "WPA",
       *       "password": "secret",
       *       "hidden": false
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
    RedirectLockedDto: {
      data: Record<string, never>;
      /** @enum {string} */
      type: 'password';
    };
    RedirectMessageDto: {
      message: string;
    };
    RedirectNoticeDto: {
      data: components['schemas']['RedirectMessageDto'];
      /** @enum {string} */
      type: 'inactive' | 'error';
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
    RefusedPaymentEventResponseDto: {
      /** @example evt_1PqR… */
      event_id: string;
      /** @example Invoice in_1PqR… paid 0.01 USD; the plan costs 19.99 USD */
      reason: string;
      /** Format: date-time */
      received_at: string;
      /** @example invoice.paid */
      type: string;
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
    RegisterDto: {
      /** @example ada@example.com */
      email: string;
      /** @example Ada Lovelace */
      name: string;
      /** Format: password */
      password: string;
    };
    ResetPasswordDto: {
      /** Format: password */
      password: string;
      /** @description The token of the reset link */
      token: string;
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
    SaveFolderDto: {
      /** @example Summer menus */
      name: string;
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
    SaveWorkspaceDto: {
      /** @example Marketing */
      name: string;
    };
    ScansOverTimePointDto: {
      /** @example 2026-11-22 */
      date: string;
      scans: number;
    };
    SessionResponseDto: {
      /**
       * @description From the user agent at sign-in; 'Unknown' when it says nothing
       * @example Firefox
       */
      browser: string;
      /**
       * @description ISO 3166-1 alpha-2; no address is kept
       * @example DE
       */
      country: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description The session of the request's own token */
      current: boolean;
      /** @enum {string} */
      device?: 'desktop' | 'mobile' | 'tablet' | 'tv';
      id: number;
      /**
       * Format: date-time
       * @description Good to the minute
       */
      last_active_at: string;
      /**
       * @description From the user agent at sign-in; 'Unknown' when it says nothing
       * @example macOS
       */
      os: string;
    };
    SessionsRevokedResponseDto: {
      /** @description How many other sessions were signed out */
      revoked: number;
    };
    SettingsResponseDto: {
      allow_registration: boolean;
      app_logo_url: string;
      app_name: string;
      /**
       * @description Days each audit log entry is kept; older entries are deleted daily. 0 = forever
       * @example 365
       */
      audit_retention_days: number;
      contact_email: string;
      /** @description The host a custom domain's CNAME may point to instead of its TXT record; '' = PUBLIC_URL's host */
      domain_target: string;
      free_trial_analytics: boolean;
      free_trial_custom_logos: boolean;
      /**
       * @description Members a Free Trial workspace may have; 0 = unlimited
       * @example 1
       */
      free_trial_member_limit: number;
      /**
       * @description QR codes a Free Trial user may have; 0 = unlimited
       * @example 3
       */
      free_trial_qr_code_limit: number;
      /**
       * @description Scans per calendar month for a Free Trial user; 0 = unlimited
       * @example 500
       */
      free_trial_scan_limit: number;
      /**
       * @description Design templates a Free Trial user may save; 0 = none, -1 = unlimited
       * @example 1
       */
      free_trial_template_limit: number;
      /**
       * @description Workspaces on the Free Trial one person may own, their personal one included; 0 = unlimited
       * @example 3
       */
      free_trial_workspace_limit: number;
      /** @enum {string} */
      payment_default_gateway: 'stripe' | 'paypal' | 'razorpay' | 'phonepe' | 'manual';
      payment_manual_enabled: boolean;
      payment_manual_instructions: string;
      payment_paypal_enabled: boolean;
      payment_phonepe_enabled: boolean;
      payment_razorpay_enabled: boolean;
      payment_stripe_enabled: boolean;
      /** @description "" to anyone but administrators while payment_paypal_enabled is false */
      paypal_client_id: string;
      /** @example ********abcd */
      paypal_client_secret: string;
      phonepe_merchant_id: string;
      /** @example ********abcd */
      phonepe_salt_key: string;
      privacy_policy: string;
      /** @description "" to anyone but administrators while payment_razorpay_enabled is false */
      razorpay_key_id: string;
      /** @example ********abcd */
      razorpay_key_secret: string;
      /**
       * @description Secret of the Razorpay webhook (X-Razorpay-Signature)
       * @example ********abcd
       */
      razorpay_webhook_secret: string;
      /** @description Administrators without two-factor sign-in are asked to set it up each time they sign in (mfa_enrollment_required) */
      require_2fa_admins: boolean;
      /**
       * @description Days each scan is kept with its details; older scans are deleted daily while every total and breakdown stays. 0 = forever
       * @example 365
       */
      scan_retention_days: number;
      seo_meta_description: string;
      seo_meta_title: string;
      /** @description Print every dynamic code with its short address ({PUBLIC_URL}/{key}) rather than /qr-redirect/{uuid}; both always work */
      short_links: boolean;
      smtp_from_email: string;
      smtp_host: string;
      /** @example ********abcd */
      smtp_pass: string;
      /** @example 587 */
      smtp_port: number;
      smtp_user: string;
      social_links: components['schemas']['SocialLinkDto'][];
      /** @description "" to anyone but administrators while payment_stripe_enabled is false */
      stripe_public_key: string;
      /** @example ********abcd */
      stripe_secret_key: string;
      /**
       * @description Signing secret of the Stripe webhook endpoint (whsec_…)
       * @example ********abcd
       */
      stripe_webhook_secret: string;
      terms_of_service: string;
    };
    ShortKeyCheckResponseDto: {
      available: boolean;
      /** @example summer-menu */
      key: string;
      /**
       * @description Why it cannot be used (malformed, one of the panel's words, taken), or that it is available.
       * @example This key is available.
       */
      message: string;
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
    SocialLinkDto: {
      /** @example Facebook */
      platform: string;
      /**
       * Format: uri
       * @example https://facebook.com/yourpage
       */
      url: string;
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
    SsoCodeDto: {
      /** @description The code the sign-in handed back in the address of /login/sso or /settings */
      code: string;
    };
    SsoIdentityResponseDto: {
      /** Format: date-time */
      created_at: string;
      /** @example ada@example.com */
      email: string | null;
      /** @example 4 */
      id: number;
      /** Format: date-time */
      last_used_at: string | null;
      /** @example Company SSO */
      provider_name: string;
      /** @example company-sso */
      provider_slug: string;
    };
    SsoLinkStartResponseDto: {
      /** @description The provider’s sign-in page: the browser goes there */
      url: string;
    };
    SsoProviderResponseDto: {
      /**
       * @example [
       *       "example.com"
       *     ]
       */
      allowed_domains: string[];
      auto_create: boolean;
      /** @example qr-panel */
      client_id: string;
      /** @description Whether a client secret is set; the secret itself is never answered */
      client_secret_set: boolean;
      /** Format: date-time */
      created_at: string;
      enabled: boolean;
      /** @example 1 */
      id: number;
      /** @example https://login.example.com */
      issuer: string;
      /** @example Company SSO */
      name: string;
      /**
       * @description The redirect URI to register at the provider
       * @example https://qr.example.com/api/auth/sso/company-sso/callback
       */
      redirect_uri: string;
      /** @enum {string|null} */
      role: 'admin' | 'editor' | 'viewer' | null;
      /** @example company-sso */
      slug: string;
      /** Format: date-time */
      updated_at: string;
      workspace_id: number | null;
    };
    SsoProviderSummaryResponseDto: {
      /** @example Company SSO */
      name: string;
      /** @example company-sso */
      slug: string;
    };
    StorageUsageDto: {
      /** @description Bytes the workspace's plan allows; -1: no limit */
      limit_bytes: number;
      /** @description Bytes the workspace's files take */
      used_bytes: number;
    };
    StripeCheckoutResponseDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      gateway: 'stripe';
      /** @example cs_test_a1b2c3 */
      sessionId: string;
      /**
       * @example pending
       * @enum {string}
       */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** @description The subscription this checkout made */
      subscriptionId: number;
      /** @description Stripe Checkout page to send the browser to */
      url: string;
    };
    SubscriptionResponseDto: {
      /**
       * @description Price of one period; 0 for admin-assigned and free plans
       * @example 19.99
       */
      amount: number;
      /** @enum {string} */
      billing_interval: 'month' | 'year';
      /** Format: date-time */
      created_at: string;
      /** @example USD */
      currency: string;
      /**
       * Format: date-time
       * @description End of the period paid for; null: open-ended, or not paid yet
       */
      current_period_end: string | null;
      /** @enum {string} */
      gateway: 'stripe' | 'paypal' | 'razorpay' | 'manual' | 'admin' | 'free';
      id: number;
      plan_id: number | null;
      /** @description The plan's name when the subscription was made */
      plan_name: string;
      /** @enum {string} */
      status: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      /** Format: date-time */
      updated_at: string;
      /** @description The workspace it pays for; null once deleted */
      workspace_id: number | null;
    };
    TemplateResponseDto: {
      /** Format: date-time */
      created_at: string;
      design: components['schemas']['QrDesignDoc'];
      id: number;
      name: string;
      /** @description Published to everyone by a super_admin: read-only to others */
      shared: boolean;
      /** Format: date-time */
      updated_at: string;
      /** @description Who saved it */
      user_id: number;
    };
    TestEmailDto: {
      /** @example ada@example.com */
      to: string;
    };
    TestEmailResponseDto: {
      /**
       * @description What the SMTP server answered
       * @example 250 OK: queued
       */
      message: string;
      /** @enum {boolean} */
      success: true;
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
    TopCodeDto: {
      /** @description Change in %, one decimal; null when none before */
      change: number | null;
      id: number;
      /** @example Menu */
      label: string;
      /** @description Scans in the 30 days before */
      previousScans: number;
      /** @description Scans in the last 30 days */
      scans: number;
    };
    TotpDisableDto: {
      /**
       * @description The 6-digit code of the authenticator app
       * @example 492039
       */
      code?: string;
      /** Format: password */
      password: string;
      /**
       * @description One of the recovery codes, in place of `code`
       * @example 7kq2m-x9d4p
       */
      recovery_code?: string;
    };
    TotpEnableDto: {
      /**
       * @description A code of the secret just set up
       * @example 492039
       */
      code: string;
    };
    TotpSetupResponseDto: {
      /**
       * @description What the QR code to scan holds
       * @example otpauth://totp/QR%20Panel:grace%40example.com?issuer=QR%20Panel&secret=JBSW…&algorithm=SHA1&digits=6&period=30
       */
      otpauth_url: string;
      /**
       * @description Base32, for typing into an app
       * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
       */
      secret: string;
    };
    TransferWorkspaceDto: {
      userId: number;
    };
    TwoFactorStatusResponseDto: {
      enabled: boolean;
      /** @description Recovery codes not used yet */
      recovery_codes_left: number;
    };
    UnlockDto: {
      /** @example open sesame */
      password: string;
    };
    UnreadCountResponseDto: {
      count: number;
    };
    UpdateDomainDto: {
      /** @example https://example.com/not-found */
      not_found_url?: string | null;
      /** @example https://example.com */
      root_url?: string | null;
    };
    UpdateProfileDto: {
      /**
       * @description The screens’ colours; auto follows the device
       * @enum {string}
       */
      color_scheme?: 'light' | 'dark' | 'auto';
      /** @example ada@example.com */
      email: string;
      /**
       * @description The screens’ and mails’ language; null follows the browser
       * @enum {string|null}
       */
      language?: 'en' | 'es' | 'de' | null;
      /** @example Ada Lovelace */
      name: string;
      /**
       * @description IANA time zone of the owner’s analytics
       * @example Europe/Paris
       */
      time_zone?: string;
    };
    UpdateQrCodeStatusDto: {
      /** @enum {string} */
      status: 'active' | 'paused' | 'suspended';
    };
    UpdateRoleDto: {
      /** @enum {string} */
      role: 'super_admin' | 'admin' | 'user';
    };
    UpdateSettingsDto: {
      allow_registration?: boolean;
      /**
       * Format: uri
       * @description An http(s) URL, or "" for none
       */
      app_logo_url?: string;
      app_name?: string;
      /** @description Days each audit log entry is kept; older entries are deleted daily. 0 = forever */
      audit_retention_days?: number;
      /**
       * Format: email
       * @description An email address, or "" for none
       */
      contact_email?: string;
      /**
       * @description The host a custom domain's CNAME may point to instead of its TXT record; '' = PUBLIC_URL's host. A host name or IP address, or "" for none
       * @example smtp.example.com
       */
      domain_target?: string;
      free_trial_analytics?: boolean;
      free_trial_custom_logos?: boolean;
      /** @description Members a Free Trial workspace may have; 0 = unlimited */
      free_trial_member_limit?: number;
      /** @description QR codes a Free Trial user may have; 0 = unlimited */
      free_trial_qr_code_limit?: number;
      /** @description Scans per calendar month for a Free Trial user; 0 = unlimited */
      free_trial_scan_limit?: number;
      /** @description Design templates a Free Trial user may save; 0 = none, -1 = unlimited */
      free_trial_template_limit?: number;
      /** @description Workspaces on the Free Trial one person may own, their personal one included; 0 = unlimited */
      free_trial_workspace_limit?: number;
      /**
       * @default stripe
       * @enum {string}
       */
      payment_default_gateway?: 'stripe' | 'paypal' | 'razorpay' | 'phonepe' | 'manual';
      payment_manual_enabled?: boolean;
      payment_manual_instructions?: string;
      payment_paypal_enabled?: boolean;
      payment_phonepe_enabled?: boolean;
      payment_razorpay_enabled?: boolean;
      payment_stripe_enabled?: boolean;
      paypal_client_id?: string;
      /** @description Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      paypal_client_secret?: string;
      phonepe_merchant_id?: string;
      /** @description Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      phonepe_salt_key?: string;
      privacy_policy?: string;
      razorpay_key_id?: string;
      /** @description Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      razorpay_key_secret?: string;
      /** @description Secret of the Razorpay webhook (X-Razorpay-Signature). Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      razorpay_webhook_secret?: string;
      /** @description Administrators without two-factor sign-in are asked to set it up each time they sign in (mfa_enrollment_required) */
      require_2fa_admins?: boolean;
      /** @description Days each scan is kept with its details; older scans are deleted daily while every total and breakdown stays. 0 = forever */
      scan_retention_days?: number;
      seo_meta_description?: string;
      seo_meta_title?: string;
      /** @description Print every dynamic code with its short address ({PUBLIC_URL}/{key}) rather than /qr-redirect/{uuid}; both always work */
      short_links?: boolean;
      /**
       * Format: email
       * @description An email address, or "" for none
       */
      smtp_from_email?: string;
      /**
       * @description A host name or IP address, or "" for none
       * @example smtp.example.com
       */
      smtp_host?: string;
      /** @description Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      smtp_pass?: string;
      smtp_port?: number;
      smtp_user?: string;
      social_links?: components['schemas']['SocialLinkDto'][];
      stripe_public_key?: string;
      /** @description Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      stripe_secret_key?: string;
      /** @description Signing secret of the Stripe webhook endpoint (whsec_…). Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it. */
      stripe_webhook_secret?: string;
      terms_of_service?: string;
    };
    UpdateSsoProviderDto: {
      /**
       * @example [
       *       "example.com"
       *     ]
       */
      allowed_domains?: string[];
      /** @description Make an account for a verified email of allowed_domains */
      auto_create?: boolean;
      /** @example qr-panel */
      client_id?: string;
      /** @description Absent: kept */
      client_secret?: string;
      /** @description Shown on the login screen and usable (default true) */
      enabled?: boolean;
      /** @example https://login.example.com */
      issuer?: string;
      /** @example Company SSO */
      name?: string;
      /**
       * @description Their role there
       * @enum {string|null}
       */
      role?: 'admin' | 'editor' | 'viewer' | null;
      /** @example company-sso */
      slug?: string;
      /** @description The workspace new accounts join */
      workspace_id?: number | null;
    };
    UpdateTemplateDto: {
      /** @description The design, checked as a code's is: 400 with field messages when malformed, 422 with the cause when it would not scan (drawn for a dynamic code of this installation). */
      design?: components['schemas']['QrDesignDoc'];
      /** @example Brand blue */
      name?: string;
      /** @description Published to everyone (super_admin only) */
      shared?: boolean;
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
    UpdateWorkspaceDto: {
      /** @example Marketing */
      name?: string;
      /** @description Its members must use two-factor sign-in; those without it are asked to set it up at sign-in (owners only) */
      require_2fa?: boolean;
      /**
       * @description IANA zone of the hours of the week in its analytics; null: its maker's profile zone
       * @example Europe/Paris
       */
      time_zone?: string | null;
    };
    UrlQrDataDto: {
      /** @example https://example.com/menu */
      url: string;
    };
    UsageFeaturesResponseDto: {
      analytics: boolean;
      custom_logos: boolean;
    };
    UsageMeterResponseDto: {
      /** @description 0: no limit */
      limit: number;
      used: number;
    };
    UserResponseDto: {
      /**
       * @description The screens’ colours; auto follows the device
       * @enum {string}
       */
      color_scheme: 'light' | 'dark' | 'auto';
      /** Format: date-time */
      created_at: string;
      email: string;
      id: number;
      /**
       * @description The screens’ and mails’ language; null follows the browser
       * @enum {string|null}
       */
      language: 'en' | 'es' | 'de' | null;
      name: string;
      /** @example Free Trial */
      plan_name: string;
      /** @enum {string} */
      role: 'super_admin' | 'admin' | 'user';
      subscription_plan_id: number | null;
      /**
       * @description IANA zone of the owner’s analytics (hour of the week)
       * @example Europe/Paris
       */
      time_zone: string;
    };
    VcardQrDataDto: {
      email: string;
      name: string;
      org: string;
      phone: string;
      title: string;
    };
    WebhookAckResponseDto: {
      /** @description false: the event had been processed before and was not applied again */
      processed: boolean;
      /** @enum {boolean} */
      received: true;
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
    WorkspaceInvitationResponseDto: {
      /** Format: date-time */
      created_at: string;
      email: string;
      /** Format: date-time */
      expires_at: string;
      id: number;
      /** @description The inviter's name */
      invited_by: string | null;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'revoked' | 'expired';
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
    WorkspaceOverviewResponseDto: {
      codes: number;
      /** Format: date-time */
      created_at: string;
      id: number;
      members: number;
      name: string;
      /** @description Whose plan it follows */
      owner: components['schemas']['WorkspaceOwnerResponseDto'] | null;
      /** @description Its own plan; null: it follows its owner's */
      plan_id: number | null;
      /** @description The plan in force; null: no limits */
      plan_name: string | null;
    };
    WorkspaceOwnerResponseDto: {
      email: string;
      id: number;
      name: string;
    };
    WorkspaceResponseDto: {
      /**
       * @description The zone its analytics count hours of the week in: its own, else its maker's profile zone
       * @example Europe/Paris
       */
      analytics_time_zone: string;
      /** Format: date-time */
      created_at: string;
      /** @description The one the caller's requests that name none act in: the last they named (else their own) */
      current: boolean;
      id: number;
      /** @description How many people are members */
      members: number;
      name: string;
      /** @description Its plan (its live subscription's, or one an administrator gave it); null: the Free Trial */
      plan_id: number | null;
      /** @description Its members must use two-factor sign-in */
      require_2fa: boolean;
      /**
       * @description The caller's role in it
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'editor' | 'viewer';
      /** @description The IANA zone set for the workspace; null: it follows its maker's profile */
      time_zone: string | null;
    };
    WorkspaceSeatsResponseDto: {
      /** @description The plan's member limit; 0 for none */
      limit: number;
      /** @description Members, and invitations still pending (each holds a seat) */
      taken: number;
    };
    WorkspaceUsageResponseDto: {
      /** @description What the plan includes (everything for the installation's administrators) */
      features: components['schemas']['UsageFeaturesResponseDto'];
      /** @description The plan in force ('Free Trial' without one); null for the installation's administrators */
      plan_name: string | null;
      qr_codes: components['schemas']['UsageMeterResponseDto'];
      /** @description Counted scans this calendar month (UTC) */
      scans_this_month: components['schemas']['UsageMeterResponseDto'];
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
  DashboardController_admin: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStatsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DashboardController_months: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonthlyStatDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApiKeysController_list: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKeyResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApiKeysController_revoke: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuditController_list: {
    parameters: {
      query?: {
        /** @description An action (code.updated), or the start of some ending with a dot (code.) */
        action?: string;
        /** @description The acting user's id (an API key's maker too) */
        actor?: number;
        /** @description csv: every matching entry as CSV */
        format?: 'json' | 'csv';
        /** @description From this day (YYYY-MM-DD, UTC) or time (ISO 8601) */
        from?: string;
        limit?: number;
        page?: number;
        target_id?: number;
        target_type?:
          | 'code'
          | 'workspace'
          | 'member'
          | 'invitation'
          | 'api_key'
          | 'webhook'
          | 'domain'
          | 'file'
          | 'subscription'
          | 'settings'
          | 'user';
        /** @description To this day (YYYY-MM-DD, UTC, inclusive) or time (ISO 8601) */
        to?: string;
        /** @description GET /api/audit only: one workspace's entries */
        workspace_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPageResponseDto'];
          'text/csv': components['schemas']['AuditPageResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuditController_export: {
    parameters: {
      query?: {
        /** @description An action (code.updated), or the start of some ending with a dot (code.) */
        action?: string;
        /** @description The acting user's id (an API key's maker too) */
        actor?: number;
        /** @description csv: every matching entry as CSV */
        format?: 'json' | 'csv';
        /** @description From this day (YYYY-MM-DD, UTC) or time (ISO 8601) */
        from?: string;
        limit?: number;
        page?: number;
        target_id?: number;
        target_type?:
          | 'code'
          | 'workspace'
          | 'member'
          | 'invitation'
          | 'api_key'
          | 'webhook'
          | 'domain'
          | 'file'
          | 'subscription'
          | 'settings'
          | 'user';
        /** @description To this day (YYYY-MM-DD, UTC, inclusive) or time (ISO 8601) */
        to?: string;
        /** @description GET /api/audit only: one workspace's entries */
        workspace_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One line per entry, newest first, after a header line, in UTF-8 with its BOM and CRLF line ends; cells that a spreadsheet would read as a formula start with an apostrophe; sent as an attachment (audit-log.csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example created_at,workspace_id,actor_type,actor_user_id,actor_api_key_id,actor_label,action,target_type,target_id,target_label,details,request_id */
          'text/csv': string;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SecondStepPasskeyController_options: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaPasskeyOptionsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptionsResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TwoFactorController_status: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatusResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TwoFactorController_disable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpDisableDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatusResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TwoFactorController_enable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpEnableDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodesResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TwoFactorController_setup: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpSetupResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_verifySecondStep: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaVerifyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['AuthResponseDto'] | components['schemas']['MfaChallengeResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_me: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeysController_list: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeysController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeysController_rename: {
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
        'application/json': components['schemas']['PasskeyRenameDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeySignInController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeySignInDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeySignInController_options: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptionsResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PasskeysController_registrationOptions: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCreationOptionsResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordChangedResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SessionsController_list: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SessionsController_revokeOthers: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionsRevokedResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SessionsController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SessionsController_signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_callback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To /login/sso?code=… or /settings?sso=… */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_startLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoLinkStartResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_start: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the provider, or to /login/sso?code=… */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_enabled: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoProviderSummaryResponseDto'][];
        };
      };
    };
  };
  SsoController_exchange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SsoCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['AuthResponseDto'] | components['schemas']['MfaChallengeResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_identities: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoIdentityResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_unlink: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoController_finishLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SsoCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoIdentityResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoProvidersController_list: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoProviderResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoProvidersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSsoProviderDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoProviderResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoProvidersController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SsoProvidersController_update: {
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
        'application/json': components['schemas']['UpdateSsoProviderDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoProviderResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: {
        limit?: number;
        /** @description From 1. With it the answer is { items, total, page, limit }; without it, every row. */
        page?: number;
        /** @description Case-insensitive search */
        q?: string;
        /** @description field:asc or field:desc; field one of created_at, name, email, role */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['UserResponseDto'][]
            | {
                items: components['schemas']['UserResponseDto'][];
                limit: number;
                page: number;
                total: number;
              };
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UsersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UsersController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AssignPlanController_assign: {
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
        'application/json': components['schemas']['AssignPlanDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UsersController_changeRole: {
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
        'application/json': components['schemas']['UpdateRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ContactController_list: {
    parameters: {
      query?: {
        limit?: number;
        /** @description From 1. With it the answer is { items, total, page, limit }; without it, every row. */
        page?: number;
        /** @description Case-insensitive search */
        q?: string;
        /** @description field:asc or field:desc; field one of created_at, subject, sender_name */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['ContactMessageResponseDto'][]
            | {
                items: components['schemas']['ContactMessageResponseDto'][];
                limit: number;
                page: number;
                total: number;
              };
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ContactController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateContactMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ContactController_markRead: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ContactController_unreadCount: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_list: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_create: {
    parameters: {
      query?: never;
      header?: never;
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_get: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_update: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_verify: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DomainsController_tlsCheck: {
    parameters: {
      query: {
        domain: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A certificate may be issued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  FoldersController_list: {
    parameters: {
      query?: {
        /** @description Admins: this user's folders (a code's owner's) */
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FolderResponseDto'][];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  FoldersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveFolderDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FolderResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  FoldersController_rename: {
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
        'application/json': components['schemas']['SaveFolderDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FolderResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  FoldersController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The database answers (Redis may be down: status degraded) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description The database does not answer */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  InvitationsController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationPreviewResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  InvitationsController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  InvitationsController_register: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationRegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationRegisteredResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PlansController_listActive: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicPlanResponseDto'][];
        };
      };
      /** @description Internal Server Error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PlansController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlanDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PlansController_update: {
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
        'application/json': components['schemas']['CreatePlanDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PlansController_archive: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PlansController_listForAssignment: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PlansController_listAll: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TemplatesController_list: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TemplatesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTemplateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TemplatesController_read: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TemplatesController_update: {
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
        'application/json': components['schemas']['UpdateTemplateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TemplatesController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_create: {
    parameters: {
      query?: never;
      header?: never;
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_get: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_update: {
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
        'application/json': components['schemas']['SaveQrCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_history: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QrHistoryEntryResponseDto'][];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_image: {
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
          'application/pdf': components['schemas']['ErrorResponseDto'];
          'image/png': components['schemas']['ErrorResponseDto'];
          'image/svg+xml': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorResponseDto'];
          'image/png': components['schemas']['ErrorResponseDto'];
          'image/svg+xml': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorResponseDto'];
          'image/png': components['schemas']['ErrorResponseDto'];
          'image/svg+xml': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Service Unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorResponseDto'];
          'image/png': components['schemas']['ErrorResponseDto'];
          'image/svg+xml': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_reassign: {
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
        'application/json': components['schemas']['ReassignQrCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_setStatus: {
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
        'application/json': components['schemas']['UpdateQrCodeStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_listAll: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['QrCodeResponseDto'][]
            | {
                items: components['schemas']['QrCodeResponseDto'][];
                limit: number;
                page: number;
                total: number;
              };
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AnalyticsController_admin: {
    parameters: {
      query?: {
        /** @description The codes on one custom domain (GET /domains), or 0 for those on the instance's own host */
        domain_id?: number;
        /** @description First UTC day of the range (inclusive); with to, up to 2 years. Default: 30 days before to */
        from?: string;
        /** @description The series’ points with a range: a day up to 92 days, a week up to a year, else a month (auto) */
        granularity?: 'day' | 'week' | 'month' | 'auto';
        /** @description The same as qrId */
        qrcodeId?: number;
        /** @description One code’s analytics instead of all in scope */
        qrId?: number;
        /** @description Last UTC day of the range (inclusive). Default: today */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyticsSummaryDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AnalyticsController_exportCsv: {
    parameters: {
      query?: {
        /** @description The codes on one custom domain (GET /domains), or 0 for those on the instance's own host */
        domain_id?: number;
        /** @description First UTC day of the range (inclusive); with to, up to 2 years. Default: 30 days before to */
        from?: string;
        /** @description The series’ points with a range: a day up to 92 days, a week up to a year, else a month (auto) */
        granularity?: 'day' | 'week' | 'month' | 'auto';
        /** @description The same as qrId */
        qrcodeId?: number;
        /** @description One code’s analytics instead of all in scope */
        qrId?: number;
        /** @description own: the caller’s codes; all: every code (administrators only, else 403). Default: own for users, all for administrators */
        scope?: 'own' | 'all';
        /** @description Last UTC day of the range (inclusive). Default: today */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One line per scan, after a header line, in UTF-8 with its BOM and CRLF line ends (as codes.csv in a ZIP); sent as an attachment (qr-scans.csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example scanned_at,qr_code,qr_key,os,browser,device,country,bot,outcome
           *     2026-01-05T09:12:44.000Z,Menu,3f2a9c1e-4b7d-4e2a-9c1e-3f2a9c1e4b7d,iOS,Safari,mobile,FR,no,served
           */
          'text/csv': string;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LiveController_stream: {
    parameters: {
      query?: {
        /** @description own: the caller’s codes; all: every code (administrators only, else 403). Default: own for users, all for administrators */
        scope?: 'own' | 'all';
        /** @description A ticket from POST /qrcodes/analytics/live/ticket, for clients that cannot send the Authorization header (EventSource); used once */
        ticket?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An endless stream; a client that does not read is dropped */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example event: scan
           *     data: {"at":"2026-01-05T09:12:44.000Z","code":{"id":7,"label":"Menu","key":"3f2a9c1e-4b7d-4e2a-9c1e-3f2a9c1e4b7d"},"country":"GB","city":"London","os":"iOS","device":"mobile"}
           */
          'text/event-stream': string;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LiveController_recent: {
    parameters: {
      query?: {
        /** @description own: the caller’s codes; all: every code (administrators only, else 403). Default: own for users, all for administrators */
        scope?: 'own' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveRecentDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LiveController_ticket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveTicketDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AnalyticsController_scansOverTime: {
    parameters: {
      query?: {
        /** @description The codes on one custom domain (GET /domains), or 0 for those on the instance's own host */
        domain_id?: number;
        /** @description First UTC day of the range (inclusive); with to, up to 2 years. Default: 30 days before to */
        from?: string;
        /** @description The series’ points with a range: a day up to 92 days, a week up to a year, else a month (auto) */
        granularity?: 'day' | 'week' | 'month' | 'auto';
        /** @description The same as qrId */
        qrcodeId?: number;
        /** @description One code’s analytics instead of all in scope */
        qrId?: number;
        /** @description own: the caller’s codes; all: every code (administrators only, else 403). Default: own for users, all for administrators */
        scope?: 'own' | 'all';
        /** @description Last UTC day of the range (inclusive). Default: today */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScansOverTimePointDto'][];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TopCodesController_top: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TopCodeDto'][];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AnalyticsController_user: {
    parameters: {
      query?: {
        /** @description The codes on one custom domain (GET /domains), or 0 for those on the instance's own host */
        domain_id?: number;
        /** @description First UTC day of the range (inclusive); with to, up to 2 years. Default: 30 days before to */
        from?: string;
        /** @description The series’ points with a range: a day up to 92 days, a week up to a year, else a month (auto) */
        granularity?: 'day' | 'week' | 'month' | 'auto';
        /** @description The same as qrId */
        qrcodeId?: number;
        /** @description One code’s analytics instead of all in scope */
        qrId?: number;
        /** @description Last UTC day of the range (inclusive). Default: today */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyticsSummaryDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_bulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkActionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkResultResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeExportsController_zip: {
    parameters: {
      query?: {
        /** @description A folder id, or "none" for the codes in no folder */
        folderId?: string;
        format?: 'png' | 'svg' | 'pdf';
        generation_type?: 'dynamic' | 'static';
        /** @description Code ids separated by commas, instead of the filters */
        ids?: string;
        /** @description A token of the caller's choosing: GET /qrcodes/export/progress/{token} follows the ZIP as it is built */
        progress?: string;
        /** @description Case-insensitive search */
        q?: string;
        status?: 'active' | 'paused' | 'suspended' | 'expired';
        /** @description Codes with this tag */
        tag?: string;
        /** @description A ticket from POST /qrcodes/export/ticket, instead of the Authorization header and the other parameters (a browser navigating to the download); used once */
        ticket?: string;
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
      /** @description The ZIP */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': Blob;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeExportsController_progress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportProgressResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeExportsController_ticket: {
    parameters: {
      query?: {
        /** @description A folder id, or "none" for the codes in no folder */
        folderId?: string;
        format?: 'png' | 'svg' | 'pdf';
        generation_type?: 'dynamic' | 'static';
        /** @description Code ids separated by commas, instead of the filters */
        ids?: string;
        /** @description Case-insensitive search */
        q?: string;
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
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportTicketResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeImportsController_latest: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeImportResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeImportsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: Blob;
        };
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeImportStartedResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Payload Too Large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported Media Type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeImportsController_status: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeImportResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeImportsController_errors: {
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
      /** @description row,message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  CodeImportsController_template: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_checkKey: {
    parameters: {
      query?: {
        /** @description The code being edited: its own key counts as available to it. */
        code?: number;
        /** @description The custom domain the key would answer on (0: the instance's host); left out, the code's domain, or the instance's host for a new code. */
        domain_id?: number;
      };
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShortKeyCheckResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  QrCodesController_listOwn: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['QrCodeResponseDto'][]
            | {
                items: components['schemas']['QrCodeResponseDto'][];
                limit: number;
                page: number;
                total: number;
              };
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RedirectController_resolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { type, data }: a type of url, text, email, phone, sms, vcard or wifi with its fields (a url code's url as its rules and split picked it), inactive with a message, or password for a protected code, with nothing of it (no scan is recorded until it is unlocked) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['RedirectContentDto']
            | components['schemas']['RedirectNoticeDto']
            | components['schemas']['RedirectLockedDto'];
        };
      };
      /** @description { type: error, data: { message } } beside the usual error fields */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RedirectNoticeDto'];
        };
      };
    };
  };
  RedirectController_unlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnlockDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['RedirectContentDto']
            | components['schemas']['RedirectNoticeDto']
            | components['schemas']['RedirectLockedDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Service Unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ShortKeyController_resolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { type, data }: a type of url, text, email, phone, sms, vcard or wifi with its fields (a url code's url as its rules and split picked it), inactive with a message, or password for a protected code, with nothing of it (no scan is recorded until it is unlocked) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['RedirectContentDto']
            | components['schemas']['RedirectNoticeDto']
            | components['schemas']['RedirectLockedDto'];
        };
      };
      /** @description { type: error, data: { message } } beside the usual error fields */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RedirectNoticeDto'];
        };
      };
    };
  };
  ShortKeyController_unlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnlockDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['RedirectContentDto']
            | components['schemas']['RedirectNoticeDto']
            | components['schemas']['RedirectLockedDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Service Unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DashboardController_mine: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStatsDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DashboardController_usage: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceUsageResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SettingsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SettingsResponseDto for administrators, PublicSettingsResponseDto for everyone else */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['SettingsResponseDto'] | components['schemas']['PublicSettingsResponseDto'];
        };
      };
      /** @description Internal Server Error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SettingsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingsResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MailController_sendTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestEmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestEmailResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Bad Gateway */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_approve: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_reject: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCheckoutSessionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['StripeCheckoutResponseDto']
            | components['schemas']['PaypalCheckoutResponseDto']
            | components['schemas']['RazorpayCheckoutResponseDto']
            | components['schemas']['ManualCheckoutResponseDto']
            | components['schemas']['FreeCheckoutResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Bad Gateway */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_mine: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MySubscriptionResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_payments: {
    parameters: {
      query?: {
        /** @description true: only the manual payments an administrator approved or rejected */
        decided?: boolean;
        gateway?: 'stripe' | 'paypal' | 'razorpay' | 'manual' | 'admin' | 'free';
        /** @description Without page: the newest this many (1 to 1000, 200 by default). With page: the page size (1 to 100, 25 by default). */
        limit?: number;
        /** @description From 1. With it the answer is { items, total, page, limit }; without it, a plain array. */
        page?: number;
        /** @description Case-insensitive search on the payer's name or email */
        q?: string;
        /** @description true: only those with a refused gateway event */
        refused?: boolean;
        /** @description field:asc or field:desc; field one of created_at, amount, status, gateway, decided_at */
        sort?: string;
        status?: 'pending' | 'trialing' | 'active' | 'cancelled' | 'expired';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PaymentResponseDto'][]
            | {
                items: components['schemas']['PaymentResponseDto'][];
                limit: number;
                page: number;
                total: number;
              };
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_capturePaypal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaypalCaptureDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Bad Gateway */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SubscriptionsController_verifyRazorpay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RazorpayVerifyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_razorpayEvent: {
    parameters: {
      query?: never;
      header: {
        'x-razorpay-event-id': string;
        'X-Razorpay-Event-Id'?: string;
        'x-razorpay-signature': string;
        'X-Razorpay-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookAckResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_stripeEvent: {
    parameters: {
      query?: never;
      header: {
        'stripe-signature': string;
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookAckResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PageFilesController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: Blob;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileUploadResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Payload Too Large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported Media Type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PageFilesController_file: {
    parameters: {
      query?: {
        /** @description 1: sent as an attachment, to save */
        download?: unknown;
      };
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its content type, X-Content-Type-Options: nosniff and a year-long cache */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'image/png': Blob;
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorResponseDto'];
          'image/jpeg': components['schemas']['ErrorResponseDto'];
          'image/png': components['schemas']['ErrorResponseDto'];
          'image/webp': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UploadsController_uploadLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A PNG, JPEG or SVG image of at most 1 MB, checked by its content. A PNG or JPEG, and each image inside an SVG (PNG or JPEG only), may decode to at most 2048 × 2048 pixels (any shape of that area): 422 past it. */
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: Blob;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogoUploadResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Payload Too Large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported Media Type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UploadsController_logo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo, with its content type and X-Content-Type-Options: nosniff */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': Blob;
          'image/png': Blob;
          'image/svg+xml': string;
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': components['schemas']['ErrorResponseDto'];
          'image/png': components['schemas']['ErrorResponseDto'];
          'image/svg+xml': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PageFilesController_storage: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StorageUsageDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_list: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: never;
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_get: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_remove: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_update: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_deliveries: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_redeliver: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WebhooksController_rotateSecret: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_mine: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveWorkspaceDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_get: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_remove: {
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
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_update: {
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
        'application/json': components['schemas']['UpdateWorkspaceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspaceAuditController_list: {
    parameters: {
      query?: {
        /** @description An action (code.updated), or the start of some ending with a dot (code.) */
        action?: string;
        /** @description The acting user's id (an API key's maker too) */
        actor?: number;
        /** @description csv: every matching entry as CSV */
        format?: 'json' | 'csv';
        /** @description From this day (YYYY-MM-DD, UTC) or time (ISO 8601) */
        from?: string;
        limit?: number;
        page?: number;
        target_id?: number;
        target_type?:
          | 'code'
          | 'workspace'
          | 'member'
          | 'invitation'
          | 'api_key'
          | 'webhook'
          | 'domain'
          | 'file'
          | 'subscription'
          | 'settings'
          | 'user';
        /** @description To this day (YYYY-MM-DD, UTC, inclusive) or time (ISO 8601) */
        to?: string;
        /** @description GET /api/audit only: one workspace's entries */
        workspace_id?: number;
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPageResponseDto'];
          'text/csv': components['schemas']['AuditPageResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspaceAuditController_export: {
    parameters: {
      query?: {
        /** @description An action (code.updated), or the start of some ending with a dot (code.) */
        action?: string;
        /** @description The acting user's id (an API key's maker too) */
        actor?: number;
        /** @description csv: every matching entry as CSV */
        format?: 'json' | 'csv';
        /** @description From this day (YYYY-MM-DD, UTC) or time (ISO 8601) */
        from?: string;
        limit?: number;
        page?: number;
        target_id?: number;
        target_type?:
          | 'code'
          | 'workspace'
          | 'member'
          | 'invitation'
          | 'api_key'
          | 'webhook'
          | 'domain'
          | 'file'
          | 'subscription'
          | 'settings'
          | 'user';
        /** @description To this day (YYYY-MM-DD, UTC, inclusive) or time (ISO 8601) */
        to?: string;
        /** @description GET /api/audit only: one workspace's entries */
        workspace_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One line per entry, newest first, after a header line, in UTF-8 with its BOM and CRLF line ends; cells that a spreadsheet would read as a formula start with an apostrophe; sent as an attachment (audit-log.csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example created_at,workspace_id,actor_type,actor_user_id,actor_api_key_id,actor_label,action,target_type,target_id,target_label,details,request_id */
          'text/csv': string;
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_listInvitations: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceInvitationResponseDto'][];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_invite: {
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
        'application/json': components['schemas']['InviteDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedInvitationResponseDto'];
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        invitationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        invitationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedInvitationResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too Many Requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_leave: {
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
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_members: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeMemberRoleDto'];
      };
    };
    responses: {
      204: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacePlanController_setPlan: {
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
        'application/json': components['schemas']['AssignPlanDto'];
      };
    };
    responses: {
      204: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_seats: {
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
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceSeatsResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesController_transfer: {
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
        'application/json': components['schemas']['TransferWorkspaceDto'];
      };
    };
    responses: {
      204: {
        headers: {
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
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  WorkspacesOverviewController_list: {
    parameters: {
      query?: {
        limit?: number;
        /** @description From 1. With it the answer is { items, total, page, limit }; without it, every row. */
        page?: number;
        /** @description Case-insensitive search */
        q?: string;
        /** @description field:asc or field:desc; field one of created_at, name */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['WorkspaceOverviewResponseDto'][];
            limit: number;
            page: number;
            total: number;
          };
        };
      };
      /** @description Bad Request */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
}
