/**
 * What every part of the roster renderer shares: the context it draws in (the game, the words
 * around entered data, the search, the open form), and how it draws text, badges and values.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type {
  RosterBadge,
  RosterEntry,
  RosterText,
  RosterTexts,
  RosterValue,
} from '../../core/shared/roster.js';
import { withRulingLinks } from '../shared/ruling-links.js';

/** What the parts of a roster are drawn with. */
export interface RosterContext {
  /** The game whose rulings and tools the text links to. */
  readonly game: string;
  readonly texts: RosterTexts<unknown>;
  /** The search's text, marked in names ('' for none). */
  readonly query: string;
  /** Pictures the game draws before values, by `RosterValue.icon`. */
  readonly icons: Readonly<Record<string, unknown>>;
  /** The entry whose form is open, and the form. */
  readonly editing: string | null;
  readonly form: TemplateResult | typeof nothing;
  isOpen(groupId: string): boolean;
  toggleGroup(e: Event, groupId: string): void;
  /** Opens entry `id`'s form, or closes it when it is open. */
  toggleEdit(id: string): void;
  openEdit(id: string): void;
}

/** `text` with the search's match marked. */
export function marked(text: string, query: string): TemplateResult | string {
  const q = query.trim();
  const at = q === '' ? -1 : text.toLowerCase().indexOf(q.toLowerCase());
  if (at < 0) return text;
  return html`${text.slice(0, at)}<mark>${text.slice(at, at + q.length)}</mark>${text.slice(at + q.length)}`;
}

/** The badge of something the player entered. */
export function enteredBadge(texts: RosterTexts<unknown>, words: string): TemplateResult {
  const symbol = texts.entered.symbol;
  return html`<span class="badge entered-badge"
    >${symbol ? html`<span aria-hidden="true">${symbol}</span> ` : nothing}${words}</span
  >`;
}

/** Badges beside a name. */
export function badges(
  texts: RosterTexts<unknown>,
  list: readonly RosterBadge[] | undefined,
): unknown[] {
  return (list ?? []).map((b) =>
    b.tone === 'entered'
      ? html` ${enteredBadge(texts, b.text)}`
      : html` <span class="badge ${b.tone === 'optional' ? 'optional-badge' : ''}"
          >${b.text}</span
        >`,
  );
}

const missingWords = (texts: RosterTexts<unknown>) =>
  texts.missing.action ? `${texts.missing.text} — ${texts.missing.action}` : texts.missing.text;

/** Rich text: ruling codes linked, rulebook places, muted words, symbols and samples. */
export function richText(ctx: Pick<RosterContext, 'game' | 'texts'>, text: RosterText): unknown[] {
  return text.map((run) => {
    if (typeof run === 'string') return withRulingLinks(ctx.game, run);
    if ('rule' in run)
      return html`<span class="rule">${withRulingLinks(ctx.game, run.rule)}</span>`;
    if ('muted' in run) return html`<span class="muted">${run.muted}</span>`;
    if ('symbol' in run) return html`<span class="mark" aria-hidden="true">${run.symbol}</span>`;
    return run.sample === 'entered'
      ? enteredBadge(ctx.texts, ctx.texts.entered.badge)
      : html`<span class="missing sample">${missingWords(ctx.texts)}</span>`;
  });
}

/**
 * One value of `entry`: the rulebook's, the player's (marked), or missing: a button that opens
 * the form where the roster offers one (its words alone in print), else the words and, in
 * print, a line to write on.
 */
export function renderValue(ctx: RosterContext, entry: RosterEntry, v: RosterValue) {
  const { texts } = ctx;
  if (v.source === 'missing' || v.text === null) {
    const m = texts.missing;
    if (m.action === undefined || entry.editable !== true)
      return html`<span class="missing"
        >${m.text}<span class="blank" aria-hidden="true"></span
      ></span>`;
    return html`<button
        type="button"
        class="missing"
        aria-label=${`${v.label} of ${entry.name}: ${missingWords(texts)}`}
        @click=${() => {
          ctx.openEdit(entry.id);
        }}
      >
        <span class="np">${m.text}</span> <span class="act">— ${m.action}</span>
      </button>
      <span class="print-only">${m.text}</span>`;
  }
  const icon = v.icon === undefined ? undefined : ctx.icons[v.icon];
  const player = v.source === 'player';
  return html`<span class=${player ? 'value entered' : 'value'}
    >${icon ? html`<span class="icon-text">${icon}${v.text}</span>` : v.text}${
      player ? html` ${enteredBadge(texts, texts.entered.badge)}` : nothing
    }</span
  >`;
}

/** The button that opens and closes an entry's form. */
export function editButton(ctx: RosterContext, e: RosterEntry) {
  const editing = ctx.editing === e.id;
  const t = ctx.texts.edit;
  return html`<button
    type="button"
    class="edit no-print"
    id="edit-${e.id}"
    aria-expanded=${editing ? 'true' : 'false'}
    @click=${() => {
      ctx.toggleEdit(e.id);
    }}
  >
    ${editing ? t.close : e.entered ? t.edit : t.enter}<span class="visually-hidden"
      >${t.about}${e.name}</span
    >
  </button>`;
}
