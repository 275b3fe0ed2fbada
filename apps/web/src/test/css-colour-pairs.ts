import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Color from 'colorjs.io';
import postcss, { type Declaration, type Rule } from 'postcss';

/**
 * Reads the web app's style sheets and lists every text-on-background pair painted with a status
 * colour, so the contrast test follows the CSS as it is written, with no list of pairs to keep.
 *
 * - Status colours are the tokens of tokens.css between its `status-colours:` and
 *   `end of status-colours` comments. A rule is in scope when its colour or background resolves to one of them.
 * - A value resolves through `var()`: design tokens, the custom properties the same file sets in
 *   other rules (each of them: a toast's accent is one of four), then the `var()` fallback (a
 *   property set inline from TypeScript, such as a step colour, is checked where it is computed).
 * - A rule missing a colour or a background takes it from the file's base rule of the same element
 *   (`.badge` for `.badge[data-status='DONE']`, `.dot` for `.done .dot`), else from where text sits:
 *   the body's text colour, the page and card surfaces. A translucent background is laid over those.
 * - A rule that paints no text says so with a `contrast: no text` comment just above (a legend's
 *   swatch, a status dot); a pseudo-element drawn with `content: ''` is found as such.
 */

export type TColourPair = {
  file: string;
  selector: string;
  text: string;
  background: string;
  ratio: number;
};

const SRC = path.resolve(import.meta.dirname, '..');
const TOKENS_FILE = path.join(SRC, 'styles', 'tokens.css');
const STATUS_MARKER = 'status-colours:';
const STATUS_END_MARKER = 'end of status-colours';
const NO_TEXT_MARKER = 'contrast: no text';
const SURFACE_TOKENS = ['--color-surface', '--color-surface-muted', '--color-bg'];
const BODY_TEXT_TOKEN = '--color-text';
const NOT_A_COLOUR = new Set(['transparent', 'none', 'inherit', 'currentcolor', 'initial', 'unset']);

type TSheet = { file: string; rules: Rule[]; localProperties: Map<string, string[]> };

const listCssFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return listCssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });

const declarationsOf = (rule: Rule, property: RegExp): Declaration[] =>
  rule.nodes.filter((node): node is Declaration => node.type === 'decl' && property.test(node.prop));

const readTokens = (): { tokens: Map<string, string>; statusTokens: Set<string> } => {
  const tokens = new Map<string, string>();
  const statusTokens = new Set<string>();
  postcss.parse(readFileSync(TOKENS_FILE, 'utf8')).walkRules(':root', (rule) => {
    let isInStatusBlock = false;
    rule.each((node) => {
      if (node.type === 'comment' && node.text.startsWith(STATUS_MARKER)) isInStatusBlock = true;
      if (node.type === 'comment' && node.text.startsWith(STATUS_END_MARKER)) isInStatusBlock = false;
      if (node.type !== 'decl') return;
      tokens.set(node.prop, node.value);
      if (isInStatusBlock) statusTokens.add(node.prop);
    });
  });
  return { tokens, statusTokens };
};

const readSheet = (file: string): TSheet => {
  const rules: Rule[] = [];
  const localProperties = new Map<string, string[]>();
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
    rules.push(rule);
    for (const declaration of declarationsOf(rule, /^--/)) {
      localProperties.set(declaration.prop, [
        ...(localProperties.get(declaration.prop) ?? []),
        declaration.value,
      ]);
    }
  });
  return { file: path.relative(SRC, file), rules, localProperties };
};

const VAR_RE = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/s;

type TResolved = { value: string; isStatus: boolean };

/** Every value a declaration can take, with whether a status token was on the way. */
const resolveValue = (
  value: string,
  context: { sheet: TSheet; tokens: Map<string, string>; statusTokens: Set<string> },
  isStatus = false,
): TResolved[] => {
  const match = VAR_RE.exec(value.trim());
  if (!match?.[1]) return [{ value: value.trim(), isStatus }];
  const [, name, fallback] = match;
  const viaStatus = isStatus || context.statusTokens.has(name);
  const token = context.tokens.get(name);
  if (token !== undefined) return resolveValue(token, context, viaStatus);
  const locals = context.sheet.localProperties.get(name);
  if (locals) return locals.flatMap((local) => resolveValue(local, context, viaStatus));
  return fallback === undefined ? [] : resolveValue(fallback, context, viaStatus);
};

/** A `background` shorthand's colour: its first word that parses as one. */
const colourOf = (value: string): Color | null => {
  if (NOT_A_COLOUR.has(value.toLowerCase())) return null;
  const candidates = [value, ...value.split(/\s+(?![^(]*\))/)];
  for (const candidate of candidates) {
    if (NOT_A_COLOUR.has(candidate.toLowerCase())) continue;
    try {
      return new Color(candidate);
    } catch {
      // Not a colour (a gradient, an image, a position): try the next word.
    }
  }
  return null;
};

