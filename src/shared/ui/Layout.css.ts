import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const inline = style({ display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
  center: { justifyContent: 'center' },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});
