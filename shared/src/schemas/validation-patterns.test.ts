import {
  PATTERN_IDS,
  PATTERN_TESTS,
  buildFieldSchema,
  fieldMessageOf,
  patternMessage,
  renderFieldMessage,
  type PatternId,
  type RegisterRule,
} from './validation-patterns';

const cases: Record<PatternId, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything !@#', '中文'], bad: [] },
  1: { ok: ['a1', 'Abc123'], bad: ['1abc', 'ab_c', 'ab c'] },
  2: { ok: ['中文123', '汉字'], bad: ['abc', '中文!', 'ひらがな'] },
  3: { ok: ['a.b@example.com', 'x+y@mail.co.uk'], bad: ['a@b', 'no-at.com', 'a b@c.com'] },
  4: { ok: ['abc123', 'ABC', '123'], bad: ['abc-123', 'ab c', 'é1'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc_123'] },
  6: { ok: ['0123456789'], bad: ['12a', '1 2', '-1'] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-123'] },
  8: { ok: ['John Smith', 'abc'], bad: ['John1', '   ', 'Jöhn'] },
  9: { ok: ['a!b@c', 'x'], bad: ['a b', 'a\tb'] },
  10: { ok: ['你好，世界。', '中文'], bad: ['abc', '，。', '中文a'] },
  11: { ok: ['2000-02-29', '1999-12-31'], bad: ['2001-02-29', '1999-13-01', '12-31-1999', '1999/12/31'] },
  12: { ok: ['José María', 'Nguyễn Văn'], bad: ['two  spaces', ' lead', 'abc1'] },
  13: { ok: ['12-31-1999', '02-29-2000'], bad: ['1999-12-31', '02-30-2000', '13-01-2000'] },
  14: { ok: ['abc123', 'Ünïcode9', '中文1'], bad: ['abc 123', 'abc-1'] },
  15: { ok: ['안녕하세요', '홍 길동'], bad: ['hello', '中文', '   '] },
  16: { ok: ['สวัสดี'], bad: ['hello', 'สวัสดี ครับ'] },
  17: { ok: ['สวัสดี hello', 'John Smith'], bad: ['abc1', '   ', '中文'] },
  18: { ok: ['JOHN SMITH', 'A'], bad: ['John', '   ', 'JOHN1'] },
  19: { ok: ['abc!@#123', 'A~'], bad: ['ab c', '中文'] },
  20: { ok: ['Abcdef1!', 'xY9#'], bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
};

describe('validation patterns 0–20', () => {
  it('has a test case for every pattern id', () => {
    expect(Object.keys(cases).map(Number)).toEqual([...PATTERN_IDS]);
  });

  it.each(PATTERN_IDS.map((id) => [id]))('pattern %i accepts and rejects', (id) => {
    const test = PATTERN_TESTS[id as PatternId];
    for (const v of cases[id as PatternId].ok) expect([v, test(v)]).toEqual([v, true]);
    for (const v of cases[id as PatternId].bad) expect([v, test(v)]).toEqual([v, false]);
  });
});

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 4,
  maxLength: 12,
  ...over,
});

function firstMessage(schemaResult: {
  success: boolean;
  error?: { issues: Array<{ message: string; params?: Record<string, unknown> }> };
}) {
  const issue = schemaResult.error?.issues[0];
  if (!issue) throw new Error('expected an issue');
  return fieldMessageOf(issue);
}

describe('buildFieldSchema', () => {
  it('requires a value with "<field> not empty" and treats blanks as empty', () => {
    const schema = buildFieldSchema(rule(), 'Username');
    for (const input of [undefined, '', '   ']) {
      const r = schema.safeParse(input);
      expect(r.success).toBe(false);
      expect(firstMessage(r)).toEqual({ key: 'validation.required', params: { field: 'Username' } });
    }
    expect(renderFieldMessage({ key: 'validation.required', params: { field: 'Username' } })).toBe(
      'Username not empty',
    );
  });

  it('inserts min and max into the pattern message', () => {
    const r = buildFieldSchema(rule(), 'Username').safeParse('1bad');
    expect(firstMessage(r)).toEqual({
      key: 'validation.pattern_1',
      params: { field: 'Username', min: 4, max: 12 },
    });
    expect(r.error?.issues[0]?.message).toBe(
      'Username must be 4-12 letters or digits, starting with a letter',
    );
  });

  it('collapses the message when min equals max', () => {
    const r = buildFieldSchema(rule({ patternId: 6, minLength: 6, maxLength: 6 }), 'Code').safeParse('12345');
    expect(firstMessage(r)).toEqual({
      key: 'validation.pattern_6_exact',
      params: { field: 'Code', length: 6 },
    });
    expect(r.error?.issues[0]?.message).toBe('Code must be 6 digits');
  });

  it('enforces length bounds and trims', () => {
    const schema = buildFieldSchema(rule(), 'Username');
    expect(schema.safeParse('abc').success).toBe(false);
    expect(schema.safeParse('a'.repeat(13)).success).toBe(false);
    expect(schema.parse('  abcd  ')).toBe('abcd');
  });

  it('lets an optional field be absent but validates it when given', () => {
    const schema = buildFieldSchema(rule({ required: false, patternId: 3, maxLength: 50 }), 'E-mail');
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.safeParse('not-an-email').success).toBe(false);
    expect(schema.parse('a@example.com')).toBe('a@example.com');
  });

  it('refuses a value for a disabled field', () => {
    const schema = buildFieldSchema(rule({ enabled: false }), 'QQ');
    expect(schema.parse(undefined)).toBeUndefined();
    expect(firstMessage(schema.safeParse('abcd')).key).toBe('validation.not_allowed');
  });

  it('applies an operator acceptedPattern on top of the pattern id', () => {
    const schema = buildFieldSchema(
      rule({ patternId: 6, acceptedPattern: '^09', minLength: 4, maxLength: 11 }),
      'Mobile',
    );
    expect(schema.safeParse('09171234567').success).toBe(true);
    expect(schema.safeParse('19171234567').success).toBe(false);
  });

  it('ignores a broken acceptedPattern rather than locking everyone out', () => {
    const schema = buildFieldSchema(rule({ acceptedPattern: '([' }), 'Username');
    expect(schema.safeParse('abcd1').success).toBe(true);
  });

  it('builds exact and range keys for every pattern', () => {
    for (const id of PATTERN_IDS) {
      expect(renderFieldMessage(patternMessage(id, 2, 5, 'F'))).toMatch(/^F must be /);
      expect(renderFieldMessage(patternMessage(id, 3, 3, 'F'))).not.toContain('{');
    }
  });
});
