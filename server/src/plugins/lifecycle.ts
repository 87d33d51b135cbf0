/**
 * Where a server process is in its life, for `/readyz` and graceful shutdown (docs/deployment.md "Several
 * processes"). The app exists only once its migrations ran (plugins/db.ts), so "migrated" is implied; the release
 * registry is ready once the first start's publish settled; `draining` is set on SIGTERM, so the balancer's health
 * check takes the process out of rotation while it finishes what it has.
 */
export interface Lifecycle {
  registryReady: boolean;
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { registryReady: false, draining: false };
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}
