import { describe, expect, it } from 'vitest';
import { formDataDisposition, MultipartError, multipartBoundary, multipartFiles } from './multipart-files';

/** A body as fetch writes FormData (the same encoder a browser follows), with its boundary. */
async function encoded(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) throw new Error('no boundary');
  return { body: new Uint8Array(await request.arrayBuffer()), boundary };
}

const bytesOf = (s: string) => new TextEncoder().encode(s);

describe('files of a multipart/form-data body', () => {
  it('gives each file of the field with its name and exact bytes, skipping plain values and other fields', async () => {
    const binary = new Uint8Array(70_000).map((_, i) => (i * 7919) % 256);
    const form = new FormData();
    form.append('documents', new File([binary], 'report.pdf'));
    form.append('documents', 'a plain value, not a file');
    form.append('other', new File([bytesOf('elsewhere')], 'other.txt'));
    form.append('documents', new File([bytesOf('')], 'empty.txt'));
    form.append('documents', new File([bytesOf('Ünïcode names stay whole.')], 'Übersicht – 2024.txt'));
    const { body, boundary } = await encoded(form);
    const files = multipartFiles(body, boundary, 'documents');
    expect(files.map((f) => f.name)).toEqual(['report.pdf', 'empty.txt', 'Übersicht – 2024.txt']);
    expect(Buffer.from(files[0]!.bytes).equals(Buffer.from(binary))).toBe(true);
    expect(files[1]!.bytes.byteLength).toBe(0);
    expect(new TextDecoder().decode(files[2]!.bytes)).toBe('Ünïcode names stay whole.');
    // Views of the body, not copies.
    expect(files[0]!.bytes.buffer).toBe(body.buffer);
  });

  it('keeps a file whose bytes hold the boundary without the CRLF before it, and one that ends in CRLF', async () => {
    const { boundary } = await encoded(new FormData());
    const tricky = `--${boundary}\nnot a delimiter: no CR before it\r\n`;
    const form = new FormData();
    form.append('documents', new File([bytesOf(tricky)], 'tricky.txt'));
    const { body, boundary: b } = await encoded(form);
    const text = bytesOf(tricky.replaceAll(boundary, b));
    const rebuilt = Buffer.from(body).toString('latin1').replace(tricky, Buffer.from(text).toString('latin1'));
    const files = multipartFiles(Buffer.from(rebuilt, 'latin1'), b, 'documents');
    expect(new TextDecoder().decode(files[0]!.bytes)).toBe(tricky.replaceAll(boundary, b));
  });

  it('reads a body with a preamble, written by hand as RFC 2046 allows', () => {
    const body = bytesOf(
      'preamble to ignore\r\n--xyz\r\nContent-Disposition: form-data; name="documents"; filename="a \\"q\\".txt"\r\nContent-Type: text/plain\r\n\r\nfirst\r\n' +
        "--xyz  \r\nContent-Disposition: form-data; name=documents; filename*=UTF-8''caf%C3%A9.md\r\n\r\nsecond\r\n--xyz--\r\nepilogue",
    );
    const files = multipartFiles(body, 'xyz', 'documents');
    expect(files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['a "q".txt', 'first'],
      ['café.md', 'second'],
    ]);
  });

  it('refuses a body that is cut, has no such boundary or a part whose headers never end', async () => {
    const form = new FormData();
    form.append('documents', new File([bytesOf('Some text.')], 'a.txt'));
    const { body, boundary } = await encoded(form);
    expect(() => multipartFiles(body.subarray(0, body.byteLength - 20), boundary, 'documents')).toThrow(MultipartError);
    expect(() => multipartFiles(body, 'another-boundary', 'documents')).toThrow(MultipartError);
    expect(() =>
      multipartFiles(bytesOf(`--b\r\nContent-Disposition: form-data; name="documents"; filename="x"\r\n${'x'.repeat(20_000)}`), 'b', 'documents'),
    ).toThrow(MultipartError);
    expect(multipartFiles(bytesOf('--b--\r\n'), 'b', 'documents')).toEqual([]);
  });

  it('tells a multipart/form-data type and its boundary from any other type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="quoted boundary"')).toBe('quoted boundary');
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeUndefined();
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary(null)).toBeUndefined();
  });

  it('reads a part’s name and filename only from a form-data disposition', () => {
    expect(formDataDisposition('Content-Disposition: form-data; name="documents"; filename="x.pdf"')).toEqual({ name: 'documents', filename: 'x.pdf' });
    expect(formDataDisposition('content-disposition: form-data; name="title"')).toEqual({ name: 'title' });
    expect(formDataDisposition('Content-Disposition: attachment; name="documents"; filename="x.pdf"')).toBeUndefined();
    expect(formDataDisposition('Content-Type: text/plain')).toBeUndefined();
  });
});
