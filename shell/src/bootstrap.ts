import { evaluateStartInStages } from '@site/shared/start-stages';

/**
 * Start-up in stages, each its own task: the libraries under the shared library and the shared library itself (a
 * stage each, `@site/shared/start-stages`), then the shell's own modules and the first render. Evaluated in one go
 * they were one long task of ~240 ms on a throttled phone, blocking input while the page was first drawn
 * (docs/performance.md "Main thread"). The imports are eager: the code arrives with this chunk, in parallel, as
 * before; only its evaluation is spread out.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await evaluateStartInStages(yieldToBrowser);
  const { mount } = await import(/* webpackMode: "eager" */ './mount');
  await yieldToBrowser();
  await mount();
}

void start();

// A module, so index.ts can import it and nothing here is global.
export {};
