/**
 * Dates as the player reads them: in the site language the player picked, not the device's locale (a Thai page on
 * an English phone shows Thai dates). Every table and message of the remotes formats through these.
 */
export function formatDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language);
}

export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language);
}
