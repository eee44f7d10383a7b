/**
 * Community members 2001–2030: the people who post in the stock discussion channels (forum
 * service) and whom the profile service answers for members-by-ids. They cannot sign in.
 */
export interface CommunityMember {
  memberId: number;
  guid: string;
  nickname: string;
  /** Site-relative; services answer it as an absolute URL. */
  image: string;
}

export const COMMUNITY_MEMBER_FIRST_ID = 2001;

const NICKNAMES = [
  '台積電存股王',
  '美股阿甘',
  '半導體追蹤者',
  '存股小資女',
  '價值投資老王',
  '夜貓看盤人',
  '科技股信徒',
  '波段小哥',
  '股息再投入',
  '那斯達克觀察員',
  '長線持有派',
  '財報控',
  '定期定額族',
  '美股新手村',
  '選擇權小白',
  '電動車迷',
  '晶片狂熱者',
  '巴菲特門徒',
  '退休金規劃師',
  '竹科工程師',
  '斜槓投資人',
  '盤後檢討會',
  '指數化投資人',
  '高股息愛好者',
  '雲端產業研究',
  '逢低加碼哥',
  '穩健理財姐',
  '技術線型派',
  '華爾街菜籃族',
  '美股慢慢來',
] as const;

/** Eight avatar drawings in sandbox/static/avatars/, shared out in turn. */
export const COMMUNITY_AVATAR_COUNT = 8;
export const communityAvatar = (index: number) => `/static/avatars/community-${(index % COMMUNITY_AVATAR_COUNT) + 1}.svg`;

export const COMMUNITY_MEMBERS: readonly CommunityMember[] = NICKNAMES.map((nickname, index) => {
  const memberId = COMMUNITY_MEMBER_FIRST_ID + index;
  return { memberId, guid: `8a3e5c21-4d6f-4b0a-8c1e-2f7d9b0c${String(memberId).padStart(4, '0')}`, nickname, image: communityAvatar(index) };
});

export const COMMUNITY_MEMBER_LAST_ID = COMMUNITY_MEMBER_FIRST_ID + COMMUNITY_MEMBERS.length - 1;

export const findCommunityMember = (memberId: number): CommunityMember | undefined => COMMUNITY_MEMBERS[memberId - COMMUNITY_MEMBER_FIRST_ID];
