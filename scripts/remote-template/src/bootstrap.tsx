import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import RemoteRoutes from './remote-entry';

// Standalone mount for the team's own development (`pnpm dev`); the shell never runs this file.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteRoutes />
    </BrowserRouter>
  </StrictMode>,
);
