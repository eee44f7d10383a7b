import { bodyLimit } from 'hono/body-limit';
import { memberIdFromClaims } from '@/lib/auth/current-user-build';
import { getRequestAuth } from '@/lib/server/request-auth';
import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { payloadTooLarge } from './payload-too-large';

/** A form field's text: '' when the field is missing or is a file. */
export type FormField = (name: string) => string;

/** What browsers send a plain HTML form as. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export interface MemberForm {
  /** The log's name for these forms. */
  name: string;
  /** Where the forms post (`POST` only; everything else passes by). */
  path: string;
  /** A larger body is refused (413; payload-too-large.ts). */
  maxBytes: number;
  /** Refuse (415) a body that is not a browser's form. */
  formsOnly?: boolean;
  /** Where a guest goes (signed out since the form was shown): to sign in, nothing written. */
  signedOut: (field: FormField) => string;
  /** Does the form's work for the member and says where to go next: a page whose query says what came of it. */
  answer: (c: EdgeContext, memberId: number, field: FormField) => Promise<string>;
  /** Where to go when the member's store failed. */
  failed: string;
}

/**
 * The shared part of a member's forms (我的持股, 我的選股): a body limit, the form read, the member from
 * the verified session (never from the form: it runs after guestToken), and a 303 answer, so the
 * forms work without JavaScript. Writes from other sites were refused earlier (same-origin-writes.ts).
 */
export function memberFormMiddleware(form: MemberForm): EdgeMiddleware {
  const limited = bodyLimit({ maxSize: form.maxBytes, onError: payloadTooLarge });
  return async (c, next) => {
    if (c.req.method !== 'POST' || new URL(c.req.url).pathname !== form.path) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (form.formsOnly && !FORM_TYPES.includes(type)) return c.text('Unsupported Media Type: send the form as a browser does', 415, { 'cache-control': 'no-store' });
    return limited(c, async () => {
      c.res = seeOther(await answerForm(c, form));
    });
  };
}

/** A member's request answered with another page (a form's result, a sign-in first): never cached. */
export const seeOther = (location: string): Response => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/** The verified session's member, or null for a guest or a request without a session: never what the request says. */
export const sessionMemberId = (): number | null => {
  const auth = getRequestAuth();
  return auth?.kind === 'member' ? memberIdFromClaims(auth.claims) : null;
};

async function answerForm(c: EdgeContext, form: MemberForm): Promise<string> {
  const body = await c.req.formData().catch(() => new FormData());
  const field: FormField = (name) => {
    const value = body.get(name);
    return typeof value === 'string' ? value : '';
  };
  const memberId = sessionMemberId();
  if (memberId === null) return form.signedOut(field);
  try {
    return await form.answer(c, memberId, field);
  } catch (err) {
    console.error(`[${form.name}] the member store failed`, field('intent'), err);
    return form.failed;
  }
}
