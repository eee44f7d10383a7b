import { css } from 'styled-system/css';

/** Shared by the versions list and its skeleton: one stack, one fixed-height count line. */
export const stackClass = css({ display: 'grid', gap: '3', minW: 0 });
export const TOTAL_LINE_HEIGHT = 20;
export const totalClass = css({ display: 'block', m: 0, h: `${TOTAL_LINE_HEIGHT}px`, fontSize: '13px', lineHeight: `${TOTAL_LINE_HEIGHT}px`, color: 'muted' });
