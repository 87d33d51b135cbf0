/**
 * The schema modules in an order where each one's imports come before it, one stage each. A page that wants its
 * start-up in short tasks (the shell's bootstrap) evaluates them through `evaluateSchemasInStages` before importing
 * `@site/shared/schemas`, which then finds them all evaluated: building every zod schema in one go was one task of
 * ~230 ms on a throttled phone (docs/performance.md "Main thread"). Every schema module of this folder is listed;
 * stages.test.ts fails when one is not.
 */
export const SCHEMA_STAGES: ReadonlyArray<readonly [name: string, load: () => Promise<unknown>]> = [
  ['lazy-schema', () => import(/* webpackMode: "eager" */ './lazy-schema')],
  ['validation-messages', () => import(/* webpackMode: "eager" */ './validation-messages')],
  ['common-fields', () => import(/* webpackMode: "eager" */ './common-fields')],
  ['page', () => import(/* webpackMode: "eager" */ './page')],
  ['validation-patterns', () => import(/* webpackMode: "eager" */ './validation-patterns')],
  ['error-codes', () => import(/* webpackMode: "eager" */ './error-codes')],
  ['session', () => import(/* webpackMode: "eager" */ './session')],
  ['verification', () => import(/* webpackMode: "eager" */ './verification')],
  ['member', () => import(/* webpackMode: "eager" */ './member')],
  ['system', () => import(/* webpackMode: "eager" */ './system')],
  ['games', () => import(/* webpackMode: "eager" */ './games')],
  ['wallet', () => import(/* webpackMode: "eager" */ './wallet')],
  ['payments', () => import(/* webpackMode: "eager" */ './payments')],
  ['withdrawals', () => import(/* webpackMode: "eager" */ './withdrawals')],
  ['transfer-wallet', () => import(/* webpackMode: "eager" */ './transfer-wallet')],
  ['responsible-gaming', () => import(/* webpackMode: "eager" */ './responsible-gaming')],
  ['lottery', () => import(/* webpackMode: "eager" */ './lottery')],
  ['promotions', () => import(/* webpackMode: "eager" */ './promotions')],
  ['missions', () => import(/* webpackMode: "eager" */ './missions')],
  ['points', () => import(/* webpackMode: "eager" */ './points')],
  ['raffle', () => import(/* webpackMode: "eager" */ './raffle')],
  ['rebate', () => import(/* webpackMode: "eager" */ './rebate')],
  ['referral', () => import(/* webpackMode: "eager" */ './referral')],
  ['vip', () => import(/* webpackMode: "eager" */ './vip')],
  ['agent', () => import(/* webpackMode: "eager" */ './agent')],
  ['agent-team', () => import(/* webpackMode: "eager" */ './agent-team')],
  ['telemetry', () => import(/* webpackMode: "eager" */ './telemetry')],
  ['answers', () => import(/* webpackMode: "eager" */ './answers')],
  ['chat', () => import(/* webpackMode: "eager" */ './chat')],
  ['encrypted-calls', () => import(/* webpackMode: "eager" */ './encrypted-calls')],
];

/** Evaluates the schema modules one stage at a time, letting `pause` give the browser the thread between stages. */
export async function evaluateSchemasInStages(pause: () => Promise<void>): Promise<void> {
  for (const [, load] of SCHEMA_STAGES) {
    await load();
    await pause();
  }
}
