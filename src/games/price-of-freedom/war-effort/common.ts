/**
 * What the War Effort tracker's own panels share: their context type, a tracker note with its
 * rule, a War Effort line's value, and a ruling shown under a panel.
 */
import { html, nothing } from 'lit';
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
