import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';
import { fieldset as framedFields } from '../../../shared/ui/Field.css';

export const swatch = style({
  display: 'inline-block',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  marginRight: vars.space.xs,
  verticalAlign: 'baseline',
  border: `1px solid ${vars.color.border}`,
});

export const fieldset = style([
  framedFields,
  { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: `${vars.space.xs} ${vars.space.lg}`, maxHeight: '260px', overflowY: 'auto' },
]);

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.xs}`,
});

export const fieldError = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
