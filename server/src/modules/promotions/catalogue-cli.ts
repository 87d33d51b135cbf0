import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/create-db';
import { operatorName, optionOf, viaDatabase, viaRunningServer } from '../system/admin-call';

/**
 * The one shape of `pnpm admin promotions|missions|raffle|rewards ...`: the four operator catalogues differ only in
 * their path, schema and services, so the parsing, the file/flag merge and the server-or-database choice live here
 * once (as withdrawals-cli.ts does for one domain). Each command goes to the running server's admin route when one
 * answers, else straight to the same service on the database.
 */

/** A decision queue next to a catalogue: promotion applications, points redemptions. */
export interface DecisionQueue {
  word: string;
  path: string;
  statuses: readonly string[];
  list(db: Db, status?: string): Promise<unknown>;
  decide(
    db: Db,
    id: number,
    decision: 'approved' | 'rejected',
    remark: string,
    actor: string,
  ): Promise<unknown>;
}

export interface CatalogueDomain<I> {
  word: string;
  /** The admin route of the catalogue: GET lists, POST creates, `<path>/<id>` edits. */
  path: string;
  /** PUT: the route replaces the whole item (the CLI merges the change onto the current one); PATCH: it takes the change. */
  editMethod: 'PUT' | 'PATCH';
  schema: z.ZodType<I>;
  /** Field names of the schema: a file or flag naming anything else is refused before any call. */
  fields: readonly string[];
  /** Short flags for nested fields, e.g. rewards' `--name` → `names.en`. */
  alias?: (flag: string, value: unknown) => Record<string, unknown> | undefined;
  list(db: Db): Promise<Array<{ id: number }>>;
  create(db: Db, input: I): Promise<unknown>;
  edit(db: Db, id: number, input: I | Record<string, unknown>): Promise<unknown>;
  queue?: DecisionQueue;
}

export type CatalogueCommand =
  | { kind: 'list' }
  | { kind: 'create'; body: Record<string, unknown>; actor: string }
  | { kind: 'edit'; id: number; change: Record<string, unknown>; actor: string }
  | { kind: 'queue'; status?: string }
  | { kind: 'decide'; id: number; decision: 'approved' | 'rejected'; remark: string; actor: string };

export function catalogueUsage(domain: CatalogueDomain<unknown>): string {
  const w = `pnpm admin ${domain.word}`;
  const lines = [
    'Usage:',
    `  ${w} list`,
    `  ${w} create --file <item.json> [--<field> <value> ...] [--as <operator>]`,
    `  ${w} edit <id> [--file <change.json>] [--<field> <value> ...] [--as <operator>]`,
    `  ${w} enable <id> | disable <id> [--as <operator>]`,
  ];
  if (domain.queue) {
    lines.push(
      `  ${w} ${domain.queue.word} [--status ${domain.queue.statuses.join('|')}]`,
      `  ${w} approve <id> [--remark "<text>"] [--as <operator>]`,
      `  ${w} reject <id> --remark "<text>" [--as <operator>]`,
    );
  }
  lines.push(
    `  fields: ${domain.fields.join(', ')} (flags in kebab-case: --start-at; values read as JSON when they parse)`,
  );
  return lines.join('\n');
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const CLI_OPTIONS = new Set(['file', 'as', 'status', 'remark']);

function valueOf(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** `--file` first, then every `--<field> <value>` over it; unknown fields refused. */
function bodyOf(
  domain: CatalogueDomain<unknown>,
  args: string[],
  readJson: (path: string) => unknown,
): Record<string, unknown> {
  const file = optionOf(args, '--file');
  const fromFile = file === undefined ? {} : readJson(file);
  if (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile)) {
    throw new Error(`${file} must hold one JSON object`);
  }
  const body: Record<string, unknown> = { ...(fromFile as Record<string, unknown>) };
  for (let i = 0; i < args.length; i += 1) {
    const flag = /^--([a-z][a-z0-9-]*)$/.exec(args[i] ?? '')?.[1];
    if (!flag || CLI_OPTIONS.has(flag)) continue;
    const raw = args[i + 1];
    if (raw === undefined) throw new Error(`--${flag} needs a value`);
    i += 1;
    const value = valueOf(raw);
    const aliased = domain.alias?.(flag, value);
    if (!aliased) body[camel(flag)] = value;
    // An alias fills one key of a nested field, over what the file gave (`--name` over the file's other names).
    else
      for (const [k, v] of Object.entries(aliased))
        body[k] = isObject(body[k]) && isObject(v) ? { ...body[k], ...v } : v;
  }
  const unknown = Object.keys(body).filter((k) => !domain.fields.includes(k));
  if (unknown.length) throw new Error(`Unknown field(s): ${unknown.join(', ')}\n${catalogueUsage(domain)}`);
  return body;
}

function issuesOf(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; ');
}

const readJsonFile = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** `args` after the domain's word. Throws with the usage text (or the schema's issues). */
export function parseCatalogueArgs<I>(
  domain: CatalogueDomain<I>,
  args: string[],
  readJson: (path: string) => unknown = readJsonFile,
): CatalogueCommand {
  const d = domain as CatalogueDomain<unknown>;
  const usage = catalogueUsage(d);
  const [verb, rawId] = args;
  const actor = operatorName(args);
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (verb === 'list') return { kind: 'list' };
  if (verb === 'create') {
    const parsed = domain.schema.safeParse(bodyOf(d, args.slice(1), readJson));
    if (!parsed.success) throw new Error(`${issuesOf(parsed.error)}\n${usage}`);
    return { kind: 'create', body: parsed.data as Record<string, unknown>, actor };
  }
  if ((verb === 'enable' || verb === 'disable') && Number.isFinite(id)) {
    return { kind: 'edit', id, change: { enabled: verb === 'enable' }, actor };
  }
  if (verb === 'edit' && Number.isFinite(id)) {
    const change = bodyOf(d, args.slice(2), readJson);
    if (Object.keys(change).length === 0) throw new Error(`Nothing to change\n${usage}`);
    return { kind: 'edit', id, change, actor };
  }
  const queue = domain.queue;
  if (queue && verb === queue.word) {
    const status = optionOf(args, '--status');
    if (status !== undefined && !queue.statuses.includes(status)) throw new Error(usage);
    return status === undefined ? { kind: 'queue' } : { kind: 'queue', status };
  }
  if (queue && (verb === 'approve' || verb === 'reject') && Number.isFinite(id)) {
    const remark = (optionOf(args, '--remark') ?? '').trim();
    if (verb === 'reject' && remark.length < 2) throw new Error(`A remark is required to reject\n${usage}`);
    if (remark.length > 140) throw new Error(`A remark has at most 140 characters\n${usage}`);
    return { kind: 'decide', id, decision: verb === 'approve' ? 'approved' : 'rejected', remark, actor };
  }
  throw new Error(usage);
}

