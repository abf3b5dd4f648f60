import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';
import { fieldset as framedFields } from '../../../shared/ui/Field.css';

export const fieldset = style([framedFields, { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` }]);

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.xs}`,
});

export const error = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
