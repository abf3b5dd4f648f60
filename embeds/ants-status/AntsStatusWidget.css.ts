import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../src/shared/ui/theme.css';

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` });

export const checked = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// A compact indicator sits in a line of text.
globalStyle(':host([compact])', { display: 'inline-block', width: 'auto' });
