import { createHash, randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, findAccountByMemberId, findAccountByUsername } from '../accounts.ts';
import type { SandboxStorage } from '../storage.ts';
import { DEMO_EMAIL_DOMAIN, FIRST_NEW_MEMBER_ID } from './constants.ts';

/**
 * Who can sign in at the sandbox provider: the four demo accounts, plus members created by a
 * one-tap sign-up (kept in storage under `identity:members:<id>` so other sandbox services
 * can read them with `findIdentityMember`).
 */
export interface IdentityMember {
  memberId: number;
  guid: string;
  nickname: string;
  /** Site-relative avatar path, or null for one-tap members. */
  image: string | null;
  /** Set for one-tap members. */
  email?: string | undefined;
  /** The demo username, for demo accounts. */
  username?: string | undefined;
}

const memberKey = (memberId: number) => `identity:members:${memberId}`;
const emailKey = (email: string) => `identity:members-by-email:${createHash('sha256').update(email).digest('hex')}`;
const SEQUENCE_KEY = 'identity:member-sequence';

const fromDemo = (account: (typeof DEMO_ACCOUNTS)[number]): IdentityMember => ({
  memberId: account.memberId,
  guid: account.guid,
  nickname: account.nickname,
  image: account.image,
  username: account.username,
});

/** Demo account by the name typed on the sign-in page (`member`, or `member@demo.local`). */
export function findDemoMemberByUsername(input: string): IdentityMember | undefined {
  const name = input
    .trim()
    .toLowerCase()
    .replace(new RegExp(`@${DEMO_EMAIL_DOMAIN.replace('.', '\\.')}$`), '');
  const account = findAccountByUsername(name);
  return account ? fromDemo(account) : undefined;
}

export async function findIdentityMember(storage: SandboxStorage, memberId: number): Promise<IdentityMember | undefined> {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) return undefined;
  const demo = findAccountByMemberId(memberId);
  if (demo) return fromDemo(demo);
  const stored = await storage.getItem<IdentityMember>(memberKey(memberId));
  return stored && typeof stored === 'object' && stored.memberId === memberId ? stored : undefined;
}

/** The `sub` claim (a member id as a decimal string) back to a member. */
export async function findMemberBySub(storage: SandboxStorage, sub: string): Promise<IdentityMember | undefined> {
  return /^[1-9][0-9]{0,14}$/.test(sub) ? findIdentityMember(storage, Number(sub)) : undefined;
}

let creation: Promise<unknown> = Promise.resolve();

/**
 * The member behind a verified one-tap email: a demo account for `<username>@demo.local`,
 * a member created earlier for that email, or a new member (id ≥ 5000).
 */
export async function findOrCreateMemberByEmail(storage: SandboxStorage, email: string, name: string | undefined): Promise<{ member: IdentityMember; isNewUser: boolean }> {
  const normalised = email.trim().toLowerCase();
  const [local, domain] = normalised.split('@');
  if (domain === DEMO_EMAIL_DOMAIN && local) {
    const demo = findDemoMemberByUsername(local);
    if (demo) return { member: demo, isNewUser: false };
  }
  // One creation at a time, so two sign-ups never get the same id or one email two members.
  const run = creation.then(async () => {
    const existingId = await storage.getItem<number>(emailKey(normalised));
    if (typeof existingId === 'number') {
      const existing = await findIdentityMember(storage, existingId);
      if (existing) return { member: existing, isNewUser: false };
    }
    const last = await storage.getItem<number>(SEQUENCE_KEY);
    const memberId = typeof last === 'number' && last >= FIRST_NEW_MEMBER_ID ? last + 1 : FIRST_NEW_MEMBER_ID;
    const member: IdentityMember = { memberId, guid: randomUUID(), nickname: (name?.trim() || local || '新會員').slice(0, 40), image: null, email: normalised };
    await storage.setItem(SEQUENCE_KEY, memberId);
    await storage.setItem(memberKey(memberId), member);
    await storage.setItem(emailKey(normalised), memberId);
    return { member, isNewUser: true };
  });
  creation = run.catch(() => undefined);
  return run;
}
