/**
 * Freezes a decoded JSON value and everything it holds, so a value shared by every request of the isolate
 * (the edge cache's kept answers) cannot be changed by one of them: a write throws (modules are strict)
 * instead of showing another reader altered data. Plain objects and arrays only: what JSON and valibot's
 * checks make. Already frozen parts are not walked again.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // A view's elements cannot be frozen (Object.freeze throws on them); JSON never makes one.
  if (ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) deepFreeze(item);
  } else {
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
