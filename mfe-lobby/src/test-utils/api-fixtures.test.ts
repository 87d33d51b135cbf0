import { gameDtoSchema, gameListResultSchema, vendorMappingSchema } from '@site/shared/schemas';
import {
  BALANCE,
  HELP_TOPICS,
  HOME_VENDORS,
  LAUNCH_RESULT,
  VENDORS,
  WINNERS,
  makeGame,
} from './api-fixtures';

describe('lobby API fixtures follow the shared answer schemas', () => {
  it('every fixture parses (it was parsed at definition; importing would have thrown)', () => {
    expect(
      gameListResultSchema.parse({ games: [makeGame(1), makeGame(2, { isNew: 1 })], totalPages: 1 }).games,
    ).toHaveLength(2);
    expect(vendorMappingSchema.parse([{ gameType: 'RNG', vendors: VENDORS }, ...HOME_VENDORS])).toHaveLength(
      2,
    );
    expect(WINNERS.list[0]?.vo.winAmount).toBe(12.5);
    expect(HELP_TOPICS).toHaveLength(5);
    expect(LAUNCH_RESULT.trial).toBe(false);
    expect(BALANCE.currency).toBe('PHP');
  });

  it('a fixture that drifts from the server shape is rejected', () => {
    const { nodeId: _dropped, ...withoutNodeId } = makeGame(1);
    expect(() => gameDtoSchema.parse(withoutNodeId)).toThrow();
    expect(() => makeGame(1, { supportPlay: '1' as unknown as number })).toThrow();
  });
});
