import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_STAGES, evaluateSchemasInStages } from './stages';

describe('schema stages', () => {
  it('list every schema module of the folder, each once', () => {
    const modules = readdirSync(__dirname)
      .filter(
        (file) =>
          file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'stages.ts'].includes(file),
      )
      .map((file) => path.basename(file, '.ts'))
      .sort();
    const staged = SCHEMA_STAGES.map(([name]) => name);
    expect(new Set(staged).size).toBe(staged.length);
    expect([...staged].sort()).toEqual(modules);
  });

  it('give the thread back after each stage', async () => {
    const order: string[] = [];
    let stage = 0;
    await evaluateSchemasInStages(async () => {
      order.push(`pause after ${SCHEMA_STAGES[stage++]?.[0]}`);
    });
    expect(order).toHaveLength(SCHEMA_STAGES.length);
    expect(order[0]).toBe('pause after lazy-schema');
  });
});
