import { START_STAGES, evaluateStartInStages } from './start-stages';

describe('start stages', () => {
  it('end with @site/shared itself, after the libraries it is built on', () => {
    const names = START_STAGES.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.at(-1)).toBe('@site/shared');
    expect(names.indexOf('react')).toBeLessThan(names.indexOf('react-dom'));
  });

  it('give the thread back after each stage, and each stage loads its module', async () => {
    const order: string[] = [];
    let stage = 0;
    await evaluateStartInStages(async () => {
      order.push(`pause after ${START_STAGES[stage++]?.[0]}`);
    });
    expect(order).toEqual(START_STAGES.map(([name]) => `pause after ${name}`));
    const shared = (await START_STAGES.at(-1)![1]()) as Record<string, unknown>;
    expect(typeof shared.formatAmount).toBe('function');
  });
});
