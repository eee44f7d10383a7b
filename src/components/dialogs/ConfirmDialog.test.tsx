import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONFIRM_DIALOG_WIDTH, ConfirmDialog } from './ConfirmDialog';

const noop = () => {};

function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>(?:<span[^>]*><\/span>)?([^<]*)<\/button>/g)].map((match) => match[1] ?? '');
}

describe('ConfirmDialog', () => {
  it('is 380 px wide with 取消 and 確認 by default, 確認 the primary', () => {
    expect(CONFIRM_DIALOG_WIDTH).toBe(380);
    const html = renderToStaticMarkup(<ConfirmDialog open title="解鎖文章" message="確定要使用 100 pCoin 解鎖嗎？" onConfirm={noop} onCancel={noop} />);
    expect(html).toMatch(/^<dialog[^>]*style="--dialog-width:380px"/);
    expect(html).toContain('data-dialog="confirm"');
    expect(buttons(html)).toEqual(['取消', '確認']);
    expect(html).toMatch(/<button[^>]*data-primary="true"[^>]*>確認<\/button>/);
    expect(html).not.toMatch(/<button[^>]*data-primary="true"[^>]*>取消<\/button>/);
  });

  it('is labelled by its title and described by its message', () => {
    const html = renderToStaticMarkup(<ConfirmDialog open title="移除自選股" message="確定移除 NVDA？" onConfirm={noop} onCancel={noop} />);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(describedBy).toBeTruthy();
    expect(labelledBy).not.toBe(describedBy);
    expect(html).toContain(`<h2 id="${labelledBy}"`);
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>確定移除 NVDA？<`));
    expect(html).toContain('>移除自選股</h2>');
  });

  it('takes other button texts', () => {
    const html = renderToStaticMarkup(<ConfirmDialog open title="t" message="m" confirmText="解鎖" cancelText="再想想" onConfirm={noop} onCancel={noop} />);
    expect(buttons(html)).toEqual(['再想想', '解鎖']);
  });

  it('renders closed on the server: showModal() opens it in the browser', () => {
    const html = renderToStaticMarkup(<ConfirmDialog open title="t" message="m" onConfirm={noop} onCancel={noop} />);
    expect(html).not.toMatch(/^<dialog[^>]* open/);
    expect(html).not.toContain('aria-busy');
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
  });

  it('escapes what it is given', () => {
    const html = renderToStaticMarkup(<ConfirmDialog open title={'<img src=x onerror=alert(1)>'} message="<script>x</script>" onConfirm={noop} onCancel={noop} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });
});
