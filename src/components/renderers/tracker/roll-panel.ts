/**
 * The tracker's roll panel, drawn from its descriptor: the table to roll, a choice of each unit
 * the roll is about (from the state now), the generic roller, and, once a roll is resolved, its
 * result in words with a button that applies it to the game (one undoable change) or discards
 * it. The roller keeps its rolls in the game's log like any other.
 */
import { html, nothing } from 'lit';
import type {
  RollPanel,
  RollSubject,
  TrackerRollTable,
} from '../../../core/shared/tracker-roll.js';
import { isProblem } from '../../../core/shared/tracker.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import type { RollResolvedEvent } from '../hs-roll-tool.js';
import '../hs-roll-tool.js';
import type { PanelContext } from './panel-context.js';
import { writeInputs } from '../../../core/shared/tool-inputs.js';

type Chosen = Readonly<Record<string, string>>;
type Pending<E> = { readonly event: E; readonly text: string } | null;

/** The keys under which the shell keeps the panel's choices while the game is open. */
const keys = (id: string) => ({
  table: `${id}:table`,
  chosen: `${id}:chosen`,
  pending: `${id}:pending`,
  /** The last roll's result was applied to the game (its log entry no longer undoes it). */
  applied: `${id}:applied`,
});

function resolved<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: RollPanel<S, C, E>,
  table: TrackerRollTable<S, C, E>,
  e: RollResolvedEvent,
): void {
  e.stopPropagation();
  const k = keys(panel.id);
  const chosen = p.get<Chosen>(k.chosen, {});
  if (!table.subjects(p.state, p.ctx).every((s) => chosen[s.name])) {
    p.set(k.pending, null);
    p.say(panel.unchosen);
    return;
  }
  const { tool, rolls, resolution } = e.detail;
  p.set(k.applied, false);
  const result = table.result(chosen, { tool, rolls, resolution }, p.state, p.ctx);
  if (isProblem(result)) p.say(result.problem);
  else p.set(k.pending, result);
}

/**
 * The roll log's last roll was undone: a result still waiting goes with it; one already applied
 * stays in the game, and the player is told that the tracker's own Undo reverses it.
 */
function rollUndone<S extends object, C, E>(p: PanelContext<S, C, E>, id: string): void {
  const k = keys(id);
  if (p.get<Pending<E>>(k.pending, null)) p.set(k.pending, null);
  else if (p.get<boolean>(k.applied, false))
    p.say('The roll is gone from the log, but what it changed stays: Undo reverses that.');
  p.set(k.applied, false);
}

function subject<S extends object, C, E>(p: PanelContext<S, C, E>, id: string, s: RollSubject) {
  const k = keys(id);
  const chosen = p.get<Chosen>(k.chosen, {});
  return html`<label>
    ${s.label}
    <select
      @change=${(e: Event) => {
        p.set(k.chosen, { ...chosen, [s.name]: (e.target as HTMLSelectElement).value });
        p.set(k.pending, null);
      }}
    >
      <option value="" ?selected=${!chosen[s.name]}>Choose…</option>
      ${s.options.map((o) => html`<option value=${o.value} ?selected=${chosen[s.name] === o.value}>${o.label}</option>`)}
    </select>
  </label>`;
}

function pendingBox<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: RollPanel<S, C, E>,
  pending: NonNullable<Pending<E>>,
) {
  const forget = () => {
    p.set(keys(panel.id).pending, null);
  };
  return html`<div class="apply" role="status">
    <span>${withRulingLinks(p.game, pending.text)}</span>
    <button
      type="button"
      class="primary"
      @click=${() => {
        if (p.apply(pending.event, `Applied: ${pending.text}.`))
          p.set(keys(panel.id).applied, true);
        forget();
      }}
    >
      ${panel.apply}
    </button>
    <button type="button" @click=${forget}>Discard</button>
  </div>`;
}

type Pairs = readonly (readonly [string, string])[];
const presets = new WeakMap<object, { key: string; pairs: Pairs }>();

/**
 * The roller's inputs read from the state for the subjects chosen, as link pairs (the same array
 * while they stay the same, so the player's own changes in the roller are kept till then).
 */
function preset<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  id: string,
  table: TrackerRollTable<S, C, E>,
): Pairs | undefined {
  if (!table.inputs) return undefined;
  const chosen = p.get<Chosen>(keys(id).chosen, {});
  const pairs = writeInputs(table.tool, table.inputs(chosen, p.state, p.ctx));
  const key = JSON.stringify(pairs);
  const held = presets.get(table);
  if (held?.key === key) return held.pairs;
  presets.set(table, { key, pairs });
  return pairs;
}

/** A roll panel: the table, what the roll is about, the result to apply, and the roller. */
export function rollPanel<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: RollPanel<S, C, E>,
) {
  const k = keys(panel.id);
  const table = panel.tables.find((t) => t.id === p.get(k.table, '')) ?? panel.tables[0];
  if (!table) return nothing;
  const pending = p.get<Pending<E>>(k.pending, null);
  const inputs = preset(p, panel.id, table);
  return html`<section class="panel roll-panel" aria-labelledby=${panel.id}>
    <h2 id=${panel.id}>${panel.title}</h2>
    <div class="controls">
      <label>
        Table
        <select
          @change=${(e: Event) => {
            p.set(k.table, (e.target as HTMLSelectElement).value);
            p.set(k.chosen, {});
            p.set(k.pending, null);
          }}
        >
          ${panel.tables.map((t) => html`<option value=${t.id} ?selected=${t === table}>${t.title}</option>`)}
        </select>
      </label>
      ${table.subjects(p.state, p.ctx).map((s) => subject(p, panel.id, s))}
    </div>
    ${pending ? pendingBox(p, panel, pending) : nothing}
    <hs-roll-tool
      .tool=${table.tool}
      game=${p.game}
      .cellText=${table.cellText}
      .storeOverride=${p.store ?? undefined}
      .preset=${inputs}
      @hs-roll-resolved=${(e: RollResolvedEvent) => {
        resolved(p, panel, table, e);
      }}
      @hs-roll-undone=${() => {
        rollUndone(p, panel.id);
      }}
    ></hs-roll-tool>
  </section>`;
}

/**
 * The titles of the roll panels holding a result rolled and neither applied nor discarded: the
 * shell counts it as unsaved work, so leaving or opening another game asks before dropping it.
 */
export function pendingRolls(
  panels: readonly { readonly kind: string; readonly id: string; readonly title?: string }[],
  kept: Readonly<Record<string, unknown>>,
): string[] {
  return panels
    .filter((panel) => panel.kind === 'roll' && kept[keys(panel.id).pending])
    .map((panel) => panel.title ?? panel.id);
}
