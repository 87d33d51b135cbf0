import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { balanceResultSchema } from './wallet';

describe('lazySchema in a browser (this suite runs in jsdom)', () => {
  it('builds the schema on first use, once', () => {
    const build = jest.fn(() => z.object({ name: z.string().min(1) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is a zod schema to zod: instanceof, nesting, unions, extend and optional', () => {
    const kind = lazySchema(() => z.enum(['cash', 'bonus']));
    const entry = lazySchema(() => z.object({ kind, amount: z.number() }));
    expect(entry instanceof z.ZodObject).toBe(true);
    expect(kind instanceof z.ZodEnum).toBe(true);

    const page = z.object({ list: z.array(entry), note: entry.shape.kind.optional() });
    expect(page.parse({ list: [{ kind: 'cash', amount: 2 }] })).toEqual({
      list: [{ kind: 'cash', amount: 2 }],
    });
    expect(page.safeParse({ list: [{ kind: 'gift', amount: 2 }] }).success).toBe(false);

    const tagged = z.discriminatedUnion('type', [
      lazySchema(() => z.object({ type: z.literal('a'), a: z.number() })),
      lazySchema(() => z.object({ type: z.literal('b'), b: z.string() })),
    ]);
    expect(tagged.parse({ type: 'b', b: 'x' })).toEqual({ type: 'b', b: 'x' });
    expect(tagged.safeParse({ type: 'a', a: 'x' }).success).toBe(false);

    const wider = entry.extend({ note: z.string() }).strict();
    expect(wider.safeParse({ kind: 'bonus', amount: 1, note: 'n', extra: 1 }).success).toBe(false);
    expect(entry.optional().parse(undefined)).toBeUndefined();
  });

  it('keeps the messages of a failed parse (the forms show them)', () => {
    const amount = lazySchema(() => z.number().min(10, 'At least 10'));
    const result = amount.safeParse(3);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('At least 10');
    expect(() => amount.parse(3)).toThrow(z.ZodError);
  });

  it("the shared schemas parse through it: the wallet's balance answer", () => {
    expect(
      balanceResultSchema.parse({
        sumBalance: 12.5,
        currency: 'USD',
        wallets: [{ wallet: 'MAIN', currency: 'USD', balance: 12.5 }],
      }).wallets[0]?.balance,
    ).toBe(12.5);
    expect(balanceResultSchema.safeParse({ sumBalance: 1.234, currency: 'USD', wallets: [] }).success).toBe(
      false,
    );
  });
});
