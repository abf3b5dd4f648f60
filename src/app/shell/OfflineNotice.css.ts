import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme.css';

export const notice = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.alert,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
});
