import { api } from './api';
import { session } from './services';

/**
 * Log out (top bar and main menu): tells the server to end the session (RuoYi deletes the token on POST /logout; else
 * it stays valid for 30 minutes after its last use, on a shared control-room PC), then forgets it here at once. The
 * call carries the token it was started with, so the local state need not wait for it; a failed logout (offline, a
 * backend without /logout) still leaves the user signed out here.
 */
export function signOut(): Promise<void> {
  const token = session.getToken();
  const told = token ? api.logout(token).catch(() => undefined) : Promise.resolve();
  session.clear();
  return told;
}
