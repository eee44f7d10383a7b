import { Hono } from 'hono';
import * as v from 'valibot';
import type { VerifyBearer } from '../auth-types.ts';
import { describeIssues, jsonError, readJson } from '../http-errors.ts';
import type { SandboxStorage } from '../storage.ts';
import type { Wallet } from '../wallet.ts';
import { findMember, findMembers, type MemberRecord } from './members.ts';

export interface ProfileServiceDeps {
  storage: SandboxStorage;
  verifyBearer: VerifyBearer;
  publicUrl: string;
  wallet: Wallet;
}

/** Fields each query can select, GraphQL style: the answer holds exactly the fields asked for. */
const MEMBERS_FIELDS = ['id', 'nickname', 'image'] as const;
const MEMBER_FIELDS = ['id', 'nickname', 'image', 'pCoin', 'isBindingCellphone', 'guid'] as const;
type MemberField = (typeof MEMBER_FIELDS)[number];

const MAX_MEMBER_IDS = 200;

const fieldList = (allowed: readonly string[]) =>
  v.pipe(
    v.array(v.string('fields must be a list of field names'), 'fields must be a list of field names'),
    v.minLength(1, `fields must name at least one of ${allowed.join(', ')}`),
    v.maxLength(allowed.length * 2, 'too many fields'),
    v.check(
      (fields) => fields.every((field) => allowed.includes(field)),
      (issue) => {
        const unknown = (issue.input as string[]).find((field) => !allowed.includes(field));
        return `unknown field "${String(unknown).slice(0, 40)}": this query answers ${allowed.join(', ')}`;
      },
    ),
  );

const MembersQuery = v.object({
  fields: fieldList(MEMBERS_FIELDS),
  memberIds: v.pipe(
    v.array(v.pipe(v.number('memberIds must be numbers'), v.safeInteger('memberIds must be whole numbers'), v.minValue(1, 'memberIds must be positive')), 'memberIds must be a list of member ids'),
    v.maxLength(MAX_MEMBER_IDS, `at most ${MAX_MEMBER_IDS} memberIds per query`),
  ),
});

const MemberQuery = v.object({ fields: fieldList(MEMBER_FIELDS) });

/**
 * The profile service, GraphQL-like over JSON: members by ids (public) and the signed-in
 * member (bearer). Images are answered as absolute URLs.
 */
export function createProfileService(deps: ProfileServiceDeps): Hono {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : deps.publicUrl.replace(/\/+$/, '') + path);
  const app = new Hono();

  const select = (member: MemberRecord, fields: readonly string[], pCoin?: number) => {
    const values: Record<MemberField, unknown> = {
      id: member.memberId,
      nickname: member.nickname,
      image: absolute(member.image),
      pCoin,
      isBindingCellphone: member.isBindingCellphone,
      guid: member.guid,
    };
    return Object.fromEntries(fields.map((field) => [field, values[field as MemberField]]));
  };

  app.post('/graphql/query/members', async (c) => {
    const body = await readJson(c);
    if (body === undefined) return jsonError(c, 400, 'badBody', 'expected a JSON body { "fields": [...], "memberIds": [...] }');
    const query = v.safeParse(MembersQuery, body);
    if (!query.success) return jsonError(c, 400, 'badQuery', describeIssues(query.issues));
    const { fields, memberIds } = query.output;
    const found = await findMembers(deps.storage, memberIds);
    const members = [...new Set(memberIds)].flatMap((id) => {
      const member = found.get(id);
      return member ? [select(member, fields)] : [];
    });
    return c.json({ data: { members } });
  });

  app.post('/graphql/query/member', async (c) => {
    const user = await deps.verifyBearer(c.req.header('authorization'));
    if (!user) return jsonError(c, 401, 'unauthorized', 'a valid member bearer token is required');
    if (user.isGuest || user.memberId === null) return jsonError(c, 401, 'unauthorized', 'guests have no member profile; sign in first');
    const body = await readJson(c);
    if (body === undefined) return jsonError(c, 400, 'badBody', 'expected a JSON body { "fields": [...] }');
    const query = v.safeParse(MemberQuery, body);
    if (!query.success) return jsonError(c, 400, 'badQuery', describeIssues(query.issues));

    const member = await findMember(deps.storage, user.memberId);
    if (!member) return jsonError(c, 404, 'memberNotFound', `member ${user.memberId} has no profile`);
    const fields = query.output.fields;
    const pCoin = fields.includes('pCoin') ? await deps.wallet.balance(user.memberId) : undefined;
    // The token's guid is authoritative for the caller (stored one-tap members may lack one).
    return c.json({ data: { member: select({ ...member, guid: member.guid || user.guid }, fields, pCoin) } });
  });

  return app;
}
