/**
 * Answers a page arrives with (docs/performance.md "Answers in the page"). The server runs the public GETs every
 * page's first screen makes — the site status, the operator's whitelabel, the game vendors, the page's banners —
 * while it serves the HTML, and writes their envelopes and the live release manifest into it as JSON. The shell then
 * draws its chrome and home's first banner without waiting for those round trips: on a phone's slow network they
 * were the longest wait before the largest picture.
 *
 * Each answer is used once, only in the first seconds of the page (a later refetch goes to the network) and only by a
 * page in the language the answers were made for; anything else simply asks the server as before.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, resolveLanguage } from '../i18n/languages';

export const BOOT_ANSWERS_ELEMENT_ID = 'site-boot-answers';

/**
 * The language the server makes the answers in: the one a page starts in when its visitor has chosen none. A visitor
 * who chose another asks the server for the language-dependent answers, as before.
 */
export const BOOT_ANSWERS_LANGUAGE = DEFAULT_LANGUAGE;

/** How long after navigation an answer of the page still counts as fresh. */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000;

export interface BootPayload {
  /** The site language the answers were made in (sent as Accept-Language, as the API client does). */
  language: string;
  /** bootAnswerKey(url, params) → the API's envelope, as the route answered it. */
  answers: Record<string, unknown>;
  /** The live release manifest (`/releases/manifest.json`) at the time the page was served. */
  releases?: unknown;
}

export interface BootRequest {
  url: string;
  params?: Readonly<Record<string, string>>;
}

/** One spelling per GET: the path and its query parameters in name order, as both server and page write it. */
export function bootAnswerKey(url: string, params?: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${url}?${query}` : url;
}

/** Escapes the JSON so no answer text (an operator's banner title, say) can close the script element it sits in. */
export function bootPayloadScript(payload: BootPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${BOOT_ANSWERS_ELEMENT_ID}" type="application/json">${json}</script>`;
}

interface PageDocument {
  getElementById(id: string): { textContent: string | null } | null;
}

let payload: BootPayload | null | undefined;
const taken = new Set<string>();

function readPayload(): BootPayload | null {
  if (payload !== undefined) return payload;
  payload = null;
  // Read through globalThis: the server imports this module too, and has no DOM.
  const element = (globalThis as { document?: PageDocument }).document?.getElementById(
    BOOT_ANSWERS_ELEMENT_ID,
  );
  if (!element?.textContent) return payload;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (isPayload(parsed)) payload = parsed;
  } catch {
    // A page with a damaged payload asks the server for everything, as one without it does.
  }
  return payload;
}

function isPayload(value: unknown): value is BootPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { language, answers } = value as Partial<BootPayload>;
  return typeof language === 'string' && typeof answers === 'object' && answers !== null;
}

const fresh = () => performance.now() < BOOT_ANSWER_MAX_AGE_MS;

/**
 * The language the page is in or is about to switch to: a visitor's saved choice, else the default. A page starts in
 * the default and applies the saved choice once its texts have loaded; its first requests must not take answers made
 * in the default meanwhile.
 */
function pageLanguage(): string {
  try {
    const storage = (globalThis as { localStorage?: { getItem(key: string): string | null } }).localStorage;
    return resolveLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The page's answer to this GET, asked in `language` (the page's current one), once; `undefined` when there is none
 * or the page is not in the answers' language (ask the server).
 */
export function takeBootAnswer(
  url: string,
  params: Readonly<Record<string, unknown>> | undefined,
  language: string,
): unknown {
  const boot = readPayload();
  if (!boot || boot.language !== language || pageLanguage() !== boot.language || !fresh()) return undefined;
  const key = bootAnswerKey(url, params);
  if (taken.has(key) || !Object.hasOwn(boot.answers, key)) return undefined;
  taken.add(key);
  return boot.answers[key];
}

/** The release manifest the page came with, once; `undefined` when there is none (fetch it). */
export function takeBootReleases(): unknown {
  const boot = readPayload();
  if (!boot || boot.releases === undefined || taken.has('releases') || !fresh()) return undefined;
  taken.add('releases');
  return boot.releases;
}

/** Tests: forget the payload read and the answers taken. */
export function resetBootAnswersForTests(): void {
  payload = undefined;
  taken.clear();
}
