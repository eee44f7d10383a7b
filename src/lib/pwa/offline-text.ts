/** The offline page's words (offline-page.ts), apart so the end-to-end specs can read them too. */
export const OFFLINE_TITLE = '目前沒有網路連線';
export const OFFLINE_MESSAGE = '請檢查網路連線，連上後再重新整理這一頁。';
export const OFFLINE_RETRY = '重新整理';
export const OFFLINE_RECENT_HEADING = '最近讀過的文章（離線也能看）';
