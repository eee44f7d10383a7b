import { css } from 'styled-system/css';
import { focusRing, iconButton } from '@/components/ui/control-styles';

/** A 40 px icon button on the brand-coloured header (the drawer's ☰, the phone's 🔍). */
export const headerIconButtonClass = css(iconButton.raw({ on: 'dark', size: 'lg' }), focusRing.raw({ on: 'dark', offset: 'inset' }));
