import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import * as v from 'valibot';
import {
  applyEvent,
  BattleStateSchema,
  canUndo,
  closeCombatTool,
  createBattle,
  endOfTurnChecklist,
  eventFromRoll,
  firingTool,
  generalFateTool,
  loadScenario,
  lossesOf,
  MAX_FATIGUE_MARKERS,
  breakPointOf,
  rallyTool,
  scenarioGenerals,
  scenarioIndex,
  scenarioUnits,
  TRACKER_STATE_VERSION,
  type BattleEvent,
  type BattleSnapshot,
  type BattleState,
  type PlacedUnit,
  type Scenario,
  type TrackerRoll,
} from '../../core/games/altar-of-freedom/index.js';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { ToolHost } from '../../components/tool-host.js';
import { getStore, type Store } from '../../storage/store.js';
import { TrackerController } from '../../components/controllers/tracker-controller.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import type { RollResolvedEvent } from '../../components/renderers/hs-roll-tool.js';
import '../../components/renderers/hs-roll-tool.js';
import '../../components/shared/hs-saved-games.js';
import { trackerStyles } from './hs-aof-tracker.styles.js';
import { loadGeneralRatings, ratingText } from './entered-ratings.js';
import type { GeneralRatings } from '../../core/games/altar-of-freedom/index.js';
import {
  closeCombatCellText,
  fateCellText,
  firingCellText,
  rallyCellText,
} from '../../core/games/altar-of-freedom/cell-text.js';
import { withRulingLinks } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';

export const tag = 'hs-aof-tracker';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

const GAME = 'altar-of-freedom';
const SIDES = [
  { side: 'USA', label: 'Union' },
  { side: 'CSA', label: 'Confederate' },
] as const;

type RollKind = TrackerRoll['tool'];
const ROLLS: Record<RollKind, { title: string; tool: RollTool; cellText: (c: never) => string }> = {
  firing: { title: 'Firing', tool: firingTool, cellText: firingCellText },
  'close-combat': {
    title: 'Close combat',
    tool: closeCombatTool,
    cellText: closeCombatCellText,
  },
  'general-fate': {
    title: 'General fate',
    tool: generalFateTool,
    cellText: fateCellText,
  },
  rally: { title: 'Rally', tool: rallyTool, cellText: rallyCellText },
};

const STATE_LABEL: Record<string, string> = {
  'not-arrived': 'Not yet arrived',
  active: 'In action',
  broken: 'Broken',
  removed: 'Removed',
  absent: 'Not in play (optional)',
  'new-horse': 'Unhorsed (back at end of turn)',
  captured: 'Captured',
  wounded: 'Wounded',
  killed: 'Killed',
};

/**
 * The battle tracker: a saved, resumable game per scenario with the turn and clock, each
 * brigade's fatigue and state, generals and HQs, both armies' losses against their break points,
 * the end-of-turn steps in order, and table rolls applied to the units involved, with undo.
 *
 * @summary Altar of Freedom battle tracker.
 */
@customElement('hs-aof-tracker')
export class HsAofTracker extends LitElement {
  static override styles = [sharedStyles, trackerStyles];

  @state() private scenario: Scenario | null = null;
  @state() private message = '';
  @state() private rollKind: RollKind = 'firing';
  @state() private involved: Record<string, string> = {};
  @state() private pending: { event: BattleEvent; text: string } | null = null;
  @state() private subtract = 1;
  @state() private controller: 'USA' | 'CSA' = 'USA';
  @state() private ratings: GeneralRatings = {};

  /** The page's link (`game=<saved game id>`). */
  @property({ attribute: false }) host?: ToolHost;
  /** Store override (tests). */
  @property({ attribute: false }) storeOverride?: Store;

