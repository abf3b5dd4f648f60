// The one Volant theme contract. Variable names are stable and public (`--volant-*`):
// partners theme the embeds by overriding them. Values sit on `:root, :host`, so shadow
// roots of the embeds inherit them.
import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenValues } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const vars = createGlobalThemeContract(tokenValues, (_value, path) => `volant-${path.map(kebab).join('-')}`);

createGlobalTheme(':root, :host', vars, tokenValues);
