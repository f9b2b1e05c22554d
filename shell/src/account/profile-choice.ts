import {
  errorMessage,
  getSession,
  notifyError,
  updateSessionUser,
  type UpdateProfileDto,
} from '@qrpanel/web';
import { authApi } from '../auth/auth-api';

/** A setting chosen from the header (colour scheme, language) rather than in Account Settings. */
export type ProfileChoice = Pick<UpdateProfileDto, 'color_scheme' | 'language'>;

/**
 * Keeps a signed-in user's choice with the profile, so it follows them to another device;
 * signed out, the choice stays in this browser only. `failed` is the text shown when only
 * the saving failed (the page keeps the choice).
 */
export async function saveProfileChoice(choice: ProfileChoice, failed: () => string): Promise<void> {
  const user = getSession()?.user;
  if (!user) return;
  const unchanged = Object.entries(choice).every(
    ([key, value]) => user[key as keyof ProfileChoice] === value,
  );
  if (unchanged) return;
  try {
    updateSessionUser(await authApi.updateProfile({ name: user.name, email: user.email, ...choice }));
  } catch (e) {
    notifyError(errorMessage(e, failed()));
  }
}
