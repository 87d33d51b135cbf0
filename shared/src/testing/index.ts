/**
 * Test-only helpers for the apps' component tests (`@site/shared/testing`). Never imported by app code: lint bars
 * it outside tests and test-utils, so no build ever bundles it.
 */
export { callsTo, fakeApi, pending, type FakeCall, type FakeHandler } from './fake-api';
