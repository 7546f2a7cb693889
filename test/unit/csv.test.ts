import { csvCell, csvLine, csvText } from '../../shared/support/csv.js';

/** CSV cells as every export, report and error file writes them: quoted where RFC 4180 asks, never a formula. */

describe('csvCell', () => {
  it.each([
    ['=2+5', `"'=2+5"`],
    [`@SUM(1+1)*cmd|' /C calc'!A0`, `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
    ['=HYPERLINK("http://example.com","Click me")', `"'=HYPERLINK(""http://example.com"",""Click me"")"`],
    ['=act', `"'=act"`],
    ['+1', `"'+1"`],
    ['-5', `"'-5"`],
    ['\tleading tab', `"'\tleading tab"`],
    ['\rleading return', `"'\rleading return"`],
  ])('writes the text %j, which a spreadsheet would run as a formula, as quoted text after a single quote: %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as numbers, a negative one included, and booleans as they are', () => {
    expect([csvCell(-5), csvCell(0), csvCell(1200), csvCell(-0.5), csvCell(true)]).toEqual(['-5', '0', '1200', '-0.5', 'true']);
  });

  it('leaves plain text as it is, quotes text with a comma, quote or line break, and writes null as an empty cell', () => {
    expect([csvCell('Zoë'), csvCell('a=b'), csvCell('a, b'), csvCell('say "hi"'), csvCell('two\nlines'), csvCell(null)]).toEqual([
      'Zoë',
      'a=b',
      '"a, b"',
      '"say ""hi"""',
      '"two\nlines"',
      '',
    ]);
  });

  it('neutralizes a formula in every line and document it builds', () => {
    expect(csvLine(['=1+1', -3, 'ok'])).toBe(`"'=1+1",-3,ok`);
    expect(csvText(['name', 'points'], [{ name: '@act', points: -5 }])).toBe(`name,points\r\n"'@act",-5\r\n`);
  });
});
