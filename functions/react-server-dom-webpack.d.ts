// react-server-dom-webpack ships no types; redirects.test.ts uses its Flight decoder to check the
// payload redirects.ts writes for off-site targets. Only what that test calls is declared.
declare module 'react-server-dom-webpack/client.edge' {
  export function createFromReadableStream<T>(stream: ReadableStream<Uint8Array>, options: { serverConsumerManifest: { moduleMap: null; serverModuleMap: null; moduleLoading: null } }): Promise<T>;
}
