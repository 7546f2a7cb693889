import { refusedRowsCsv } from '../../console/src/components/refused-rows-csv.js';

describe("an import's refused rows as CSV", () => {
  it('writes one line per refused row under a header, quoting commas and quotes', () => {
    const csv = refusedRowsCsv([
      { line: 2, field: 'email_address', code: 'invalid', message: 'must be an e-mail address, like "ada@example.com"' },
      { line: 7, field: null, code: 'duplicate', message: 'names a member twice' },
    ]);

    expect(csv).toBe(
      'line,field,code,message\r\n2,email_address,invalid,"must be an e-mail address, like ""ada@example.com"""\r\n7,,duplicate,names a member twice\r\n',
    );
  });

  it('keeps a cell that a spreadsheet would read as a formula as text', () => {
    const csv = refusedRowsCsv([{ line: 3, field: 'first_name', code: 'invalid', message: '=HYPERLINK("http://evil.example","x")' }]);

    expect(csv.split('\r\n')[1]).toBe(`3,first_name,invalid,"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });
});
