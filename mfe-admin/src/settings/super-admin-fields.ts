import { useCurrentUser } from '@qrpanel/web';
import { SUPER_ADMIN_SETTINGS } from '@qrpanel/contracts';

/**
 * Whether a settings field is out of the signed-in user's reach: secrets, and the SMTP host
 * and port the mail password is sent to, are the super_admin's (the api refuses an
 * administrator's change). Administrators still see them, and save them back unchanged.
 */
export function useSuperAdminOnly(): (field: string) => boolean {
  const user = useCurrentUser();
  const locked = user?.role !== 'super_admin';
  return (field) => locked && (SUPER_ADMIN_SETTINGS as readonly string[]).includes(field);
}
