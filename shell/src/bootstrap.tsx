import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { provideSlotHost, trackSingleton } from '@site/shared';
import { App } from './app/app';
import { ensureRemotesRegistered, readFederationSettings, ShellSlotHost } from './federation';

trackSingleton('react', React);
// Start fetching the release manifest while React renders the layout; outlets await it.
ensureRemotesRegistered(readFederationSettings()).catch(() => undefined);
// Every remote's <Slot> renders through the shell's slot table and failure layers.
provideSlotHost(ShellSlotHost);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <React.StrictMode>
    <App />
  </React.StrictMode>,
);
