import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokenValues } from '../../../src/shared/ui/tokens';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  assert.ok(match, `not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const c = tokenValues.color;
const AA_TEXT = 4.5;
const AA_UI = 3;

test('body and muted text reach WCAG AA on every neutral surface', () => {
  for (const surface of [c.surface, c.surfaceAlt, c.surfaceRaised]) {
    for (const text of [c.text, c.textMuted, c.primary, c.danger, c.success, c.warning, c.info]) {
      assert.ok(contrast(text, surface) >= AA_TEXT, `${text} on ${surface}: ${contrast(text, surface).toFixed(2)}`);
    }
  }
});

test('status text reaches WCAG AA on its own tinted surface', () => {
  const pairs: [string, string][] = [
    [c.danger, c.dangerSurface],
    [c.success, c.successSurface],
    [c.warning, c.warningSurface],
    [c.info, c.infoSurface],
    [c.text, c.dangerSurface],
    [c.text, c.successSurface],
    [c.text, c.warningSurface],
    [c.text, c.infoSurface],
  ];
  for (const [text, surface] of pairs) {
    assert.ok(contrast(text, surface) >= AA_TEXT, `${text} on ${surface}: ${contrast(text, surface).toFixed(2)}`);
  }
});

test('text on filled buttons reaches WCAG AA, hover included', () => {
  for (const fill of [c.primary, c.primaryHover, c.danger, c.dangerHover]) {
    assert.ok(contrast(c.onPrimary, fill) >= AA_TEXT, `${c.onPrimary} on ${fill}`);
  }
});

test('control borders and the focus ring reach the 3:1 non-text contrast', () => {
  for (const surface of [c.surface, c.surfaceAlt]) {
    assert.ok(contrast(c.borderStrong, surface) >= AA_UI, `borderStrong on ${surface}`);
    assert.ok(contrast(c.focusRing, surface) >= AA_UI, `focusRing on ${surface}`);
  }
});
