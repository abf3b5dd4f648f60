import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { render, screen } from '@testing-library/react';
import { vars } from '../../../src/shared/ui/theme.css';
import { buttonClass } from '../../../src/shared/ui/buttonClass';
import { Button } from '../../../src/shared/ui/Button';

test('style modules load outside the bundler and give string class names', () => {
  const className = buttonClass({ tone: 'primary', size: 'sm' });
  assert.equal(typeof className, 'string');
  assert.ok(className.trim().length > 0);
});

test('theme variables have the stable public --volant-* names', () => {
  assert.equal(vars.color.primary, 'var(--volant-color-primary)');
  assert.equal(vars.color.primaryHover, 'var(--volant-color-primary-hover)');
  assert.equal(vars.layout.sidebarWidth, 'var(--volant-layout-sidebar-width)');
});

test('a component styled with vanilla-extract renders in happy-dom with its classes', () => {
  render(<Button tone="primary">Enregistrer</Button>);
  const element = screen.getByRole('button', { name: 'Enregistrer' });
  for (const className of buttonClass({ tone: 'primary', size: 'md' }).split(' ')) {
    assert.ok(element.classList.contains(className), `missing class ${className}`);
  }
});

test('every style module of the kit compiles (selectors are valid vanilla-extract)', async () => {
  const kit = await import('../../../src/shared/ui/index');
  assert.equal(typeof kit.visuallyHidden, 'string');
});
