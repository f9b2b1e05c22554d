import type { Language, Role } from '@qrpanel/contracts';

/**
 * Who is calling, as far as the platform and the floors below identity need to know: the
 * JWT guard puts identity's user here, and modules above identity read it as that user.
 */
export interface Principal {
  id: number;
  role: Role;
  /** The language chosen in the profile (what the mails sent to this user speak); null: none. */
  language?: Language | null;
}
