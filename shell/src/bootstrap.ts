import { evaluateSchemasInStages } from '@site/shared/schemas/stages';

/**
 * Start-up in stages, each its own task: the shared schemas (a stage per schema module), the shared library, then
 * the shell's own modules and the first render. Evaluating them in one go was one long task of ~240 ms on a
 * throttled phone, blocking input while the page was first drawn, and the schemas alone were still one of ~230 ms
 * (docs/performance.md "Main thread"). The imports are eager: the code arrives with this chunk, in parallel, as
 * before; only its evaluation is spread out.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await evaluateSchemasInStages(yieldToBrowser);
  await import(/* webpackMode: "eager" */ '@site/shared/schemas');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@site/shared');
  await yieldToBrowser();
  const { mount } = await import(/* webpackMode: "eager" */ './mount');
  await yieldToBrowser();
  await mount();
}

void start();

// A module, so index.ts can import it and nothing here is global.
export {};
