/**
 * A schema built on first use in the browser, at once elsewhere.
 *
 * Why: a page loads every shared schema module, and building the ~400 zod schemas there (each `.min()`, `.optional()`
 * or `.extend()` is a new zod object) took 200–250 ms of a phone's start-up in many long tasks, for the dozen schemas
 * home parses (docs/performance.md "Main thread"). In a browser `lazySchema` returns a stand-in that builds the
 * schema when any of its properties is first read (`parse`, `shape`, `_zod`, …) and forwards to it from then on, so a
 * page pays only for the schemas it uses.
 *
 * Outside a browser (the server, its tests, scripts) the schema is built at once and returned as itself: zod's
 * metadata registry and JSON Schema export key on the schema object, and the API documentation is built from them.
 */
export function lazySchema<T extends object>(build: () => T): T {
  // `globalThis.document`, not `document`: the server compiles without the DOM's types.
  if (!('document' in globalThis)) return build();
  let built: T | undefined;
  const real = (): T => (built ??= build());
  // zod's methods live on its prototypes and read `this`: bound to the built schema, a call such as `parse` runs
  // on it directly instead of through this stand-in at every step. Bound once per name, so a method read twice is
  // the same function.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get: (_target, key) => {
      const schema = real();
      const value: unknown = Reflect.get(schema, key, schema);
      if (typeof value !== 'function' || key === 'constructor') return value;
      let method = bound.get(key);
      if (method === undefined)
        bound.set(key, (method = (value as (...args: unknown[]) => unknown).bind(schema)));
      return method;
    },
    has: (_target, key) => Reflect.has(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as non-configurable unless its own target has it so; the stand-in's
      // target is empty, so every property is reported as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
