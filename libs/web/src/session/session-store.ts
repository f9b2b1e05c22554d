import { ROLES, type UserDto } from '@qrpanel/contracts';

/** The signed-in user's session: the bearer token and the user as the api last answered it. */
export interface Session {
  token: string;
  user: UserDto;
}

export const TOKEN_KEY = 'qrpanel.token';
export const USER_KEY = 'qrpanel.user';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null | undefined;

/**
 * Reads the session kept in local storage. Anything unreadable (a token without a user,
 * a user that does not parse or lacks its fields) clears both keys: a half session would
 * only fail later, on the first call.
 */
export function readStoredSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (token === null && rawUser === null) return null;
  try {
    if (!token || !rawUser) throw new Error('incomplete session');
    const user = JSON.parse(rawUser) as unknown;
    if (!isUser(user)) throw new Error('malformed user');
    return { token, user };
  } catch {
    removeStored();
    return null;
  }
}

function isUser(value: unknown): value is UserDto {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Partial<UserDto>;
  return (
    typeof u.id === 'number' &&
    typeof u.name === 'string' &&
    typeof u.email === 'string' &&
    (ROLES as readonly string[]).includes(u.role ?? '')
  );
}

function removeStored(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The current session, restored from local storage on first use. */
export function getSession(): Session | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

/** Starts a session (after login or register). */
export function setSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  current = session;
  emit();
}

/** Replaces the stored user (after a profile change); no-op without a session. */
export function updateSessionUser(user: UserDto): void {
  const session = getSession();
  if (session) setSession({ ...session, user });
}

/** Ends the session (logout, or a 401 from the api). */
export function clearSession(): void {
  removeStored();
  const had = current !== null;
  current = null;
  if (had) emit();
}

/** Forgets the in-memory copy so the next read comes from storage (tests, other tabs). */
export function reloadSession(): void {
  current = readStoredSession();
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** A login or logout in another tab applies here too. */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) reloadSession();
}
