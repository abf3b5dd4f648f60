import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const checkItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const observations = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const observation = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
});
export const observationText = style({ margin: `0 0 ${vars.space.xs}`, whiteSpace: 'pre-wrap' });
export const observationMeta = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tabPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingTop: vars.space.lg });

export const narrow = style({ maxWidth: 360, marginBottom: vars.space.md });
