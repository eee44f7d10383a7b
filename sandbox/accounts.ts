/**
 * Demo accounts of the sandbox identity provider and profile service.
 * Each has a starting pCoin balance; the live balance is kept in sandbox state.
 */
export interface DemoAccount {
  /** Sign-in name typed or chosen on the sandbox sign-in page. */
  username: string;
  /** Numeric member id (the `sub` claim and the profile service's member id). */
  memberId: number;
  /** Stable member GUID (the `user_guid` claim). */
  guid: string;
  nickname: string;
  /** What the account demonstrates, shown on the sign-in page. */
  label: string;
  image: string;
  startingPCoin: number;
  isBindingCellphone: boolean | null;
  /** Roles answered by GET /api/Role. */
  roles: string[];
  /** Author ids this member may write and preview for (GET /api/Writer/AuthorizedAuthors). */
  authorizedAuthorIds: number[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'member',
    memberId: 1001,
    guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001',
    nickname: '美股小資族',
    label: '一般會員',
    image: '/static/avatars/member.svg',
    startingPCoin: 500,
    isBindingCellphone: true,
    roles: [],
    authorizedAuthorIds: [],
  },
  {
    username: 'author',
    memberId: 1002,
    guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1002',
    nickname: '華爾街觀察家',
    label: '授權作者',
    image: '/static/avatars/author.svg',
    startingPCoin: 1200,
    isBindingCellphone: true,
    roles: [],
    authorizedAuthorIds: [1],
  },
  {
    username: 'writer',
    memberId: 1003,
    guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1003',
    nickname: '編輯小組',
    label: '撰稿編輯',
    image: '/static/avatars/writer.svg',
    startingPCoin: 300,
    isBindingCellphone: false,
    roles: ['writer'],
    authorizedAuthorIds: [],
  },
  {
    username: 'admin',
    memberId: 1004,
    guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1004',
    nickname: '站務管理員',
    label: '管理員',
    image: '/static/avatars/admin.svg',
    startingPCoin: 9999,
    isBindingCellphone: null,
    roles: ['admin', 'writer'],
    authorizedAuthorIds: [],
  },
];

export const findAccountByUsername = (username: string): DemoAccount | undefined => DEMO_ACCOUNTS.find((a) => a.username === username.trim().toLowerCase());

export const findAccountByMemberId = (memberId: number): DemoAccount | undefined => DEMO_ACCOUNTS.find((a) => a.memberId === memberId);
