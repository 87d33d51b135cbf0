import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { overlayFromUrl, provideSlotHost, trackSingleton, useSessionStore } from '@site/shared';
import { pageLanguageSettled } from '@site/shared/i18n';
import { App } from './app/app';
import { holdBackgroundUntil } from './federation/deep-link-gate';
import { announceSavedLanguage } from './app/shell-i18n';
import {
  EXPOSED_OVERLAY,
  ensureRemotesRegistered,
  loadRemoteModule,
  overlayRefusal,
  readFederationSettings,
  ShellSlotHost,
} from './federation';

/**
 * A deep link to an overlay page (`/member/withdraw`, `/agent/teamOverview`): its owner's overlay module starts
 * loading now, beside the remotes' registration, instead of after the first render mounts the overlay host
 * (docs/performance.md "Deep links"), and the page under it (home) waits for it (deep-link-gate.ts). Only for a
 * session that may open it: a refused link loads nothing and holds nothing.
 */
function preloadDeepLinkedOverlay() {
  const request = overlayFromUrl(window.location.pathname, window.location.search);
  if (!request) return;
  const { token, isAgent } = useSessionStore.getState();
  if (overlayRefusal(request.owner, { loggedIn: Boolean(token), isAgent })) return;
  const loading = loadRemoteModule(request.owner, EXPOSED_OVERLAY, readFederationSettings());
  loading.catch(() => undefined);
  holdBackgroundUntil(loading);
}

/** How long the first render waits for a saved language's files before it draws in English and switches after. */
const SAVED_LANGUAGE_WAIT_MS = 1_500;

/** Renders the site into #root: the last stage of start-up (bootstrap.ts). */
export async function mount() {
  trackSingleton('react', React);
  // Register the remotes from the release manifest (the page's copy, or fetched) while React renders the layout.
  ensureRemotesRegistered(readFederationSettings()).catch(() => undefined);
  preloadDeepLinkedOverlay();
  // Every remote's <Slot> renders through the shell's slot table and failure layers.
  provideSlotHost(ShellSlotHost);

  // A player who saved another language gets the first frame in it (its files load while the remotes register), not
  // English then a switch; the server's frame is already hidden for them (docs/performance.md "First screen").
  if (announceSavedLanguage()) await pageLanguageSettled(SAVED_LANGUAGE_WAIT_MS);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the browser in
  // between, instead of one long task while a phone's main thread is also evaluating the page's scripts
  // (docs/performance.md "Main thread").
  const root = createRoot(container);
  React.startTransition(() => {
    root.render(
      <React.StrictMode>
        <App />
      </React.StrictMode>,
    );
  });
}