  /** The open saved game: read, changed, saved in order, undone, kept in step with other tabs. */
  private readonly tracker = new TrackerController<BattleSnapshot>(this, {
    game: GAME,
    parse: (game) => {
      const parsed = v.safeParse(BattleStateSchema, game.state);
      const scenario = game.scenario ? loadScenario(game.scenario) : null;
      if (!parsed.success || !scenario?.ok || game.stateVersion !== TRACKER_STATE_VERSION)
        return null;
      return parsed.output;
    },
    opened: (game) => {
      const scenario = game.scenario ? loadScenario(game.scenario) : null;
      this.scenario = scenario?.ok ? scenario.value : null;
      this.pending = null;
    },
    closed: () => {
      this.pending = null;
    },
    say: (message) => {
      this.message = message;
    },
  });

  /** Saves still under way (tests). */
  get saving(): Promise<void> {
    return this.tracker.saving;
  }

  private get battle(): BattleState | null {
    return this.tracker.state;
  }

  private get store(): Store | null {
    return this.tracker.store;
  }

  /** The open saved game. */
  private get saved(): SavedGame | null {
    return this.tracker.saved;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.init();
  }

  private async init(): Promise<void> {
    const store = this.storeOverride ?? (await getStore());
    // The saved games' list shows from the next render on: look up the game to resume now, so a
    // game the player starts or opens from the list before the lookup ends is the one kept open.
    const found = this.tracker.init(store, this.host);
    this.ratings = await loadGeneralRatings(store);
    await found;
  }

  private apply(event: BattleEvent, what: string): void {
    this.tracker.apply((b) => applyEvent(b, event), what);
  }

  private unitName(id: string): string {
    const u = this.scenario
      ? scenarioUnits(this.scenario).find((p) => p.unit.id === id)
      : undefined;
    return u?.unit.name ?? id;
  }

  private generalName(id: string): string {
    const g = this.scenario
      ? scenarioGenerals(this.scenario).find((p) => p.general.id === id)
      : undefined;
    return g?.general.name ?? id;
  }

  private handleResolved(e: RollResolvedEvent): void {
    e.stopPropagation();
    const roll = this.trackerRoll();
    if (!roll) {
      this.pending = null;
      this.message = 'Choose the units involved to apply this result.';
      return;
    }
    try {
      const event = eventFromRoll(roll, e.detail.tool, e.detail.rolls, e.detail.resolution);
      const who =
        roll.tool === 'firing'
          ? this.unitName(roll.target)
          : roll.tool === 'close-combat'
            ? `${this.unitName(roll.attacker)} and ${this.unitName(roll.defender)}`
            : roll.tool === 'general-fate'
              ? this.generalName(roll.general)
              : this.unitName(roll.unit);
      this.pending = { event, text: `${e.detail.resolution.outcome.label} → ${who}` };
    } catch (err) {
      this.message = err instanceof Error ? err.message : 'This roll cannot be applied.';
    }
  }

