/**
 * Altar of Freedom's own tracker panel: roll a table (firing, close combat, general fate, rally)
 * in the generic roller, choose the units involved, and apply the result to the battle.
 */
import { html, nothing } from 'lit';
import {
  closeCombatTool,
  eventFromRoll,
  firingTool,
  generalFateTool,
  rallyTool,
  scenarioGenerals,
  scenarioUnits,
  type BattleEvent,
  type BattleSnapshot,
  type PlacedUnit,
  type TrackerRoll,
} from '../../core/games/altar-of-freedom/index.js';
import {
  closeCombatCellText,
  fateCellText,
  firingCellText,
  rallyCellText,
} from '../../core/games/altar-of-freedom/cell-text.js';
import { nameOf, type BattleContext } from '../../core/games/altar-of-freedom/tracker-tables.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { RollResolvedEvent } from '../../components/renderers/hs-roll-tool.js';
import '../../components/renderers/hs-roll-tool.js';
import { withRulingLinks } from '../../components/shared/ruling-links.js';
import {
  panelRenderer,
  type PanelContext,
} from '../../components/renderers/tracker/panel-context.js';

type RollKind = TrackerRoll['tool'];
type P = PanelContext<BattleSnapshot, BattleContext, BattleEvent>;
type Pending = { event: BattleEvent; text: string } | null;

const ROLLS: Record<RollKind, { title: string; tool: RollTool; cellText: (c: never) => string }> = {
  firing: { title: 'Firing', tool: firingTool, cellText: firingCellText },
  'close-combat': { title: 'Close combat', tool: closeCombatTool, cellText: closeCombatCellText },
  'general-fate': { title: 'General fate', tool: generalFateTool, cellText: fateCellText },
  rally: { title: 'Rally', tool: rallyTool, cellText: rallyCellText },
};

/** The roll the chosen units make, or null until they are all chosen. */
function trackerRoll(kind: RollKind, i: Readonly<Record<string, string>>): TrackerRoll | null {
  switch (kind) {
    case 'firing':
      return i['target'] ? { tool: 'firing', target: i['target'] } : null;
    case 'close-combat':
      return i['attacker'] && i['defender']
        ? { tool: 'close-combat', attacker: i['attacker'], defender: i['defender'] }
        : null;
    case 'general-fate':
      return i['general'] ? { tool: 'general-fate', general: i['general'] } : null;
    case 'rally':
      return i['unit'] ? { tool: 'rally', unit: i['unit'] } : null;
  }
}

function resolved(p: P, kind: RollKind, e: RollResolvedEvent): void {
  e.stopPropagation();
  const roll = trackerRoll(kind, p.get('involved', {}));
  if (!roll) {
    p.set('pending', null);
    p.say('Choose the units involved to apply this result.');
    return;
  }
  try {
    const event = eventFromRoll(roll, e.detail.tool, e.detail.rolls, e.detail.resolution);
    const name = (id: string) => nameOf(p.ctx.scenario, id);
    const who =
      roll.tool === 'firing'
        ? name(roll.target)
        : roll.tool === 'close-combat'
          ? `${name(roll.attacker)} and ${name(roll.defender)}`
          : roll.tool === 'general-fate'
            ? name(roll.general)
            : name(roll.unit);
    p.set('pending', { event, text: `${e.detail.resolution.outcome.label} → ${who}` });
  } catch (err) {
    p.say(err instanceof Error ? err.message : 'This roll cannot be applied.');
  }
}

function select(
  p: P,
  key: string,
  label: string,
  options: readonly { id: string; name: string }[],
) {
  const involved = p.get<Record<string, string>>('involved', {});
  return html`<label>
    ${label}
    <select
      @change=${(e: Event) => {
        p.set('involved', { ...involved, [key]: (e.target as HTMLSelectElement).value });
        p.set('pending', null);
      }}
    >
      <option value="" ?selected=${!involved[key]}>Choose…</option>
      ${options.map((o) => html`<option value=${o.id} ?selected=${involved[key] === o.id}>${o.name}</option>`)}
    </select>
  </label>`;
}

function unitOptions(p: P, keep: (u: PlacedUnit, state: string) => boolean, short = true) {
  return scenarioUnits(p.ctx.scenario)
    .filter((u) => keep(u, p.state.units[u.unit.id]?.state ?? ''))
    .map((u) => ({
      id: u.unit.id,
      name: short ? `${u.unit.name} (${u.side === 'USA' ? 'US' : 'CS'})` : u.unit.name,
    }));
}

function pendingBox(p: P, pending: NonNullable<Pending>) {
  return html`<div class="apply" role="status">
    <span>${withRulingLinks(p.game, pending.text)}</span>
    <button
      type="button"
      class="primary"
      @click=${() => {
        p.apply(pending.event, `Applied: ${pending.text}.`);
        p.set('pending', null);
      }}
    >
      Apply to the battle
    </button>
    <button
      type="button"
      @click=${() => {
        p.set('pending', null);
      }}
    >
      Discard
    </button>
  </div>`;
}

function rollPanel(p: P) {
  const kind = p.get<RollKind>('roll-kind', 'firing');
  const pending = p.get<Pending>('pending', null);
  const spec = ROLLS[kind];
  const active = unitOptions(p, (_, s) => s === 'active');
  const generals = scenarioGenerals(p.ctx.scenario)
    .filter((g) => p.state.generals[g.general.id]?.state === 'active')
    .map((g) => ({ id: g.general.id, name: g.general.name }));
  const broken = unitOptions(
    p,
    (u, s) => s === 'broken' && u.unit.arm !== 'artillery' && u.unit.arm !== 'naval',
    false,
  );
  return html`<section class="panel" aria-labelledby="roll-h">
    <h2 id="roll-h">Roll a table and apply it</h2>
    <div class="controls">
      <label>
        Table
        <select
          @change=${(e: Event) => {
            p.set('roll-kind', (e.target as HTMLSelectElement).value);
            p.set('involved', {});
            p.set('pending', null);
          }}
        >
          ${(Object.keys(ROLLS) as RollKind[]).map((k) => html`<option value=${k} ?selected=${k === kind}>${ROLLS[k].title}</option>`)}
        </select>
      </label>
      ${kind === 'firing' ? select(p, 'target', 'Target brigade', active) : nothing}
      ${kind === 'close-combat' ? html`${select(p, 'attacker', 'Attacker', active)}${select(p, 'defender', 'Defender', active)}` : nothing}
      ${kind === 'general-fate' ? select(p, 'general', 'General', generals) : nothing}
      ${kind === 'rally' ? select(p, 'unit', 'Broken brigade', broken) : nothing}
    </div>
    ${pending ? pendingBox(p, pending) : nothing}
    <hs-roll-tool
      .tool=${spec.tool}
      game=${p.game}
      .cellText=${spec.cellText}
      .storeOverride=${p.store}
      @hs-roll-resolved=${(e: RollResolvedEvent) => {
        resolved(p, kind, e);
      }}
    ></hs-roll-tool>
  </section>`;
}

/** The panel as the tracker's parts list it. */
export const ROLL_PANEL = panelRenderer(rollPanel);
