import { style } from '@vanilla-extract/css';

// A slot's state, the same in every grid (time grid, week rows, month). Never by opacity: a translucent
// 11 px text on a tinted block falls under WCAG's 4.5:1 (2.43:1 was measured); the tint loses its hue
// instead, and the texts keep their colours.

/** A cancelled slot: struck through, grey. */
export const cancelled = style({ textDecoration: 'line-through', filter: 'grayscale(1)' });

/** A slot that took place: muted, its left border kept. */
export const done = style({ filter: 'saturate(0.35)' });
