/**
 * The forum service wants a device trace-context header on every call. We send a W3C
 * `traceparent` (version 00, random trace and parent ids, sampled flag), fresh for each call.
 */
export function newTraceparent(): string {
  const traceId = randomHex(16);
  const parentId = randomHex(8);
  return `00-${traceId}-${parentId}-01`;
}

/** Random lower-case hex of `bytes` bytes, never all zeros (the W3C spec makes all-zero ids invalid). */
function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  if (buffer.every((byte) => byte === 0)) buffer[bytes - 1] = 1;
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