/** The element a selector styles, without states and attributes: `.badge[data-x]:hover` → `.badge`. */
const targetOf = (selector: string): string => {
  const compounds = selector.trim().split(/\s+|\s*[>+~]\s*/);
  const last = compounds.at(-1) ?? '';
  return last.replace(/::?[\w-]+(\([^)]*\))?|\[[^\]]*\]/g, '');
};

const PSEUDO_ELEMENT_RE = /::(before|after)\b/;
const EMPTY_CONTENT = new Set(["''", '""']);

/** `.state::before` for `.state[data-on]::before`: the pseudo-element a selector paints. */
const pseudoElementOf = (selector: string): string | null => {
  const pseudo = PSEUDO_ELEMENT_RE.exec(selector)?.[0];
  return pseudo ? `${targetOf(selector)}${pseudo}` : null;
};

/** A dot or a line drawn by `content: ''`, or a rule marked `contrast: no text`: no text to read. */
const isNoTextRule = (rule: Rule, sheet: TSheet): boolean => {
  const previous = rule.prev();
  if (previous?.type === 'comment' && previous.text.includes(NO_TEXT_MARKER)) return true;
  return rule.selectors.every((selector) => {
    const pseudo = pseudoElementOf(selector);
    if (!pseudo) return false;
    return sheet.rules.some(
      (other) =>
        other.selectors.some((otherSelector) => pseudoElementOf(otherSelector) === pseudo) &&
        declarationsOf(other, /^content$/).some((declaration) => EMPTY_CONTENT.has(declaration.value.trim())),
    );
  });
};

const baseRuleOf = (rule: Rule, sheet: TSheet): Rule | undefined => {
  const target = targetOf(rule.selector);
  return sheet.rules.find((other) => other !== rule && other.selector.trim() === target);
};

const composite = (colour: Color, under: Color): Color => {
  const alpha = colour.alpha.valueOf();
  if (alpha >= 1) return colour;
  const [r1, g1, b1] = colour.to('srgb').coords;
  const [r2, g2, b2] = under.to('srgb').coords;
  const mix = (top: number | null, bottom: number | null) => (top ?? 0) * alpha + (bottom ?? 0) * (1 - alpha);
  return new Color('srgb', [mix(r1, r2), mix(g1, g2), mix(b1, b2)]);
};

type TContext = { sheet: TSheet; tokens: Map<string, string>; statusTokens: Set<string> };

const resolvedOf = (rule: Rule | undefined, property: RegExp, context: TContext): TResolved[] =>
  rule
    ? declarationsOf(rule, property).flatMap((declaration) => resolveValue(declaration.value, context))
    : [];

const pairsOfRule = (rule: Rule, context: TContext): TColourPair[] => {
  if (isNoTextRule(rule, context.sheet)) return [];
  const base = baseRuleOf(rule, context.sheet);
  const ownText = resolvedOf(rule, /^color$/, context);
  const ownBackground = resolvedOf(rule, /^background(-color)?$/, context);
  if (![...ownText, ...ownBackground].some((resolved) => resolved.isStatus)) return [];
  const text = ownText.length > 0 ? ownText : resolvedOf(base, /^color$/, context);
  const background =
    ownBackground.length > 0 ? ownBackground : resolvedOf(base, /^background(-color)?$/, context);
  const surfaces = SURFACE_TOKENS.flatMap((token) => resolveValue(`var(${token})`, context));
  const texts = (text.length > 0 ? text : resolveValue(`var(${BODY_TEXT_TOKEN})`, context))
    .map((resolved) => colourOf(resolved.value))
    .filter((colour): colour is Color => colour !== null);
  const surfaceColours = surfaces.map((s) => colourOf(s.value)).filter((c): c is Color => c !== null);
  const backgrounds = (background.length > 0 ? background : surfaces)
    .map((resolved) => colourOf(resolved.value))
    .filter((colour): colour is Color => colour !== null)
    .flatMap((colour) =>
      colour.alpha.valueOf() < 1 ? surfaceColours.map((s) => composite(colour, s)) : [colour],
    );
  return texts.flatMap((textColour) =>
    backgrounds.map((backgroundColour) => ({
      file: context.sheet.file,
      selector: rule.selector.replace(/\s+/g, ' '),
      text: textColour.toString({ format: 'hex' }),
      background: backgroundColour.toString({ format: 'hex' }),
      ratio: Color.contrast(composite(textColour, backgroundColour), backgroundColour, 'WCAG21'),
    })),
  );
};

/** Every status colour pair of the web app's style sheets. */
export const listStatusColourPairs = (): TColourPair[] => {
  const { tokens, statusTokens } = readTokens();
  return listCssFiles(SRC)
    .map(readSheet)
    .flatMap((sheet) => sheet.rules.flatMap((rule) => pairsOfRule(rule, { sheet, tokens, statusTokens })));
};

/** The status tokens of tokens.css, for the test to prove the block is found at all. */
export const listStatusTokens = (): string[] => [...readTokens().statusTokens];
