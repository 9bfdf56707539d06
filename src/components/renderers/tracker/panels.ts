/**
 * The generic tracker panels: counters and tracks against their limits, the turn's steps in
 * order, and an event log with its actions. Each is a template over the panel's descriptor.
 */
import { html, nothing } from 'lit';
import type {
  CountersPanel,
  LogPanel,
  StepsPanel,
  TrackerCounter,
} from '../../../core/shared/tracker.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import { actionButton, ruleOf } from './controls.js';
import type { PanelContext } from './panel-context.js';

type Ctx<E> = PanelContext<object, unknown, E>;

function counter<E>(p: Ctx<E>, c: TrackerCounter<E>) {
  const limit = c.limit;
  return html`<section
    class="counter ${c.class ?? ''} ${c.over ? 'over broken' : ''}"
    aria-label=${c.label}
  >
    <h3>${c.label}</h3>
    <div>
      <span class="count value">${c.text ?? c.value}</span
      >${limit === undefined ? nothing : ` of ${limit}`} ${c.unit ?? nothing}
    </div>
    ${
      limit === undefined
        ? nothing
        : html`<meter
            min="0"
            max=${limit}
            low=${Math.max(1, limit - 2)}
            high=${limit - 1}
            optimum="0"
            .value=${c.value}
            aria-label=${`${c.label} against the limit`}
          ></meter>`
    }
    ${c.detail ? html`<div class="detail">${withRulingLinks(p.game, c.detail)} ${ruleOf(p.game, c.rule)}</div>` : ruleOf(p.game, c.rule)}
    ${c.over && c.alert ? html`<p role="alert"><strong>${c.alert}</strong></p>` : nothing}
    ${c.actions?.length ? html`<div class="row-actions">${c.actions.map((a) => actionButton(p, a))}</div>` : nothing}
  </section>`;
}

/** Counters side by side. */
export function countersPanel<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: CountersPanel<S, C, E>,
) {
  const counters = panel.counters(p.state, p.ctx);
  // None now (a panel shown only at some stages): no heading over nothing.
  if (counters.length === 0) return nothing;
  return html`${panel.title ? html`<h2 id=${panel.id}>${panel.title}</h2>` : nothing}
    <div class="counters ${panel.class ?? ''}" id=${panel.title ? nothing : panel.id}>
      ${counters.map((c) => counter(p as Ctx<E>, c))}
    </div>`;
}

/** The turn's steps in order, the current one marked; nothing outside the checklist's phase. */
export function stepsPanel<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: StepsPanel<S, C, E>,
) {
  const open = panel.steps(p.state, p.ctx);
  if (!open) return nothing;
  return html`<section aria-labelledby=${panel.id}>
    <h2 id=${panel.id}>${panel.title}</h2>
    <ol class="steps">
      ${open.steps.map(
        (s) =>
          html`<li class=${s.state} aria-current=${s.state === 'current' ? 'step' : 'false'}>
            ${s.label} ${ruleOf(p.game, s.rule)}
            <div>${s.detail}</div>
          </li>`,
      )}
    </ol>
    ${actionButton(p as Ctx<E>, open.done)}
  </section>`;
}

/** A list of events with their actions; nothing when there are none. */
export function logPanel<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: LogPanel<S, C, E>,
) {
  const entries = panel.entries(p.state, p.ctx);
  if (entries.length === 0) return nothing;
  return html`<h2 id=${panel.id}>${panel.title}</h2>
    <ul class="log">
      ${entries.map(
        (e) =>
          html`<li>
            ${withRulingLinks(p.game, e.text)}
            ${e.actions?.length ? html`<span class="row-actions">${e.actions.map((a) => actionButton(p as Ctx<E>, a))}</span>` : nothing}
          </li>`,
      )}
    </ul>`;
}