  private trackerRoll(): TrackerRoll | null {
    const i = this.involved;
    switch (this.rollKind) {
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

  private unitOptions(filter: (p: PlacedUnit, state: string) => boolean) {
    const battle = this.battle;
    if (!battle || !this.scenario) return [];
    return scenarioUnits(this.scenario).filter((p) =>
      filter(p, battle.units[p.unit.id]?.state ?? ''),
    );
  }

  private renderSelect(
    key: string,
    label: string,
    options: readonly { id: string; name: string }[],
  ) {
    return html`<label>
      ${label}
      <select
        @change=${(e: Event) => {
          this.involved = { ...this.involved, [key]: (e.target as HTMLSelectElement).value };
          this.pending = null;
        }}
      >
        <option value="" ?selected=${!this.involved[key]}>Choose…</option>
        ${options.map((o) => html`<option value=${o.id} ?selected=${this.involved[key] === o.id}>${o.name}</option>`)}
      </select>
    </label>`;
  }

  private renderRollPanel() {
    const units = (side?: string) =>
      this.unitOptions((p, s) => s === 'active' && (side === undefined || p.side === side)).map(
        (p) => ({
          id: p.unit.id,
          name: `${p.unit.name} (${p.side === 'USA' ? 'US' : 'CS'})`,
        }),
      );
    const kind = this.rollKind;
    const spec = ROLLS[kind];
    const generals = this.scenario
      ? scenarioGenerals(this.scenario)
          .filter((g) => this.battle?.generals[g.general.id]?.state === 'active')
          .map((g) => ({ id: g.general.id, name: g.general.name }))
      : [];
    const broken = this.unitOptions(
      (p, s) => s === 'broken' && p.unit.arm !== 'artillery' && p.unit.arm !== 'naval',
    ).map((p) => ({
      id: p.unit.id,
      name: p.unit.name,
    }));
    return html`<section class="panel" aria-labelledby="roll-h">
      <h2 id="roll-h">Roll a table and apply it</h2>
      <div class="controls">
        <label>
          Table
          <select
            @change=${(e: Event) => {
              this.rollKind = (e.target as HTMLSelectElement).value as RollKind;
              this.involved = {};
              this.pending = null;
            }}
          >
            ${(Object.keys(ROLLS) as RollKind[]).map((k) => html`<option value=${k} ?selected=${k === kind}>${ROLLS[k].title}</option>`)}
          </select>
        </label>
        ${kind === 'firing' ? this.renderSelect('target', 'Target brigade', units()) : nothing}
        ${
          kind === 'close-combat'
            ? html`${this.renderSelect('attacker', 'Attacker', units())}${this.renderSelect('defender', 'Defender', units())}`
            : nothing
        }
        ${kind === 'general-fate' ? this.renderSelect('general', 'General', generals) : nothing}
        ${kind === 'rally' ? this.renderSelect('unit', 'Broken brigade', broken) : nothing}
      </div>
      ${
        this.pending
          ? html`<div class="apply" role="status">
              <span>${linked(this.pending.text)}</span>
              <button
                type="button"
                class="primary"
                @click=${() => {
                  const p = this.pending;
                  if (p) this.apply(p.event, `Applied: ${p.text}.`);
                  this.pending = null;
                }}
              >
                Apply to the battle
              </button>
              <button type="button" @click=${() => (this.pending = null)}>Discard</button>
            </div>`
          : nothing
      }
      <hs-roll-tool
        .tool=${spec.tool}
        game=${GAME}
        .cellText=${spec.cellText}
        .storeOverride=${this.store}
        @hs-roll-resolved=${this.handleResolved}
      ></hs-roll-tool>
    </section>`;
  }

  private renderArmies() {
    const b = this.battle;
    if (!b) return nothing;
    const endOfTurn = b.phase === 'end-of-turn' || b.phase === 'game-over';
    return html`<div class="armies">
      ${SIDES.map(({ side, label }) => {
        const losses = lossesOf(b, side);
        const bp = breakPointOf(b, side);
        const over = losses.total >= bp;
        return html`<section class="army ${over ? 'broken' : ''}" aria-label=${`${label} losses`}>
          <h3>${label} army</h3>
          <div><span class="count">${losses.total}</span> of ${bp} losses (break point)</div>
          <meter
            min="0"
            max=${bp}
            low=${Math.max(1, bp - 2)}
            high=${bp - 1}
            optimum="0"
            .value=${losses.total}
            aria-label=${`${label} losses against break point`}
          ></meter>
          <div class="rule">
            ${losses.brigades} brigades, ${losses.generals} generals, ${losses.hqs} HQs · Victory
            and Defeat
          </div>
          ${over ? html`<p role="alert"><strong>${endOfTurn ? `${label} army has reached its break point and leaves the field.` : `${label} army is at its break point: if the turn ends like this, it leaves the field.`}</strong></p>` : nothing}
        </section>`;
      })}
    </div>`;
  }

  private renderTurn() {
    const b = this.battle;
    const sc = this.scenario;
    if (!b || !sc) return nothing;
    const time = sc.turns.find((t) => t.turn === b.turn)?.time ?? '';
    const clock = b.clock;
    return html`<div class="bar">
        <span class="turn">Turn ${b.turn} of ${b.lastTurn}</span>
        <span>${time}</span>
        <span
          >Clock d${b.clockDie}:
          ${clock ? html`<strong>${clock.value}</strong> left (${clock.controller === 'USA' ? 'Union' : 'Confederate'} control)${clock.expired ? ' — expired' : ''}` : 'not rolled yet'}</span
        >
        <span class="spacer"></span>
        <button
          type="button"
          ?disabled=${!canUndo(b)}
          @click=${() => {
            this.apply({ type: 'undo' }, 'Undone.');
          }}
        >
          Undo
        </button>
      </div>
      ${
        b.phase === 'turn'
          ? html`<div class="controls">
              ${
                clock
                  ? html`<label>
                        Clock roll taken off
                        <select
                          @change=${(e: Event) => (this.subtract = Number((e.target as HTMLSelectElement).value))}
                        >
                          ${[1, 2, 3, 4, 5, 6].map((n) => html`<option value=${n} ?selected=${n === this.subtract}>${n}</option>`)}
                        </select>
                      </label>
                      <button
                        type="button"
                        ?disabled=${clock.expired}
                        @click=${() => {
                          this.apply(
                            clock.levels === 0
                              ? { type: 'bid-level' }
                              : { type: 'bid-level', subtract: this.subtract },
                            clock.levels === 0
                              ? 'First bid level maneuvers.'
                              : `Next bid level: ${this.subtract} off the clock.`,
                          );
                        }}
                      >
                        ${clock.levels === 0 ? 'Start first bid level' : 'Next bid level'}
                      </button>`
                  : html`<label>
                        Clock control won by
                        <select
                          @change=${(e: Event) => (this.controller = (e.target as HTMLSelectElement).value as 'USA' | 'CSA')}
                        >
                          ${SIDES.map((s) => html`<option value=${s.side} ?selected=${s.side === this.controller}>${s.label}</option>`)}
                        </select>
                      </label>
                      <button
                        type="button"
                        @click=${() => {
                          this.apply(
                            { type: 'start-clock', controller: this.controller },
                            'Clock set.',
                          );
                        }}
                      >
                        Set the clock
                      </button>`
              }
              <button
                type="button"
                class="primary"
                @click=${() => {
                  this.apply({ type: 'end-turn' }, 'End of turn: work through the steps in order.');
                }}
              >
                End the turn
              </button>
            </div>`
          : nothing
      }
      ${
        b.phase === 'end-of-turn'
          ? html`<section aria-labelledby="eot-h">
              <h2 id="eot-h">End of turn</h2>
              <ol class="eot">
                ${endOfTurnChecklist(b).map(
                  (s) =>
                    html`<li
                      class=${s.state}
                      aria-current=${s.state === 'current' ? 'step' : 'false'}
                    >
                      ${s.step.label} <span class="rule">${linked(s.step.rule)}</span>
                      <div>${s.step.detail}</div>
                    </li>`,
                )}
              </ol>
              <button
                type="button"
                class="primary"
                @click=${() => {
                  this.apply({ type: 'eot-step' }, 'Step done.');
                }}
              >
                Step done
              </button>
            </section>`
          : nothing
      }
      ${
        b.result
          ? html`<p class="alert" role="alert">
              The battle is over on turn ${b.result.turn}:
              ${
                b.result.reason === 'turn-limit'
                  ? 'the last turn has been played; decide the winner by the scenario objectives.'
                  : b.result.broken.length > 1
                    ? 'both armies reached their break points at once: a draw.'
                    : `the ${b.result.broken[0] === 'USA' ? 'Union' : 'Confederate'} army reached its break point and leaves the field.`
              }
            </p>`
          : nothing
      }`;
  }

  private renderUnits() {
    const b = this.battle;
    const sc = this.scenario;
    if (!b || !sc) return nothing;
    const all = scenarioUnits(sc);
    return SIDES.map(
      ({ side, label }) =>
        html`<h2>${label} brigades</h2>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">
                ${label} brigades: fatigue and state
              </caption>
              <thead>
                <tr>
                  <th scope="col">Brigade</th>
                  <th scope="col">SM</th>
                  <th scope="col">Fatigue</th>
                  <th scope="col">State</th>
                  <th scope="col"><span class="visually-hidden">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                ${all
                  .filter((p) => p.side === side)
                  .map((p) => {
                    const u = b.units[p.unit.id];
                    if (!u) return nothing;
                    const active = u.state === 'active';
                    return html`<tr class=${u.state}>
                      <th scope="row">
                        ${p.unit.name}
                        <div class="rule">${p.division?.name ?? 'Unattached'} · ${p.unit.arm}</div>
                      </th>
                      <td>${p.unit.sm > 0 ? `+${p.unit.sm}` : p.unit.sm}</td>
                      <td>
                        <span class="pips" role="img" aria-label=${`${u.fatigue} fatigue markers`}
                          >${Array.from({ length: MAX_FATIGUE_MARKERS }, (_, i) => html`<span class="pip ${i < u.fatigue ? 'on' : ''}"></span>`)}</span
                        >
                      </td>
                      <td>
                        ${STATE_LABEL[u.state] ?? u.state}${u.brokenAt ? html`<div class="rule">at ${this.generalName(b.hqs[u.brokenAt]?.general ?? u.brokenAt)}’s HQ</div>` : nothing}
                      </td>
                      <td class="row-actions">
                        ${
                          active
                            ? html`<button
                                  type="button"
                                  @click=${() => {
                                    this.apply(
                                      { type: 'fatigue', unit: p.unit.id },
                                      `${p.unit.name}: +1 fatigue.`,
                                    );
                                  }}
                                >
                                  + Fatigue<span class="visually-hidden">: ${p.unit.name}</span>
                                </button>
                                <button
                                  type="button"
                                  ?disabled=${u.fatigue === 0}
                                  @click=${() => {
                                    this.apply(
                                      { type: 'recover-fatigue', unit: p.unit.id, markers: 1 },
                                      `${p.unit.name}: −1 fatigue.`,
                                    );
                                  }}
                                >
                                  − Fatigue<span class="visually-hidden">: ${p.unit.name}</span>
                                </button>
                                <button
                                  type="button"
                                  @click=${() => {
                                    this.apply(
                                      { type: 'break', unit: p.unit.id },
                                      `${p.unit.name} broken.`,
                                    );
                                  }}
                                >
                                  Break<span class="visually-hidden">: ${p.unit.name}</span>
                                </button>`
                            : nothing
                        }
                        ${
                          u.state === 'broken' || active
                            ? html`<button
                                type="button"
                                @click=${() => {
                                  this.apply(
                                    { type: 'remove', unit: p.unit.id },
                                    `${p.unit.name} removed.`,
                                  );
                                }}
                              >
                                Remove<span class="visually-hidden">: ${p.unit.name}</span>
                              </button>`
                            : nothing
                        }
                      </td>
                    </tr>`;
                  })}
              </tbody>
            </table>
          </div>`,
    );
  }

  private renderCommand() {
    const b = this.battle;
    const sc = this.scenario;
    if (!b || !sc) return nothing;
    return html`<h2>Generals and HQs</h2>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">
            Generals and their HQs
          </caption>
          <thead>
            <tr>
              <th scope="col">General</th>
              <th scope="col">PP and traits</th>
              <th scope="col">State</th>
              <th scope="col">HQ</th>
            </tr>
          </thead>
          <tbody>
            ${scenarioGenerals(sc).map((p) => {
              const g = b.generals[p.general.id];
              if (!g) return nothing;
              const hq = b.hqs[g.hq];
              return html`<tr class=${g.state}>
                <th scope="row">
                  ${p.general.name}
                  <div class="rule">${p.side === 'USA' ? 'Union' : 'Confederate'}</div>
                </th>
                <td>${ratingText(this.ratings, sc, p.general.id)}</td>
                <td>${STATE_LABEL[g.state] ?? g.state}${g.replaced ? ' (replaced)' : ''}</td>
                <td class="row-actions">
                  ${
                    hq?.captured
                      ? 'Captured'
                      : html`<button
                          type="button"
                          @click=${() => {
                            this.apply(
                              { type: 'capture-hq', hq: g.hq },
                              `${p.general.name}’s HQ captured.`,
                            );
                          }}
                        >
                          HQ captured<span class="visually-hidden">: ${p.general.name}</span>
                        </button>`
                  }
                </td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${
        Object.keys(b.arrivals).length
          ? html`<h2>Reinforcements</h2>
              <ul>
                ${Object.entries(b.arrivals).map(
                  ([id, a]) =>
                    html`<li>
                      ${a.side === 'USA' ? 'Union' : 'Confederate'}:
                      ${a.units.map((u) => (this.unitName(u) === u ? this.generalName(u) : this.unitName(u))).join(', ')}
                      —
                      ${a.arrived ? 'arrived' : a.kind === 'scheduled' ? `due at the end of turn ${a.turn}` : `from turn ${a.turn} on a d${a.roll?.die ?? 6} of ${a.roll?.target ?? ''}+${a.attempts ? ` (${a.attempts} tries)` : ''}`}
                      ${
                        !a.arrived && b.phase !== 'game-over'
                          ? html`<span class="row-actions">
                              <button
                                type="button"
                                @click=${() => {
                                  this.apply(
                                    { type: 'arrive', reinforcement: id },
                                    'Reinforcements arrived.',
                                  );
                                }}
                              >
                                Arrived
                              </button>
                              ${
                                a.kind === 'roll'
                                  ? [1, 2, 3, 4, 5, 6].map(
                                      (n) =>
                                        html`<button
                                          type="button"
                                          aria-label=${`Arrival roll ${n}`}
                                          @click=${() => {
                                            this.apply(
                                              { type: 'arrival-roll', reinforcement: id, roll: n },
                                              `Arrival roll ${n}.`,
                                            );
                                          }}
                                        >
                                          ${n}
                                        </button>`,
                                    )
                                  : nothing
                              }
                            </span>`
                          : nothing
                      }
                    </li>`,
                )}
              </ul>`
          : nothing
      }`;
  }

  override render() {
    const index = scenarioIndex();
    const scenarios = index.ok ? index.value.scenarios : [];
    return html`
      <p role="status">${this.message}</p>
      <details class="games" ?open=${!this.battle}>
        <summary>Saved games</summary>
        ${
          this.store
            ? html`<hs-saved-games
                .store=${this.store}
                game=${GAME}
                current=${this.saved?.id ?? ''}
                .scenarios=${scenarios}
                .initialState=${(slug: string) => {
                  const r = loadScenario(slug);
                  if (!r.ok) throw new Error('Scenario data failed its check.');
                  return { state: createBattle(r.value), version: TRACKER_STATE_VERSION };
                }}
                @hs-game-open=${(e: CustomEvent<{ game: SavedGame }>) => {
                  // The list closes: keyboard focus goes to the game it opened.
                  if (this.tracker.open(e.detail.game, '', this.host))
                    void this.updateComplete.then(() =>
                      this.renderRoot.querySelector<HTMLElement>('h2.game-name')?.focus(),
                    );
                }}
                @hs-game-renamed=${(e: CustomEvent<{ game: SavedGame }>) => {
                  this.tracker.savedGames.renamed(e.detail.game);
                }}
              ></hs-saved-games>`
            : nothing
        }
      </details>
      ${
        this.battle && this.scenario
          ? html`<h2 class="game-name" tabindex="-1">
                ${this.saved?.name}${this.saved?.name.startsWith(this.scenario.title) ? nothing : html` <span class="rule">${this.scenario.title}</span>`}
              </h2>
              ${this.renderTurn()} ${this.renderArmies()} ${this.renderRollPanel()}
              ${this.renderUnits()} ${this.renderCommand()}`
          : html`<p>
              Start a new game or resume one to track a battle. Everything is saved on this device
              as you go, and works offline.
            </p>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-tracker': HsAofTracker;
  }
}
