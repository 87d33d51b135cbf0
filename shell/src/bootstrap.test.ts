/**
 * Start-up is spread over tasks (bootstrap.ts): the shared schemas, the shared library and the shell's modules are
 * each evaluated in a task of their own, so a throttled phone never runs them as one long blocking task.
 */
const evaluated: string[] = [];

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

  await runMicrotasks();
  expect(evaluated).toEqual(['schemas']);

  jest.runOnlyPendingTimers();
  await runMicrotasks();
  expect(evaluated).toEqual(['schemas', 'shared']);

  jest.runOnlyPendingTimers();
  await runMicrotasks();
  expect(evaluated).toEqual(['schemas', 'shared', 'shell modules']);

  jest.runOnlyPendingTimers();
  await runMicrotasks();
  expect(evaluated).toEqual(['schemas', 'shared', 'shell modules', 'render']);
  jest.useRealTimers();
});
