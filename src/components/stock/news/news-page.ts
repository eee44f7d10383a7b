import { PAGER_HEIGHT } from '../layout/ListPager';
import { NEWS_ROW_HEIGHT } from './NewsRow';

/** News items per page: the first page, each appended page and each ?cursor= page. */
export const NEWS_PAGE_SIZE = 10;
/** The height a full page takes with its pager, reserved by the skeleton and the error state. */
export const NEWS_LIST_HEIGHT = NEWS_PAGE_SIZE * NEWS_ROW_HEIGHT + PAGER_HEIGHT;
