import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';
import { fieldset as framedFields } from '../../../shared/ui/Field.css';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `${vars.space.xs} 0 0`, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 0 0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const fieldset = style([framedFields, { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm }]);

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xs}` });
export const full = style({ gridColumn: '1 / -1' });
export const weekdays = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
