// CSV for the transactions export (RFC 4180): every field quoted, quotes doubled, CRLF line ends. A field that a
// spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with an apostrophe — except
// plain numbers such as "-15.00", which stay numbers.

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function field(value: string | number) {
  let text = String(value);
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
