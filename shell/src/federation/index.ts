export { RemoteOutlet } from './remote-outlet';
export type { RemoteOutletProps } from './remote-outlet';
export { ensureRemotesRegistered } from './remote-registry';
export { readFederationSettings } from './federation-config';
export type { FederationSettings } from './federation-config';
export type { ReleaseManifest, ReleasedRemote } from './release-manifest';
