/**
 * A promise the test settles by hand, to hold a task in flight while it checks what happens meanwhile
 * (what Promise.withResolvers gives, which the project's ES2023 library does not declare).
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
