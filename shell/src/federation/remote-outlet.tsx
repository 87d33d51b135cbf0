import type { RemoteName } from '../app/route-table';

/** Temporary: replaced by the federated loader (manifest, retry, boundary) in the next commit. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  return <div data-remote={remote} />;
}
