/**
 * Official accounts (forum service, GET /api/Official/GetOfficialsByIds). Articles whose author
 * is of type `official` point at one of these ids.
 */
export interface Official {
  id: number;
  name: string;
  /** Site-relative; services answer it as an absolute URL. */
  avatar: string;
  description: string;
}

export const OFFICIALS: readonly Official[] = [
  { id: 1, name: '美股編輯室', avatar: '/static/avatars/official-newsroom.svg', description: '本站官方編輯團隊，每日整理美股盤勢、財報與重要新聞。' },
  { id: 2, name: '財報快訊小組', avatar: '/static/avatars/official-earnings.svg', description: '即時追蹤美股財報電話會議與重點數字。' },
];
