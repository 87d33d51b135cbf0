import { apiRequest } from '@site/shared';

/** DELETE /wps/session/logout (T): ends the token on the server. */
export async function logout(): Promise<void> {
  await apiRequest<unknown>({ method: 'DELETE', url: '/wps/session/logout' });
}
