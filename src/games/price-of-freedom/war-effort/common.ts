/**
 * What the War Effort tracker's own panels share: their context type, the section each panel
 * is, a tracker note with its rule, a War Effort line's value, a ruling shown under a panel, a row
 * header with its note, buttons that record one event each, and the stacked table every panel
 * draws.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  WAR_EFFORT_LINES,
  type CampaignEvent,
  type CampaignSnapshot,
  type TrackerNote,
} from '../../../core/games/price-of-freedom/index.js';
import type { WarEffortContext } from '../../../core/games/price-of-freedom/war-effort-tracker.js';
import { signed } from '../../../core/shared/signed.js';
import type { PanelContext } from '../../../components/renderers/tracker/panel-context.js';
import { rulingNote, withRulingLinks } from '../../../components/shared/ruling-links.js';

/** A War Effort panel's context. */
export type P = PanelContext<CampaignSnapshot, WarEffortContext, CampaignEvent>;

/** `text` with its ruling codes linked to the game's rulings page. */
export const linked = (p: P, text: string) => withRulingLinks(p.game, text);

/** What heads a panel's section: `id` names it (its heading is `<id>-h`), and its rule. */
export interface BlockHead {
  readonly id: string;
  readonly title: unknown;
  readonly rule?: string;
}

/** A panel's section under its heading, which labels it: the frame of every panel. */
export function block(head: BlockHead, body: unknown) {
  const h = `${head.id}-h`;
  const rule = head.rule ? html` <span class="rule">${head.rule}</span>` : nothing;
  return html`<section class="block" aria-labelledby=${h}>
    <h2 id=${h}>${head.title}${rule}</h2>
    ${body}
  </section>`;
}

/** A tracker note, with its rule. */
export function note(p: P, n: TrackerNote) {
  return html`<p class="hint">
    ${linked(p, n.text)} <span class="rule">${linked(p, n.rule)}</span>
  </p>`;
}

/** A War Effort line's value, signed: '+2'. */
export function lineValue(id: string): string {
  const def = WAR_EFFORT_LINES.find((l) => l.id === id);
  return def ? signed(def.value) : '';
}

/** The ruling `id`, as a note. */
export function ruling(p: P, id: string) {
  const r = p.rulings.find((x) => x.id === id);
  return r ? rulingNote(p.game, r) : nothing;
}

/** A table's row header: `label` with its tracker note and rule, as every forces row shows it. */
export function rowHead(p: P, label: string, n: TrackerNote) {
  return html`<th scope="row">
    ${label}
    <span class="note">${linked(p, n.text)}</span>
    <span class="rule">${linked(p, n.rule)}</span>
  </th>`;
}

/** What a button that records one event needs: its text, event and log line. */
export interface EventButton {
  text: string;
  event: CampaignEvent;
  what: string;
  label?: string;
  disabled?: boolean;
  /** Its class: `no-print` for a stepper's button. */
  cls?: string;
}

/** A button that records one campaign event, so each panel's buttons read as data. */
export function eventButton(p: P, b: EventButton) {
  return html`<button
    type="button"
    class=${b.cls ?? nothing}
    aria-label=${b.label ?? nothing}
    ?disabled=${b.disabled ?? false}
    @click=${() => {
      p.apply(b.event, b.what);
    }}
  >
    ${b.text}
  </button>`;
}

/** A wrapping row of event buttons, left out of print: a count's controls. */
export function buttonRow(p: P, buttons: readonly EventButton[]) {
  return html`<span class="row no-print">${buttons.map((b) => eventButton(p, b))}</span>`;
}

/** A stacked table in its scrolling wrap, with a hidden caption and column headers. */
export function stackTable(
  cls: string,
  caption: string,
  heads: readonly (string | TemplateResult)[],
  rows: unknown,
) {
  return html`<div class="table-wrap">
    <table class="${cls} stack">
      <caption class="visually-hidden">
        ${caption}
      </caption>
      <thead>
        <tr>
          ${heads.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}
