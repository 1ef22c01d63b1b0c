/** A CSV text from rows of cells, quoting where needed, with CRLF line ends (as spreadsheets write it). */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/**
 * A multipart/form-data body with one field `file`, as a browser's upload sends
 * it: for `app.inject` (demo data, tests) and for fetch alike.
 */
export async function csvUploadBody(csv: string | Buffer, filename: string, contentType = 'text/csv') {
  const form = new FormData();
  // Bytes as a plain Uint8Array: a BlobPart under Node's typings and the DOM's alike (web-public checks with both).
  form.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: contentType }), filename);
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
