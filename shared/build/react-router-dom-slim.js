// What the page's one router module provides under the share key `react-router-dom` (shared-singletons.js): only
// the names the apps import, taken from react-router itself (react-router-dom 7 is `export * from 'react-router'`).
// Shared modules are provided whole, and the whole of react-router 7 is also its server rendering, sessions and
// cookie parsers: 56.5 KB brotli on home, where these names need a fraction of it (docs/performance.md).
// An app that needs another name adds it here; shared/src/platform/slim-shares.test.ts fails until it does.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
