import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GlobalDialogKind } from './global-dialog-events';
import { GLOBAL_DIALOG_TEXTS } from './global-dialog-texts';
import { GlobalDialogs } from './GlobalDialogs';

function render(initial?: GlobalDialogKind | null): string {
  return renderToStaticMarkup(initial === undefined ? <GlobalDialogs /> : <GlobalDialogs initial={initial} />);
}

function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1] ?? '');
}

describe('GlobalDialogs', () => {
  it('shows nothing without a notice', () => {
    expect(render()).toBe('');
    expect(render(null)).toBe('');
  });

  it('the logged-out dialog: 您已登出 / 若要繼續使用請重新登入, one button 登入', () => {
    const html = render('logged-out');
    expect(html).toContain('data-dialog="logged-out"');
    expect(html).toContain('data-testid="global-dialog-logged-out"');
    expect(html).toContain('>您已登出</h2>');
    expect(html).toContain('>若要繼續使用請重新登入</div>');
    expect(buttons(html)).toEqual(['登入']);
    expect(html).toMatch(/data-primary="true"[^>]*>登入<\/button>/);
  });

  it('the API error dialog: 錯誤 / 發生錯誤，請再試一次。, button 我知道了', () => {
    const html = render('api-error');
    expect(html).toContain('data-dialog="api-error"');
    expect(html).toContain('>錯誤</h2>');
    expect(html).toContain('>發生錯誤，請再試一次。</div>');
    expect(buttons(html)).toEqual(['我知道了']);
  });

  it('the login-required dialog: 您尚未登入 / 此功能需要登入才能使用。, 取消 and 登入', () => {
    const html = render('login-required');
    expect(html).toContain('data-dialog="login-required"');
    expect(html).toContain('>您尚未登入</h2>');
    expect(html).toContain('>此功能需要登入才能使用。</div>');
    expect(buttons(html)).toEqual(['取消', '登入']);
    expect(html).toMatch(/data-primary="true"[^>]*>登入<\/button>/);
  });

  it('keeps the spec texts exactly', () => {
    expect(GLOBAL_DIALOG_TEXTS).toEqual({
      'logged-out': { title: '您已登出', text: '若要繼續使用請重新登入' },
      'api-error': { title: '錯誤', text: '發生錯誤，請再試一次。' },
      'login-required': { title: '您尚未登入', text: '此功能需要登入才能使用。' },
    });
  });

  it('ignores an unknown notice instead of crashing', () => {
    expect(render('evil' as GlobalDialogKind)).toBe('');
    expect(render('__proto__' as GlobalDialogKind)).toBe('');
  });
});
