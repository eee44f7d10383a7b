import { css } from 'styled-system/css';

/** The article's white card: the article page and the author's preview share it, so a preview looks like what readers get. */
export const articleCardClass = css({ display: 'grid', gap: '5', minW: 0, bg: 'surface', borderRadius: 'lg', px: '4', py: '5', tablet: { px: '8', py: '7' } });
