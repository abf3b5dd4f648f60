import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

const GRID = 'minmax(120px, 1.2fr) 110px minmax(160px, 1.6fr) 120px 110px 90px 90px 100px';

export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: GRID,
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderBottom: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({ border: `1px solid ${vars.color.border}`, borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}` });

export const row = style({
  display: 'grid',
  gridTemplateColumns: GRID,
  gap: vars.space.sm,
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
});

export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const number = style({ textAlign: 'right' });
export const due = style({ textAlign: 'right', color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
export const count = style({ margin: 0, color: vars.color.textMuted });
export const scroll = style({ overflowX: 'auto' });
export const inner = style({ minWidth: '960px' });
