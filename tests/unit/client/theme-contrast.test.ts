// The tile colours of every theme (client/src/styles.css) against their letters: WCAG contrast, and the
// light theme's yellow a yellow (issue 26: it read as olive-brown).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../client/src/styles.css', import.meta.url), 'utf8');

/** The custom properties set by the rule whose selector is exactly `selector`. */
function variables(selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  const rule = new RegExp(`(^|\\n)${selector.replace(/[[\]"]/g, '\\$&')} \\{([^}]*)\\}`, 'g');
  for (const [, , body] of css.matchAll(rule))
    for (const [, name, value] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) found[name] = value.trim();
  return found;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
function hsl(hex: string) {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  const hue =
    delta === 0
      ? 0
      : max === r
        ? 60 * (((g - b) / delta + 6) % 6)
        : max === g
          ? 60 * ((b - r) / delta + 2)
          : 60 * ((r - g) / delta + 4);
  return { hue, saturation, lightness };
}

const root = variables(':root');
const light = variables('[data-theme="light"]');
const high = variables('[data-contrast="high"]');

function theme(...layers: Record<string, string>[]) {
  const merged = Object.assign({}, ...layers) as Record<string, string>;
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference ? resolve(merged[reference[1]]) : value;
  };
  return (name: string) => resolve(merged[name]);
}

describe('tile colours (styles.css)', () => {
  const themes = {
    dark: theme(root),
    light: theme(root, light),
    'dark, high contrast': theme(root, high),
    'light, high contrast': theme(root, light, high),
  };
  for (const [name, get] of Object.entries(themes)) {
    it(`${name}: every tile's letter reads at 4.5:1 or more`, () => {
      expect(contrast(get('--correct'), get('--tile-text'))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(get('--present'), get('--present-text'))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(get('--absent'), get('--tile-text'))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('light: the present colour is a yellow (hue 40–60°, saturated, not dark)', () => {
    const { hue, saturation, lightness } = hsl(themes.light('--present'));
    expect(hue).toBeGreaterThanOrEqual(40);
    expect(hue).toBeLessThanOrEqual(60);
    expect(saturation).toBeGreaterThan(0.7);
    expect(lightness).toBeGreaterThan(0.45);
  });
});
