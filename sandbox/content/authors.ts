import { findAccountByMemberId } from '../accounts.ts';
import { OFFICIALS } from '../forum/officials.ts';
import { findCommunityMember } from '../profile/community.ts';
import type { AuthorSeed } from './schema.ts';

const official = (authorId: number, officialId: number, bio: string): AuthorSeed => {
  const account = OFFICIALS.find((o) => o.id === officialId);
  if (!account) throw new Error(`sandbox content: official ${officialId} is not in OFFICIALS`);
  return { id: authorId, type: 'official', officialId, name: account.name, avatar: account.avatar, bio };
};

/** A member author shows the member's own nickname and picture, as the profile service answers them. */
const member = (authorId: number, memberId: number, bio: string): AuthorSeed => {
  const account = findAccountByMemberId(memberId);
  const community = findCommunityMember(memberId);
  const name = account?.nickname ?? community?.nickname;
  const avatar = account?.image ?? community?.image;
  if (!name || !avatar) throw new Error(`sandbox content: member ${memberId} is unknown to the profile service`);
  return { id: authorId, type: 'member', memberId, name, avatar, bio };
};

/**
 * Built-in authors. Three kinds, as the app resolves them differently:
 * `author` (a columnist known only to the article service), `official` (a forum official
 * account, GetOfficialsByIds) and `member` (a community member, profile members-by-ids).
 * Author 1 belongs to demo member 1002 ("author"), who is authorised to write for it.
 * Author 10 is demo member 1003 ("writer", 編輯小組): a staff writer's own author (decision 028),
 * so a writer sees their own drafts in 我的文章.
 */
export const BUILT_IN_AUTHORS: readonly AuthorSeed[] = [
  member(1, 1002, '前外資研究員，專注美股科技與電力基礎建設，習慣用數據拆解市場情緒。'),
  { id: 2, type: 'author', name: '陳思穎', avatar: '/static/covers/authors/chen-siying.svg', bio: 'CFA，半導體產業分析師，追蹤晶片設計、設備與 AI 伺服器供應鏈超過十年。' },
  { id: 3, type: 'author', name: '林志豪', avatar: '/static/covers/authors/lin-zhihao.svg', bio: '總體經濟研究員，關注聯準會政策、美債殖利率與美元走勢對資產配置的影響。' },
  { id: 4, type: 'author', name: '王雅婷', avatar: '/static/covers/authors/wang-yating.svg', bio: '理財講師，用白話文帶新手認識美股、ETF 與長期投資的基本功。' },
  member(5, 2004, '上班族投資人，定期定額美股 ETF 第八年，分享實戰紀錄與心得。'),
  member(6, 2002, '熱愛研究電動車、生技與加密資產等高成長題材，文章僅為個人觀點。'),
  official(7, 1, '本站官方編輯團隊，每日整理美股盤勢、重要新聞與市場動態。'),
  official(8, 2, '即時追蹤美股財報電話會議，整理管理層說法與關鍵數字。'),
  { id: 9, type: 'author', name: '張書豪', avatar: '/static/covers/authors/zhang-shuhao.svg', bio: '價值投資實踐者，研究巴菲特、彼得林區與葛拉漢的選股方法並應用於美股。' },
  member(10, 1003, '本站編輯小組，整理美股入門觀念與市場重點，稿件由編輯共同撰寫與審閱。'),
  member(11, 2006, '工程師轉職投資研究，喜歡用簡單的數據觀察產業與政策變化。'),
];
