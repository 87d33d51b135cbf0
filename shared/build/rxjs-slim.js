// What the page's one rxjs module provides under the share key `rxjs` (shared-singletons.js): the two subjects the
// site bus uses (shared/src/bus), from rxjs's own internal entries so this import is not itself the shared `rxjs`.
// Shared modules are provided whole, and the whole of rxjs is every operator and scheduler: 16.4 KB brotli on home.
// Code that needs another name adds it here; shared/src/platform/slim-shares.test.ts fails until it does.
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { Subject } from 'rxjs/internal/Subject';
