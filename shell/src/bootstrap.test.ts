/**
 * Start-up is spread over tasks (bootstrap.ts): the shared schemas (stage by stage), the shared library and the
 * shell's modules are each evaluated in a task of their own, so a throttled phone never runs them as one long
 * blocking task.
 */
const evaluated: string[] = [];

// Two stages stand for the schema modules (shared/src/schemas/stages.ts has its own test).
jest.mock('@site/shared/schemas/stages', () => ({
  evaluateSchemasInStages: async (pause: () => Promise<void>) => {
    evaluated.push('schema stage 1');
    await pause();
    evaluated.push('schema stage 2');
    await pause();
  },
}));

jest.mock('@site/shared/schemas', () => {
  evaluated.push('schemas');
  return {};
});
jest.mock('@site/shared', () => {
  evaluated.push('shared');
  return {};
});
jest.mock('./mount', () => {
  evaluated.push('shell modules');
  return { mount: () => evaluated.push('render') };
});

/** Lets every queued promise callback run, without letting a timer (a new task) fire. */
async function runMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

test('the schemas, the shared library and the shell are evaluated in separate tasks, then the site renders', async () => {
  jest.useFakeTimers();
  void import('./bootstrap');
  const steps = ['schema stage 1', 'schema stage 2', 'schemas', 'shared', 'shell modules', 'render'];

  await runMicrotasks();
  expect(evaluated).toEqual(steps.slice(0, 1));
  for (let task = 2; task <= steps.length; task += 1) {
    jest.runOnlyPendingTimers();
    await runMicrotasks();
    expect(evaluated).toEqual(steps.slice(0, task));
  }
  jest.useRealTimers();
});
