import * as v from 'valibot';

/**
 * The profile service's answers (GraphQL-like: `{ data: { … } }` holding exactly the fields asked
 * for). These schemas are the contract; each unwraps `data` so callers get the member itself.
 */

const memberId = v.pipe(v.number(), v.integer());

/** Only absolute http(s) URLs are used as images; anything else becomes null (a default avatar). */
const imageUrl = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => (value && /^https?:\/\//.test(value) ? value : null)),
);

/** Fields asked of members-by-ids: it returns id, nickname, image. */
export const MEMBER_SUMMARY_FIELDS = ['id', 'nickname', 'image'] as const;

export const MemberSummarySchema = v.object({ id: memberId, nickname: v.string(), image: imageUrl });
export type MemberSummary = v.InferOutput<typeof MemberSummarySchema>;

/** POST /graphql/query/members */
export const MembersResponseSchema = v.pipe(
  v.object({ data: v.object({ members: v.array(MemberSummarySchema) }) }),
  v.transform((response) => response.data.members),
);

/** Fields asked of the signed-in member: what completes the current user. */
export const CURRENT_MEMBER_FIELDS = ['id', 'nickname', 'image', 'pCoin', 'isBindingCellphone', 'guid'] as const;

export const CurrentMemberSchema = v.object({
  id: memberId,
  guid: v.string(),
  nickname: v.string(),
  image: imageUrl,
  /** Live bonus-point balance. */
  pCoin: v.pipe(v.number(), v.integer()),
  /** Null when the service does not know. */
  isBindingCellphone: v.nullable(v.boolean()),
});
export type CurrentMember = v.InferOutput<typeof CurrentMemberSchema>;

/** POST /graphql/query/member */
export const MemberResponseSchema = v.pipe(
  v.object({ data: v.object({ member: CurrentMemberSchema }) }),
  v.transform((response) => response.data.member),
);
