import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Staff work in daylight on long tables: the back office uses the kit's light theme (no inline boot script, so the
// strict CSP needs no hash).
document.documentElement.dataset.theme = 'light';
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
