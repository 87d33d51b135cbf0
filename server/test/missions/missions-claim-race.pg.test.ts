import type { FastifyInstance } from 'fastify';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { HEALTHY } from '../wallet/ledger-helpers';
import { bet, createMission } from './missions-fixtures';

// PostgreSQL only: claims of completed missions stormed at two app instances (two pools: two server processes as far
// as the database can tell). Each member is paid each mission's reward once; every other copy answers
// MISSION_ALREADY_CLAIMED, none a 5xx; the ledger stays balanced.
const apps = twoAppsOnOnePostgres();

test('4 members × 2 completed missions, each claimed 6 times over both processes at once: paid once each', async () => {
  const [left, right] = [apps.left(), apps.right()];
  const daily = await createMission(left, { kind: 'valid_bet', target: 50, reward: 4 });
  const weekly = await createMission(left, { period: 'weekly', kind: 'games', target: 1, reward: 6 });
  const members = await Promise.all([0, 1, 2, 3].map(() => createPlayer(left)));
  for (const m of members) await bet(left, m, 60_00, new Date(Date.now() - 60_000));

  const copies = members.flatMap((member) =>
    [daily, weekly].flatMap((mission) =>
      [left, right, left, right, left, right].map((app) => ({ app, member, mission })),
    ),
  );
  copies.sort(() => Math.random() - 0.5);
  const answers = await Promise.all(
    copies.map(({ app, member, mission }) =>
      (app as FastifyInstance)
        .inject({ method: 'POST', url: `/wps/missions/${mission}/claim`, headers: member.headers })
        .then((res) => ({ member: member.memberId, mission, status: res.statusCode, code: res.json().code })),
    ),
  );
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  for (const member of members) {
    for (const mission of [daily, weekly]) {
      const mine = answers.filter((a) => a.member === member.memberId && a.mission === mission);
      expect(mine.filter((a) => a.code === 'OK')).toHaveLength(1);
      expect(mine.filter((a) => a.code !== 'OK').map((a) => a.code)).toEqual(
        Array(5).fill('MISSION_ALREADY_CLAIMED'),
      );
    }
    expect(await balanceMinor(left, member.memberId)).toBe(10_00);
    const summary = await right.inject({ method: 'GET', url: '/wps/missions', headers: member.headers });
    expect(summary.json().value.pending).toBe(0);
  }
  const claims = await left.db.selectFrom('mission_claim').select('id').execute();
  expect(claims).toHaveLength(8);
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
});
