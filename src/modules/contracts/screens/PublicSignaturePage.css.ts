import { style } from '@vanilla-extract/css';
import { publicPage } from '../../../shared/ui/public-page.css';
import { vars } from '../../../shared/ui/theme.css';

export const page = style([publicPage, { maxWidth: '44rem' }]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const agency = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const step = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const pdfLink = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.primary });

export const fingerprint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
