import { INT4_MAX, bigRowIdParam, queryInt, rowId, rowIdParam, text } from './common-fields';
import { dropdownQuerySchema } from './system';
import { favouriteChangeSchema, popupQuerySchema } from './games';
import { promotionIdParamsSchema } from './promotions';

describe('text()', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', 'x\u000by'])(
    'refuses control character in %j',
    (value) => {
      expect(text().safeParse(value).success).toBe(false);
    },
  );
  it.each(['', 'plain', 'tab\there', 'two\nlines\r\n', 'ünïcødé 中文 🎲'])('accepts %j', (value) => {
    expect(text().parse(value)).toBe(value);
  });
  it('guards the query schemas that reach the database (NUL in a menu group or game type)', () => {
    expect(dropdownQuerySchema.safeParse({ menuGroup: '\u0000' }).success).toBe(false);
    expect(popupQuerySchema.safeParse({ gameType: '\u0000' }).success).toBe(false);
    expect(dropdownQuerySchema.parse({ menuGroup: 'FOOTER' })).toEqual({ menuGroup: 'FOOTER' });
  });
});

describe('row ids', () => {
  it('a body id is a JSON number within integer columns', () => {
    expect(rowId().parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [INT4_MAX + 1, 0, -1, 1.5, '7', '1e5', '0x10', 2 ** 53 - 1]) {
      expect(rowId().safeParse(bad).success).toBe(false);
    }
    expect(favouriteChangeSchema.safeParse({ nodeId: '12', vendor: 'PG', gameType: 'RNG' }).success).toBe(
      false,
    );
    expect(favouriteChangeSchema.safeParse({ nodeId: 2 ** 31, vendor: 'PG', gameType: 'RNG' }).success).toBe(
      false,
    );
  });

  it('a path id is decimal digits within integer columns', () => {
    expect(rowIdParam().parse('2147483647')).toBe(INT4_MAX);
    expect(rowIdParam().parse(12)).toBe(12);
    for (const bad of [
      '2147483648',
      '7130174296424448',
      '0',
      '-1',
      '1e5',
      '0x10',
      ' 7',
      '7 ',
      '1.0',
      '',
      '+7',
      '٣',
    ]) {
      expect(rowIdParam().safeParse(bad).success).toBe(false);
    }
    expect(promotionIdParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(promotionIdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: INT4_MAX });
  });

  it('a bigint id goes up to the largest safe integer', () => {
    expect(bigRowIdParam().parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(bigRowIdParam().safeParse('9007199254740992').success).toBe(false);
  });

  it('queryInt keeps its range and default', () => {
    const page = queryInt(1, 100).default(9);
    expect(page.parse(undefined)).toBe(9);
    expect(page.parse('100')).toBe(100);
    expect(page.safeParse('101').success).toBe(false);
    expect(page.safeParse('1e1').success).toBe(false);
  });
});
