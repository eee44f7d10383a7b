import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PushSwitch } from './PushSwitch';

describe('PushSwitch in the server HTML', () => {
  it('is a labelled switch, off and not yet tappable until the browser can be asked, with the devices count', () => {
    const html = renderToStaticMarkup(<PushSwitch vapidPublicKey="key" devices={2} />);
    expect(html).toMatch(/<button type="button" role="switch" aria-checked="false" aria-describedby="[^"]+"[^>]* disabled=""><span>推播通知<\/span>/);
    expect(html).toMatch(/<p id="[^"]+" role="status"[^>]*><\/p>/);
    expect(html).toContain('已在 2 個裝置開啟推播通知。');
  });

  it('says nothing about devices when there are none', () => {
    expect(renderToStaticMarkup(<PushSwitch vapidPublicKey="key" devices={0} />)).not.toContain('個裝置');
  });
});
