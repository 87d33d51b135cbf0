/**
 * Start-up is spread over tasks (bootstrap.ts): the shared library's stages (the libraries under it, then itself)
 * and the shell's modules are each evaluated in a task of their own, so a throttled phone never runs them as one
 * long blocking task.
 */
const evaluated: string[] = [];

// Two stages stand for the shared library's (shared/src/start-stages.ts has its own test).
jest.mock('@site/shared/start-stages', () => ({
  evaluateStartInStages: async (pause: () => Promise<void>) => {
    evaluated.push('libraries');
    await pause();
    evaluated.push('shared');
    await pause();
  },
}));
jest.mock('./mount', () => {
  evaluated.push('shell modules');
  return { mount: () => evaluated.push('render') };
});

/** Lets every queued promise callback run, without letting a timer (a new task) fire. */
async function runMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

test('the libraries, the shared library and the shell are evaluated in separate tasks, then the site renders', async () => {
  jest.useFakeTimers();
  void import('./bootstrap');
  const steps = ['libraries', 'shared', 'shell modules', 'render'];

  await runMicrotasks();
  expect(evaluated).toEqual(steps.slice(0, 1));
  for (let task = 2; task <= steps.length; task += 1) {
    jest.runOnlyPendingTimers();
    await runMicrotasks();
    expect(evaluated).toEqual(steps.slice(0, task));
  }
  jest.useRealTimers();
});