/** A PUT edit: the current item (as the list shows it) with the change over it, checked by the create schema. */
function merged<I>(
  domain: CatalogueDomain<I>,
  items: unknown,
  id: number,
  change: Record<string, unknown>,
): I {
  const current = (items as Array<Record<string, unknown>>).find((item) => item.id === id);
  if (!current) throw new Error(`No ${domain.word} item with id ${id}`);
  const whole = Object.fromEntries(
    Object.entries({ ...current, ...change }).filter(([k]) => domain.fields.includes(k)),
  );
  const parsed = domain.schema.safeParse(whole);
  if (!parsed.success) throw new Error(issuesOf(parsed.error));
  return parsed.data;
}

type Result = { via: 'server' | 'database'; result: unknown };

async function serverThenDatabase(
  config: Config,
  request: { method: string; path: string; body?: unknown; actor?: string },
  onDatabase: (db: Db) => Promise<unknown>,
): Promise<Result> {
  const fromServer = await viaRunningServer(config, request);
  if (fromServer.answered) return { via: 'server', result: fromServer.value };
  return { via: 'database', result: await viaDatabase(config, onDatabase) };
}

async function runEdit<I>(
  domain: CatalogueDomain<I>,
  config: Config,
  command: Extract<CatalogueCommand, { kind: 'edit' }>,
): Promise<Result> {
  const path = `${domain.path}/${command.id}`;
  if (domain.editMethod === 'PATCH') {
    return serverThenDatabase(
      config,
      { method: 'PATCH', path, body: command.change, actor: command.actor },
      (db) => domain.edit(db, command.id, command.change),
    );
  }
  const listed = await viaRunningServer(config, { method: 'GET', path: domain.path });
  if (listed.answered) {
    const body = merged(domain, listed.value, command.id, command.change);
    const value = await viaRunningServer(config, { method: 'PUT', path, body, actor: command.actor });
    if (value.answered) return { via: 'server', result: value.value };
  }
  const result = await viaDatabase(config, async (db) =>
    domain.edit(db, command.id, merged(domain, await domain.list(db), command.id, command.change)),
  );
  return { via: 'database', result };
}

export async function runCatalogueCli<I>(
  domain: CatalogueDomain<I>,
  args: string[],
  config: Config,
): Promise<Result> {
  const command = parseCatalogueArgs(domain, args);
  const queue = domain.queue;
  switch (command.kind) {
    case 'list':
      return serverThenDatabase(config, { method: 'GET', path: domain.path }, (db) => domain.list(db));
    case 'create':
      return serverThenDatabase(
        config,
        { method: 'POST', path: domain.path, body: command.body, actor: command.actor },
        (db) => domain.create(db, command.body as I),
      );
    case 'edit':
      return runEdit(domain, config, command);
    case 'queue': {
      if (!queue) throw new Error(catalogueUsage(domain as CatalogueDomain<unknown>));
      const query = command.status ? `?status=${command.status}` : '';
      return serverThenDatabase(config, { method: 'GET', path: `${queue.path}${query}` }, (db) =>
        queue.list(db, command.status),
      );
    }
    case 'decide': {
      if (!queue) throw new Error(catalogueUsage(domain as CatalogueDomain<unknown>));
      const action = command.decision === 'approved' ? 'approve' : 'reject';
      return serverThenDatabase(
        config,
        {
          method: 'POST',
          path: `${queue.path}/${command.id}/${action}`,
          body: { remark: command.remark },
          actor: command.actor,
        },
        (db) => queue.decide(db, command.id, command.decision, command.remark, `admin:${command.actor}`),
      );
    }
  }
}
