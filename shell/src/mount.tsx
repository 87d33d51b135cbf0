import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { provideSlotHost, trackSingleton } from '@site/shared';
import { pageLanguageSettled } from '@site/shared/i18n';
import { App } from './app/app';
import { announceSavedLanguage } from './app/shell-i18n';
import { ensureRemotesRegistered, readFederationSettings, ShellSlotHost } from './federation';

/** How long the first render waits for a saved language's files before it draws in English and switches after. */
const SAVED_LANGUAGE_WAIT_MS = 1_500;

/** Renders the site into #root: the last stage of start-up (bootstrap.ts). */
export async function mount() {
  trackSingleton('react', React);
  // Register the remotes from the release manifest (the page's copy, or fetched) while React renders the layout.
  ensureRemotesRegistered(readFederationSettings()).catch(() => undefined);
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
