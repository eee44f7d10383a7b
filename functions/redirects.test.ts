import { createFromReadableStream } from 'react-server-dom-webpack/client.edge';
import { describe, expect, it } from 'vitest';
import { leaveAppPayload } from './redirects';

describe('leaveAppPayload', () => {
  it("decodes with React's Flight client to the { _location } that Waku's client follows", async () => {
    const response = leaveAppPayload('https://www.example.com/a?b=1&c="$x"');
    expect(response.headers.get('content-type')).toBe('text/x-component');
    const data = await createFromReadableStream<{ _location: string }>(response.body!, { serverConsumerManifest: { moduleMap: null, serverModuleMap: null, moduleLoading: null } });
    expect(data).toEqual({ _location: 'https://www.example.com/a?b=1&c="$x"' });
  });
});
