import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const subheading = style({
  margin: `${vars.space.sm} 0 0`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const fileInput = style({ fontSize: vars.fontSize.md });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '9rem 1fr 8rem 1fr max-content',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const slot = style({
  display: 'grid',
  gridTemplateColumns: '10rem 8rem 8rem max-content',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

/** A picker with its « Nouvel organisme » action under it. */
export const picker = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xxs, minWidth: 0 });

export const pickerAction = style({ alignSelf: 'flex-start' });
