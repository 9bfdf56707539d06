/**
 * The report panel: what recording this game's outcome in the linked tracker's open game would
 * do, one button that records it there, and, once recorded, where it went and its undo. With no
 * linked game open, it says where to open one.
 */
import { html, nothing } from 'lit';
import {
  isProblem,
  type TrackerDescriptor,
  type ReportPanel,
} from '../../../core/shared/tracker.js';
import type { PanelContext } from './panel-context.js';
import type { Linked } from './linked-game.js';

/** What the shell gives the panel: the linked game, and how to record into it or undo that. */
export interface ReportHost {
  readonly linked: Linked | null;
  /** The linked tracker's title and address (relative to this tool's page). */
  readonly title: string;
  readonly href: string;
  /** True while a recording or its undo is under way (the buttons wait). */
  readonly busy: boolean;
  record(events: readonly unknown[]): void;
  unrecord(): void;
}

export function reportPanel(
  p: PanelContext,
  panel: ReportPanel,
  d: TrackerDescriptor,
  host: ReportHost,
) {
  const link = d.linked;
  if (!link) return nothing;
  const done = link.recorded(p.state);
  const head = html`<h2 id=${panel.id}>${panel.title}</h2>`;
  if (done)
    return html`<section class="report">
      ${head}
      <p>Recorded in “${done.name}” (${done.steps} change${done.steps === 1 ? '' : 's'} there).</p>
      <button
        type="button"
        ?disabled=${host.busy}
        @click=${() => {
          host.unrecord();
        }}
      >
        Undo the recording
      </button>
    </section>`;
  const report = link.report(p.state, p.ctx, host.linked?.state ?? null);
  if (report === null) return nothing;
  if (isProblem(report))
    return html`<section class="report">
      ${head}
      <p class="alert">${report.problem}</p>
    </section>`;
  return html`<section class="report">
    ${head}
    <ul>
      ${report.lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    ${
      host.linked
        ? html`<button
            type="button"
            class="primary"
            ?disabled=${host.busy}
            @click=${() => {
              host.record(report.events);
            }}
          >
            ${report.button} in “${host.linked.game.name}”
          </button>`
        : html`<p>
            To record it, start or open a ${link.noun} in the
            <a href=${host.href}>${host.title}</a>, then come back here.
          </p>`
    }
  </section>`;
}
