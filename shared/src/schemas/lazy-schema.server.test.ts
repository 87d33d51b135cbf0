/**
 * @jest-environment node
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema outside a browser (the server, scripts)', () => {
  it('builds at once and returns the schema itself: the metadata registry and JSON Schema key on it', () => {
    const real = z.string().meta({ id: 'plain' });
    const build = jest.fn(() => real);
    const schema = lazySchema(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema).toBe(real);
    expect(z.globalRegistry.get(schema)).toEqual({ id: 'plain' });
  });
});
