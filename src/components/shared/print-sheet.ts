import { html, nothing } from 'lit';
import { PAPERS, isPaper, type Paper } from './print-page.js';

/**
 * What the printable views (setup sheets, label sets) share: their link settings read with a
 * notice for each value that is not offered and written back in a fixed order, and the small
 * pieces of their controls. Their styles are in `print-sheet.styles.ts`, the page rule in
 * `print-page.ts`.
 */

/** One setting of a printable view's link. */
export interface LinkSetting<T> {
  /** Its key in the link, e.g. `paper`. */
  readonly key: string;
  /** Its value when the link leaves it out or gives one that is not offered. */
  readonly fallback: T;
  /** The value a link's text stands for, or undefined when it is not one. */
  readonly parse: (text: string) => T | undefined;
  /** What the page says when the link's text is not a value (shown as plain text). */
  readonly notice: (text: string) => string;
  /** The link's text of a value; null leaves the key out of the link. Default: the value. */
  format?(value: T): string | null;
}

/** The values of `settings`, by name. */
export type LinkValues<S> = { [K in keyof S]: S[K] extends LinkSetting<infer T> ? T : never };

/** A view's link settings, by name, in the order the link writes them. */
export type LinkSettings = Record<string, LinkSetting<unknown>>;

/** The paper setting (`paper=a4|letter`), A4 unless the link says otherwise. */
export const paperSetting: LinkSetting<Paper> = {
  key: 'paper',
  fallback: 'a4',
  parse: (text) => (isPaper(text) ? text : undefined),
  notice: (text) => `Paper “${text.slice(0, 20)}” is not offered; using A4.`,
};

/**
 * The `scenario` setting (one of `titles`' slugs), `fallback` unless the link says otherwise;
 * the notice names the scenario shown instead.
 */
export function scenarioSetting(
  titles: ReadonlyMap<string, string>,
  fallback: string,
): LinkSetting<string> {
  return {
    key: 'scenario',
    fallback,
    parse: (text) => (titles.has(text) ? text : undefined),
    notice: (text) =>
      `There is no scenario “${text.slice(0, 40)}”; showing ${titles.get(fallback) ?? fallback}.`,
  };
}

/** What a view's link says: each setting's value and a notice for each one not understood. */
export interface ReadLink<S> {
  readonly values: LinkValues<S>;
  readonly notices: string[];
}

/**
 * Reads `settings` from a link's `params`: each from its first occurrence, its fallback when
 * missing or not a value (with that setting's notice), the notices in the order of `settings`.
 * With `otherKeys: 'notice'`, a key that is no setting is named in a notice too (after them).
 */
export function readLink<S extends LinkSettings>(
  params: readonly (readonly [string, string])[],
  settings: S,
  options: { readonly otherKeys?: 'ignore' | 'notice' } = {},
): ReadLink<S> {
  const values: Record<string, unknown> = {};
  const notices: string[] = [];
  for (const [name, s] of Object.entries<LinkSetting<unknown>>(settings)) {
    const text = params.find(([k]) => k === s.key)?.[1];
    const value = text === undefined ? undefined : s.parse(text);
    values[name] = value === undefined ? s.fallback : value;
    if (text !== undefined && value === undefined) notices.push(s.notice(text));
  }
  if (options.otherKeys === 'notice') {
    const keys = new Set(Object.values(settings).map((s) => s.key));
    for (const [k] of params)
      if (!keys.has(k))
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
  }
  return { values: values as LinkValues<S>, notices };
}

/** The link's pairs for `values`, in the order of `settings`, for `ToolHost.setParams`. */
export function linkParams<S extends LinkSettings>(
  settings: S,
  values: LinkValues<S>,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, s] of Object.entries<LinkSetting<unknown>>(settings)) {
    const value = (values as Record<string, unknown>)[name];
    const text = s.format ? s.format(value) : String(value);
    if (text !== null) pairs.push([s.key, text]);
  }
  return pairs;
}

/** The notices of a printable view, if any (screen only). */
export function renderLinkNotices(notices: readonly string[]) {
  return notices.length > 0
    ? html`<div class="notice no-print" role="status">
        ${notices.map((n) => html`<p>${n}</p>`)}
      </div>`
    : nothing;
}

/** A labelled select of scenarios (slug to title), with `slug` selected. */
export function renderScenarioSelect(
  titles: ReadonlyMap<string, string>,
  slug: string,
  onChange: (e: Event) => void,
) {
  return html`<label class="field">
    <span>Scenario</span>
    <select @change=${onChange} .value=${slug}>
      ${[...titles].map(
        ([s, title]) => html`<option value=${s} ?selected=${s === slug}>${title}</option>`,
      )}
    </select>
  </label>`;
}

/** The paper radio buttons in a fieldset of class `fieldsetClass`, with `paper` checked. */
export function renderPaperChoice(
  paper: Paper,
  onChange: (e: Event) => void,
  fieldsetClass = 'paper',
) {
  return html`<fieldset class=${fieldsetClass}>
    <legend>Paper</legend>
    ${(Object.keys(PAPERS) as Paper[]).map(
      (p) => html`
        <label>
          <input type="radio" name="paper" value=${p} .checked=${paper === p} @change=${onChange} />
          ${PAPERS[p].label}
        </label>
      `,
    )}
  </fieldset>`;
}

/** The paper a changed paper radio button asks for, or undefined. */
export function paperFrom(e: Event): Paper | undefined {
  const value = (e.target as HTMLInputElement).value;
  return isPaper(value) ? value : undefined;
}
