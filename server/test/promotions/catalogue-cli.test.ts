import { parseCatalogueArgs } from '../../src/modules/promotions/catalogue-cli';
import { promotionsDomain } from '../../src/modules/promotions/promotions-cli';
import { missionsDomain } from '../../src/modules/missions/missions-cli';
import { raffleDomain } from '../../src/modules/raffle/raffle-cli';
import { rewardsDomain } from '../../src/modules/points/rewards-cli';

// `pnpm admin promotions|missions|raffle|rewards ...`: the parsing only; the routes and services they call are tested
// with their domains.
const files: Record<string, unknown> = {
  'reward.json': {
    code: 'CASH_10',
    names: { en: 'Ten', de: 'Zehn' },
    kind: 'cash',
    pointsCost: 1000,
    amount: 10,
    startAt: '2025-01-01T00:00:00Z',
  },
  'mission.json': {
    code: 'BET_100',
    title: 'Bet 100',
    period: 'daily',
    kind: 'valid_bet',
    target: 100,
    reward: 2,
    startAt: '2025-01-01T00:00:00Z',
  },
  'list.json': [],
};
const readJson = (path: string) => {
  if (!(path in files)) throw new Error(`ENOENT ${path}`);
  return files[path];
};

describe('pnpm admin rewards', () => {
  it('creates from a file, flags over the file, and checks the whole item', () => {
    const command = parseCatalogueArgs(
      rewardsDomain,
      ['create', '--file', 'reward.json', '--stock', '5', '--name', 'Ten pesos', '--as', 'anna'],
      readJson,
    );
    expect(command).toMatchObject({
      kind: 'create',
      actor: 'anna',
      body: {
        code: 'CASH_10',
        stock: 5,
        names: { en: 'Ten pesos', de: 'Zehn' },
        enabled: true,
        perMemberLimit: null,
      },
    });
    expect(() =>
      parseCatalogueArgs(rewardsDomain, ['create', '--file', 'reward.json', '--amount', 'null'], readJson),
    ).toThrow(/amount: A cash reward needs an amount/);
    expect(() => parseCatalogueArgs(rewardsDomain, ['create', '--file', 'list.json'], readJson)).toThrow(
      /one JSON object/,
    );
    expect(() =>
      parseCatalogueArgs(rewardsDomain, ['create', '--file', 'reward.json', '--bonus', '1'], readJson),
    ).toThrow(/Unknown field\(s\): bonus/);
  });

  it('creates from flags alone (kebab-case, values read as JSON)', () => {
    const args = ['create', '--code', 'ITEM_MUG', '--name', 'Mug', '--kind', 'item', '--points-cost', '300'];
    const command = parseCatalogueArgs(
      rewardsDomain,
      [...args, '--start-at', '2025-01-01T00:00:00Z'],
      readJson,
    );
    expect(command).toMatchObject({
      kind: 'create',
      body: { code: 'ITEM_MUG', pointsCost: 300, amount: null },
    });
  });

  it('edits, enables and disables by id', () => {
    expect(
      parseCatalogueArgs(rewardsDomain, ['edit', '7', '--stock', '20', '--as', 'ben'], readJson),
    ).toEqual({
      kind: 'edit',
      id: 7,
      change: { stock: 20 },
      actor: 'ben',
    });
    expect(parseCatalogueArgs(rewardsDomain, ['disable', '7', '--as', 'ben'], readJson)).toEqual({
      kind: 'edit',
      id: 7,
      change: { enabled: false },
      actor: 'ben',
    });
    expect(parseCatalogueArgs(rewardsDomain, ['enable', '7', '--as', 'ben'], readJson)).toMatchObject({
      change: { enabled: true },
    });
    expect(() => parseCatalogueArgs(rewardsDomain, ['edit', '7'], readJson)).toThrow(/Nothing to change/);
    expect(() => parseCatalogueArgs(rewardsDomain, ['edit', 'x', '--stock', '1'], readJson)).toThrow(/Usage/);
    expect(() => parseCatalogueArgs(rewardsDomain, ['disable'], readJson)).toThrow(/Usage/);
  });

  it('lists redemptions and decides them (a rejection needs a remark)', () => {
    expect(parseCatalogueArgs(rewardsDomain, ['list'], readJson)).toEqual({ kind: 'list' });
    expect(parseCatalogueArgs(rewardsDomain, ['redemptions', '--status', 'processing'], readJson)).toEqual({
      kind: 'queue',
      status: 'processing',
    });
    expect(() => parseCatalogueArgs(rewardsDomain, ['redemptions', '--status', 'lost'], readJson)).toThrow(
      /Usage/,
    );
    expect(parseCatalogueArgs(rewardsDomain, ['approve', '3', '--as', 'anna'], readJson)).toEqual({
      kind: 'decide',
      id: 3,
      decision: 'approved',
      remark: '',
      actor: 'anna',
    });
    expect(
      parseCatalogueArgs(rewardsDomain, ['reject', '3', '--remark', 'Out of mugs', '--as', 'anna'], readJson),
    ).toMatchObject({ decision: 'rejected', remark: 'Out of mugs' });
    expect(() => parseCatalogueArgs(rewardsDomain, ['reject', '3'], readJson)).toThrow(/remark is required/);
    expect(() => parseCatalogueArgs(rewardsDomain, [], readJson)).toThrow(/Usage/);
  });
});

describe('pnpm admin promotions, missions, raffle', () => {
  it('missions: create from a file (the schema fills the defaults), edit by flags', () => {
    expect(parseCatalogueArgs(missionsDomain, ['create', '--file', 'mission.json'], readJson)).toMatchObject({
      kind: 'create',
      body: { code: 'BET_100', enabled: true, sort: 0, endAt: null },
    });
    expect(() =>
      parseCatalogueArgs(
        missionsDomain,
        ['create', '--file', 'mission.json', '--target', '1.5', '--kind', 'games'],
        readJson,
      ),
    ).toThrow(/target: A games target is a whole number/);
    expect(parseCatalogueArgs(missionsDomain, ['edit', '4', '--reward', '3.5'], readJson)).toMatchObject({
      kind: 'edit',
      id: 4,
      change: { reward: 3.5 },
    });
    expect(() => parseCatalogueArgs(missionsDomain, ['approve', '4'], readJson)).toThrow(/Usage/);
  });

  it('raffle: rules have no decision queue; promotions decide applications', () => {
    expect(parseCatalogueArgs(raffleDomain, ['disable', '2'], readJson)).toMatchObject({
      change: { enabled: false },
    });
    expect(() => parseCatalogueArgs(raffleDomain, ['redemptions'], readJson)).toThrow(/Usage/);
    expect(() => parseCatalogueArgs(raffleDomain, ['create', '--missing', 'x'], readJson)).toThrow(
      /Unknown field/,
    );
    expect(parseCatalogueArgs(promotionsDomain, ['applications', '--status', 'applying'], readJson)).toEqual({
      kind: 'queue',
      status: 'applying',
    });
    expect(
      parseCatalogueArgs(promotionsDomain, ['reject', '9', '--remark', 'Blurry photo'], readJson),
    ).toMatchObject({
      kind: 'decide',
      id: 9,
      decision: 'rejected',
    });
    expect(() => parseCatalogueArgs(promotionsDomain, ['create', '--file', 'nope.json'], readJson)).toThrow(
      /ENOENT/,
    );
  });
});
