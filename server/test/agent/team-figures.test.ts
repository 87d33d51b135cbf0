import { teamFiguresByPath } from '../../src/modules/agent/salary-settlement';

// The roll-up that replaced one team query per contract: a member's play counts for its own path and every
// ancestor's, never for a sibling whose id merely starts with the same digits.
describe('team figures rolled up the tree', () => {
  const play = [
    { path: '/1/', validBetMinor: 1_000, netLossMinor: 1_000 }, // the top agent's own bets count in its team
    { path: '/1/5/', validBetMinor: 2_000, netLossMinor: -500 },
    { path: '/1/5/23/', validBetMinor: 4_000, netLossMinor: 3_000 },
    { path: '/1/55/', validBetMinor: 8_000, netLossMinor: -20_000 },
    { path: '/2/', validBetMinor: 16_000, netLossMinor: 16_000 },
  ];

  it('sums each team over its subtree, counting each member with play as active', () => {
    const teams = teamFiguresByPath(play, ['/1/', '/1/5/', '/1/5/23/', '/1/55/']);
    expect(teams.get('/1/5/')).toEqual({ validBetMinor: 6_000, lossMinor: 2_500, activeMembers: 2 });
    expect(teams.get('/1/5/23/')).toEqual({ validBetMinor: 4_000, lossMinor: 3_000, activeMembers: 1 });
    expect(teams.get('/1/')?.validBetMinor).toBe(15_000);
    expect(teams.get('/1/')?.activeMembers).toBe(4);
  });

  it('clamps a team whose players won at no loss, after summing the whole team', () => {
    const teams = teamFiguresByPath(play, ['/1/', '/1/55/']);
    expect(teams.get('/1/55/')).toEqual({ validBetMinor: 8_000, lossMinor: 0, activeMembers: 1 });
    // 1,000 - 500 + 3,000 - 20,000 < 0: no loss, not 4,000 from the losing members alone.
    expect(teams.get('/1/')?.lossMinor).toBe(0);
  });

  it('gives a team without play zeros, and no entry to paths not asked for', () => {
    const teams = teamFiguresByPath(play, ['/3/']);
    expect(teams.get('/3/')).toEqual({ validBetMinor: 0, lossMinor: 0, activeMembers: 0 });
    expect(teams.has('/2/')).toBe(false);
  });
});
