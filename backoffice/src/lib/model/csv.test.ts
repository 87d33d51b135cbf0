import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('neutralises formulas but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });
  it('writes a header and CRLF lines', () => {
    const csv = toCsv(
      [
        { header: 'id', value: (r: { id: number; risks: string[] }) => r.id },
        { header: 'risks', value: (r) => r.risks },
      ],
      [{ id: 1, risks: ['first-withdrawal', 'shared-payout-account'] }],
    );
    expect(csv).toBe('id,risks\r\n1,first-withdrawal shared-payout-account\r\n');
  });
});
