// Test setup every app's jest project starts from (the remotes' jest.setup.cjs and shell/test/setup-tests.ts
// require this file, then add their own).
require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default. A whole-app render that lazy-loads a route and a banner can take
// longer than that on a 2-core CI machine running two jest workers beside the database tests; 10 s keeps the
// assertions the same while no longer failing on load (a test still fails when the element never comes). 5 s was
// not enough once (2026-11-25: the register page's w_reg banner, with the host at a load of 10+).
require('@testing-library/react').configure({ asyncUtilTimeout: 10000 });
