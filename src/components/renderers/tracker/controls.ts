/**
 * A tracker's buttons and choices, drawn from the descriptor: an action applies its event; a pick
 * applies on change; a choice is kept until its button is pressed.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type {
  TrackerAction,
  TrackerChoose,
  TrackerControl,
  TrackerPick,
} from '../../../core/shared/tracker.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import type { PanelContext } from './panel-context.js';

/** Where a refused button keeps its reason (the kept key starts with this). */
export const REFUSED_KEY = 'refused:';

/**
 * A button for `a`. A refused press is said in the tracker's status line and also written beside
 * the button, where the player looks (the status line may be a screen away on a phone); it stays
 * until a change is applied.
 */
export function actionButton<E>(p: PanelContext<object, unknown, E>, a: TrackerAction<E>) {
  const key = `${REFUSED_KEY}${a.label}${a.hidden ?? ''}`;
  const reason = p.get<string>(key, '');
  return html`<button
      type="button"
      class=${a.primary ? 'primary' : ''}
      aria-label=${a.ariaLabel ?? nothing}
      ?disabled=${a.disabled ?? false}
      @click=${() =>
        p.apply(a.event, a.says, (why) => {
          p.say(why);
          p.set(key, why);
        })}
    >
      ${a.label}${a.hidden ? html`<span class="visually-hidden">${a.hidden}</span>` : nothing}</button
    >${reason ? html`<span class="refused" aria-hidden="true">${reason}</span>` : nothing}`;
}

function pick<E>(p: PanelContext<object, unknown, E>, c: TrackerPick<E>) {
  return html`<label class="inline"
    >${c.label}
    <select
      id=${c.id}
      @change=${(e: Event) => {
        const { event, says } = c.choose((e.target as HTMLSelectElement).value);
        p.apply(event, says);
      }}
    >
      ${c.options.map((o) => html`<option value=${o.value} ?selected=${o.value === c.value}>${o.label}</option>`)}
    </select>
  </label>`;
}

function choose<E>(p: PanelContext<object, unknown, E>, c: TrackerChoose<E>) {
  const value = p.get(c.id, c.initial);
  return html`<label class="inline"
      >${c.label}
      <select
        id=${c.id}
        @change=${(e: Event) => {
          p.set(c.id, (e.target as HTMLSelectElement).value);
        }}
      >
        ${c.options.map((o) => html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`)}
      </select>
    </label>
    <button
      type="button"
      ?disabled=${c.disabled ?? false}
      @click=${() => {
        const { event, says } = c.act(value);
        p.apply(event, says);
      }}
    >
      ${c.button}
    </button>`;
}

/** A control of the turn bar. */
export function control<E>(
  p: PanelContext<object, unknown, E>,
  c: TrackerControl<E>,
): TemplateResult {
  if (c.kind === 'pick') return pick(p, c);
  if (c.kind === 'choose') return choose(p, c);
  return actionButton(p, c);
}

/** `text` with its ruling codes linked, in a rule span; nothing when empty. */
export function ruleOf(game: string, text: string | undefined) {
  return text ? html`<span class="rule">${withRulingLinks(game, text)}</span>` : nothing;
}
