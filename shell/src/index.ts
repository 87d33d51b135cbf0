// Async boundary: shared singletons are negotiated by the MF runtime before any app code runs. The page's head names
// the start chunks as deferred scripts after this one (shared/build/start-chunk-scripts-plugin.js): by
// DOMContentLoaded each has registered its modules, so the runtime inserts no script element for them, and the
// negotiation (a share-scope lookup and a semver check per consumed shared module) gets a task of its own instead of
// lengthening the runtime's start (docs/performance.md "Main thread").
// This file runs as a deferred script itself, so the document is already "interactive" here while the later deferred
// scripts have not run yet: wait for DOMContentLoaded (or, should this run after it, for load).
let started = false;
const startBootstrap = () => {
  if (started) return;
  started = true;
  setTimeout(() => void import('./bootstrap'), 0);
};
if (document.readyState === 'complete') startBootstrap();
else {
  document.addEventListener('DOMContentLoaded', startBootstrap, { once: true });
  window.addEventListener('load', startBootstrap, { once: true });
}
