import { useSyncExternalStore } from 'react';
import type { UserDto } from '@qrpanel/contracts';
import { getSession, subscribeSession, type Session } from './session-store';

/** The current session; the component re-renders on login, logout and profile changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The signed-in user, or null. */
export function useCurrentUser(): UserDto | null {
  return useSession()?.user ?? null;
}
