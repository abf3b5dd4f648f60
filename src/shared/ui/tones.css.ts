import { styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Status tones shared by badges and alerts: tinted surface, readable text. */
export const toneSurface = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceAlt, color: vars.color.text, borderColor: vars.color.border },
  info: { backgroundColor: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
  success: { backgroundColor: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
  warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning, borderColor: vars.color.warning },
  danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
});

export type Tone = keyof typeof toneSurface;
