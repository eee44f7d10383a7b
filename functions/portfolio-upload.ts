/**
 * An upload's body, read with a bound. A body over the limit is still read to its end (up to a far
 * larger bound, discarded as it comes) so the browser finishes sending and gets the redirect that says
 * why: answered before the body is read, a proxy in front (wrangler's locally) resets the connection and
 * the member sees a network error instead. Past the larger bound the body is cancelled.
 */
export type UploadBody = { kind: 'read'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'too-large' };

export async function readUpload(request: Request, maxBytes: number, drainBytes: number): Promise<UploadBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > drainBytes) {
    await request.body?.cancel().catch(() => {});
    return { kind: 'too-large' };
  }
  const reader = request.body?.getReader();
  if (!reader) return { kind: 'read', bytes: new Uint8Array() };
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainBytes) {
      await reader.cancel().catch(() => {});
      return { kind: 'too-large' };
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) return { kind: 'too-large' };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'read', bytes };
}

export type UploadedFile = { kind: 'file'; file: File } | { kind: 'no-file' | 'several-files' };

/**
 * The one file of a multipart form (any field name): none when the form is not multipart, has no
 * file, or has only the empty part a browser sends when no file was chosen; a field that is text is no file.
 */
export async function uploadedFile(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<UploadedFile> {
  if (!/^multipart\/form-data\s*;/iu.test(contentType)) return { kind: 'no-file' };
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { kind: 'no-file' };
  }
  const files = [...form.values()].filter((value): value is File => typeof value !== 'string' && !(value.size === 0 && value.name === ''));
  if (files.length > 1) return { kind: 'several-files' };
  const [file] = files;
  return file ? { kind: 'file', file } : { kind: 'no-file' };
}
