import { html, nothing } from 'lit';
import { PAPERS, isPaper, type Paper } from '../../core/shared/paper.js';
import type { ChoiceOption, ChoiceValues, SheetChoice } from '../../core/shared/sheet-choices.js';
import { selectOptions } from './choice-fields.js';
import { keysOf } from '../../core/shared/keys-of.js';

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

/** The link setting of a sheet's choice: an option's text, a flag (1/0, true/false), the paper. */
export function choiceSetting(choice: SheetChoice): LinkSetting<string | boolean> {
  switch (choice.kind) {
    case 'paper':
      return paperSetting;
    case 'flag':
      return {
        key: choice.key,
        fallback: false,
        parse: (text) =>
          text === '1' || text === 'true'
            ? true
            : text === '0' || text === 'false'
              ? false
              : undefined,
        notice: choice.notice,
        format: (on) => (on === true ? '1' : null),
      };
    default:
      return {
        key: choice.key,
        fallback: choice.fallback,
        parse: (text) => (choice.options.some((o) => o.value === text) ? text : undefined),
        notice: choice.notice,
      };
  }
}

/** The link settings of a sheet's choices, by key, in their order. */
export function choiceSettings(choices: readonly SheetChoice[]): LinkSettings {
  return Object.fromEntries(
    choices.map((c) => [c.kind === 'paper' ? 'paper' : c.key, choiceSetting(c)]),
  );
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

/**
 * The values of a sheet's `choices` in a link's `params`, with a notice for each value not
 * offered and for each key that is no choice.
 */
export function readChoices(
  params: readonly (readonly [string, string])[],
  choices: readonly SheetChoice[],
): { values: ChoiceValues; notices: string[] } {
  const { values, notices } = readLink(params, choiceSettings(choices), { otherKeys: 'notice' });
  return { values: values as ChoiceValues, notices };
}

/** The link's pairs for the chosen `values` of `choices`, in their order. */
export function choiceParams(
  choices: readonly SheetChoice[],
  values: ChoiceValues,
): [string, string][] {
  return linkParams(choiceSettings(choices), values);
}

/** The paper among the chosen `values`: A4 unless they say otherwise. */
export function chosenPaper(values: ChoiceValues): Paper {
  const p = String(values['paper']);
  return isPaper(p) ? p : 'a4';
}

/** The notices of a printable view, if any (screen only). */
export function renderLinkNotices(notices: readonly string[]) {
  return notices.length > 0
    ? html`<div class="notice no-print" role="status">
        ${notices.map((n) => html`<p>${n}</p>`)}
      </div>`
    : nothing;
}

/** Radio buttons named `key` under `legend`, with the option of value `chosen` checked. */
function renderRadios(
  key: string,
  legend: string,
  options: readonly ChoiceOption[],
  chosen: string | boolean | undefined,
  onChange: (key: string, value: string) => void,
) {
  return html`<fieldset class="choice">
    <legend>${legend}</legend>
    ${options.map(
      (o) => html`
        <label>
          <input
            type="radio"
            name=${key}
            value=${o.value}
            .checked=${chosen === o.value}
            @change=${(e: Event) => {
              onChange(key, (e.target as HTMLInputElement).value);
            }}
          />
          ${o.label}
        </label>
      `,
    )}
  </fieldset>`;
}

/** The papers as options. */
const PAPER_OPTIONS: readonly ChoiceOption[] = keysOf(PAPERS).map((p) => ({
  value: p,
  label: PAPERS[p].label,
}));

/**
 * The controls of a sheet's `choices` with `values` chosen, in order: a select, radio buttons, a
 * check box (when offered) or the paper. `onChange` gets the choice's key and its new value.
 */
export function renderChoices(
  choices: readonly SheetChoice[],
  values: ChoiceValues,
  onChange: (key: string, value: string | boolean) => void,
) {
  return choices.map((c) => {
    switch (c.kind) {
      case 'paper':
        return renderRadios('paper', 'Paper', PAPER_OPTIONS, values['paper'], onChange);
      case 'radio':
        return renderRadios(c.key, c.legend, c.options, values[c.key], onChange);
      case 'select':
        return html`<label class="field">
          <span>${c.label}</span>
          <select
            @change=${(e: Event) => {
              onChange(c.key, (e.target as HTMLSelectElement).value);
            }}
            .value=${String(values[c.key])}
          >
            ${selectOptions(c.options, values[c.key])}
          </select>
        </label>`;
      case 'flag': {
        const label = c.label(values);
        return label === null
          ? nothing
          : html`<label class="check">
              <input
                type="checkbox"
                .checked=${values[c.key] === true}
                @change=${(e: Event) => {
                  onChange(c.key, (e.target as HTMLInputElement).checked);
                }}
              />
              ${label}
            </label>`;
      }
    }
  });
}
