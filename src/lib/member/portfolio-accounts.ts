import { checkAccountSettings, type AccountFields, type Problem } from '../portfolio/store-rpc';
import { checkScreenName, type NameProblem, SCREEN_NAME_MAX } from './saved-screens';

/**
 * A portfolio account's name and settings as the member's store takes them: the form, the store and the
 * page that explains a refusal apply these same rules. The name follows the saved screens' rules.
 */

const NAME_MESSAGES: Readonly<Record<NameProblem, string>> = { empty: '請填帳戶名稱', 'too-long': `帳戶名稱最多 ${SCREEN_NAME_MAX} 字`, 'forbidden-character': '帳戶名稱含有無法顯示的字元' };

/** An account's name, by the saved screens' rules (trimmed, 40 characters, no control characters). */
export function checkAccountName(raw: unknown): { ok: true; name: string } | { ok: false; problem: Problem } {
  const name = checkScreenName(raw);
  return name.ok ? name : { ok: false, problem: { field: 'name', message: NAME_MESSAGES[name.problem] } };
}

/** A new account as the store takes it: the form, the store and the page that shows a refusal apply the same rules. */
export function checkAccountFields(raw: unknown): { ok: true; fields: AccountFields } | { ok: false; problems: Problem[] } {
  const name = checkAccountName((raw as { name?: unknown } | null)?.name);
  const settings = checkAccountSettings(raw);
  const problems = [...(name.ok ? [] : [name.problem]), ...(settings.ok ? [] : settings.problems)];
  return name.ok && settings.ok ? { ok: true, fields: { name: name.name, ...settings.fields } } : { ok: false, problems };
}
