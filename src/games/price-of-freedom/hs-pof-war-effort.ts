import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  CAMPAIGN_SCENARIO,
  CAMPAIGN_STATE_VERSION,
  EMANCIPATION_FROM_TURN,
  GAME_TITLE,
  LAST_TURN,
  NATIONS,
  NATION_LABELS,
  RULINGS,
  TRACKER_NOTES,
  VICTORY,
  applyCampaignEvent,
  blockadeBoxes,
  boxName,
  campaignHistory,
  canUndoCampaign,
  coastRegions,
  coastStatus,
  createCampaign,
  deploymentStatus,
  loadGameData,
  parseCampaignState,
  regionBlockaded,
  regionName,
  regionNames,
  regionWarEffortLines,
  turnSummary,
  unionControlsKentucky,
  victoryCheck,
  warEffortLedger,
  WAR_EFFORT_LINES,
  WAR_EFFORT_LINE_SHORT,
  type CampaignEvent,
  type CampaignSnapshot,
  type CampaignState,
  type Control,
  type GameData,
  type LedgerLine,
  type Nation,
  type RegionNames,
  type Ruling,
  type TrackerNote,
} from '../../core/games/price-of-freedom/index.js';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import { plainTextProblem } from '../../core/shared/schema-limits.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import '../../components/shared/hs-saved-games.js';
import { TrackerController } from '../../components/controllers/tracker-controller.js';
import { getStore, type Store } from '../../storage/store.js';
import { PrintPageController, pageCss } from '../../components/shared/print-page.js';
import type { ToolHost } from '../../components/tool-host.js';
import { warEffortStyles } from './hs-pof-war-effort.styles.js';
import { signed } from '../../core/shared/signed.js';
import './hs-pof-new-corps.js';
import type { CampaignChangeEvent } from './hs-pof-new-corps.js';
import { rulingLink, withRulingLinks, rulingNote } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/price-of-freedom/index.js';

/** The element's tag. */
export const tag = 'hs-pof-war-effort';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

const GAME = 'price-of-freedom';
const HISTORY_SHOWN = 12;

const CONTROL_LABEL: Record<Control, string> = {
  usa: 'Union',
  csa: 'Confederate',
  neutral: 'Neutral',
};
const KIND_LABEL = { usa: 'Union home', csa: 'Confederate home', kentucky: 'Kentucky' } as const;

/** What an undo button of the history says. */
const undoLabel = (steps: number) =>
  steps === 1 ? 'Undo' : `Undo back to here (${steps} changes)`;

/**
 * The War Effort and blockade tracker, saved with the game: both sides' War Effort line by line
 * (each line switchable by hand), the events that move it (Kentucky, the Emancipation, DRAFT,
 * CONFEDERATE INFLATION, region control, the blockade boxes), corps and garrisons against their
 * limits, this turn's hand size and reinforcements, and the victory check. Every change takes
 * effect at once, is saved, listed and undoable. Link: `game` (the saved game's id).
 *
 * @summary Price of Freedom War Effort and blockade tracker.
 */
@customElement('hs-pof-war-effort')
export class HsPofWarEffort extends LitElement {
  static override styles = [sharedStyles, warEffortStyles];

  /** The page's link (`game=<saved game id>`). */
  @property({ attribute: false }) host?: ToolHost;
  /** Where games are kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private message = '';
  @state() private kyBy: Nation = 'csa';
  @state() private kyRegion = '';
  @state() private showAllHistory = false;
  @state() private coastalError = '';

  private readonly data = loadGameData();
  private readonly names: RegionNames = this.data.ok
    ? regionNames(this.data.value.setup)
    : new Map<string, string>();
  private readonly page = new PrintPageController(this);
  /** The open saved game: read, changed, saved in order, undone, kept in step with other tabs. */
  private readonly tracker = new TrackerController<CampaignSnapshot>(this, {
    game: GAME,
    parse: (game) => {
      const parsed = parseCampaignState(game.state);
      return parsed.ok &&
        game.stateVersion === CAMPAIGN_STATE_VERSION &&
        game.scenario === CAMPAIGN_SCENARIO.slug
        ? parsed.value
        : null;
    },
    opened: () => {
      this.kyRegion = '';
    },
    say: (message) => {
      this.message = message;
    },
    openedText: (game) => `Opened “${game.name}”.`,
    afterDeleted: 'Start or open a game below.',
  });

  /** Saves still under way (tests). */
  get saving(): Promise<void> {
    return this.tracker.saving;
  }

  /** The open campaign, or null. */
  private get campaign(): CampaignState | null {
    return this.tracker.state;
  }

  /** The open saved game. */
  private get saved(): SavedGame | null {
    return this.tracker.saved;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.init();
  }

  override willUpdate(): void {
    const name = this.saved?.name ?? '';
    // No paper size: the tracker prints on whatever the print dialogue is set to.
    this.page.set(
      pageCss(null, {
        topLeft: `${GAME_TITLE} · ${name}`,
        topRight: 'War Effort and blockade',
        bottomLeft: 'Haversack',
      }),
    );
  }

  private async init(): Promise<void> {
    const store = (this.store ??= await getStore());
    const unknown = (this.host?.params ?? []).filter(([k]) => k !== 'game');
    if (unknown.length > 0)
      this.message = `“${unknown[0]?.[0].slice(0, 40) ?? ''}” is not a setting of this page; it was ignored.`;
    await this.tracker.init(store, this.host);
  }

  private apply(event: CampaignEvent, what: string): void {
    this.tracker.apply((c) => applyCampaignEvent(c, event), what);
  }

  private undo(steps: number): void {
    this.tracker.undo(steps);
  }

  private ruling(id: string): Ruling | undefined {
    return RULINGS.find((r) => r.id === id);
  }

  private note(n: TrackerNote) {
    return html`<p class="hint">${linked(n.text)} <span class="rule">${linked(n.rule)}</span></p>`;
  }

  private renderRuling(id: string) {
    const r = this.ruling(id);
    if (!r) return nothing;
    return rulingNote(GAME_ID, r);
  }

  // ---- turn bar and summary ----

  private renderTurn(c: CampaignState, data: GameData) {
    const record = data.setup.turns.find((t) => t.turn === c.turn);
    const summary = turnSummary(c);
    return html`<div class="bar">
      <div class="turn-block">
        <span class="turn">Turn ${c.turn} <span class="of">of ${LAST_TURN}</span></span>
        ${
          record
            ? html`<span class="period"
                >${record.period}${record.periodInferred ? html` <span class="badge">dates inferred</span>` : nothing}</span
              >`
            : nothing
        }
        <span class="rule">§9.1</span>
      </div>
      <p class="order">
        Initiative: <strong>${NATION_LABELS[summary.order.initiative]}</strong>
        ${
          summary.order.reinforcesFirst
            ? html` · first to reinforce:
                <strong>${NATION_LABELS[summary.order.reinforcesFirst]}</strong>`
            : html` · no card or reinforcement phase`
        }
        <span class="rule">${linked(summary.order.rule)}</span>
      </p>
      <div class="bar-actions no-print">
        <label class="inline"
          >Go to turn
          <select
            @change=${(e: Event) => {
              const turn = Number((e.target as HTMLSelectElement).value);
              this.apply({ type: 'set-turn', turn }, `Turn set to ${turn}.`);
            }}
          >
            ${Array.from({ length: LAST_TURN }, (_, i) => i + 1).map(
              (t) => html`<option value=${t} ?selected=${t === c.turn}>${t}</option>`,
            )}
          </select>
        </label>
        <button
          type="button"
          class="primary"
          ?disabled=${c.turn >= LAST_TURN}
          @click=${() => {
            this.apply({ type: 'next-turn' }, `Turn ${c.turn + 1} begins.`);
          }}
        >
          Next turn
        </button>
        <button
          type="button"
          ?disabled=${!canUndoCampaign(c)}
          @click=${() => {
            this.undo(1);
          }}
        >
          Undo
        </button>
        <button
          type="button"
          @click=${() => {
            window.print();
          }}
        >
          Print
        </button>
      </div>
    </div>`;
  }

  private renderSummary(c: CampaignState) {
    const usa = warEffortLedger(c, 'usa').total;
    const csa = warEffortLedger(c, 'csa').total;
    const gap = usa - csa;
    const threshold = c.draftPlayed ? VICTORY.politicalGapDraft : VICTORY.politicalGap;
    return html`<section class="summary" aria-label="War Effort levels" aria-live="polite">
      <div class="level usa">
        <span class="side">Union War Effort</span>
        <span class="value">${usa}</span>
        <span class="rule">§4.2</span>
      </div>
      <div class="level csa">
        <span class="side">Confederate War Effort</span>
        <span class="value">${csa}</span>
        <span class="rule">§4.1</span>
      </div>
      <div class="level gap">
        <span class="side">Gap, Union − Confederate</span>
        <span class="value">${signed(gap)}</span>
        <span class="thresholds">
          Dixie if below 0 <span class="rule">§3.1.1</span> · political at the end of Turn
          ${VICTORY.politicalTurn} if below ${threshold} <span class="rule">§3.1.2</span> ·
          attritional at ${VICTORY.attritionalGap} or more <span class="rule">§3.2.1</span>
        </span>
      </div>
    </section>`;
  }

  // ---- ledger ----

  private renderLedgerLine(line: LedgerLine) {
    const choice = line.override === null ? 'facts' : line.override ? 'on' : 'off';
    const value = `${signed(line.value)}${line.perUnit ? ' each' : ''}`;
    const id = `ov-${line.id}`;
    return html`<tr class=${line.active ? 'on' : 'off'}>
      <th scope="row">
        <span class="line-label">${line.label}</span>
        <span class="kind ${line.kind}"
          >${line.kind === 'permanent' ? 'permanent' : 'while it holds'}</span
        >
        <span class="rule">${linked(line.rule)}</span>
        ${line.note ? html`<span class="note">${linked(line.note)}</span>` : nothing}
      </th>
      <td class="num value" data-label="Value">${value}</td>
      <td class="counts">
        <label class="visually-hidden" for=${id}>Counts: ${line.label}</label>
        <select
          id=${id}
          class=${choice === 'facts' ? '' : 'by-hand'}
          @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            const active = v === 'on' ? true : v === 'off' ? false : null;
            this.apply(
              { type: 'override', line: line.id, active },
              active === null
                ? `${line.label}: back to the facts.`
                : `${line.label}: set ${active ? 'on' : 'off'} by hand.`,
            );
          }}
        >
          <option value="facts" ?selected=${choice === 'facts'}>
            Facts: ${line.byFacts ? `yes${line.perUnit ? ` (${line.units})` : ''}` : 'no'}
          </option>
          <option value="on" ?selected=${choice === 'on'}>On by hand</option>
          <option value="off" ?selected=${choice === 'off'}>Off by hand</option>
        </select>
        <span class="print-only"
          >${choice === 'facts' ? (line.byFacts ? 'yes' : 'no') : `${choice} by hand`}</span
        >
      </td>
      <td class="num adds" data-label="Adds">${line.active ? signed(line.contribution) : '—'}</td>
    </tr>`;
  }

  private renderLedger(c: CampaignState, side: Nation) {
    const ledger = warEffortLedger(c, side);
    const id = `ledger-${side}`;
    const rule = side === 'usa' ? '§4.2' : '§4.1';
    return html`<section class="ledger" aria-labelledby=${id}>
      <h3 id=${id}>${NATION_LABELS[side]} War Effort <span class="rule">${rule}</span></h3>
      <div class="table-wrap">
        <table class="stack">
          <caption class="visually-hidden">
            ${NATION_LABELS[side]} War Effort: each modifier, whether it counts, and what it adds
          </caption>
          <thead>
            <tr>
              <th scope="col">Modifier</th>
              <th scope="col" class="num">Value</th>
              <th scope="col">Counts</th>
              <th scope="col" class="num">Adds</th>
            </tr>
          </thead>
          <tbody>
            <tr class="on start">
              <th scope="row">Start <span class="rule">${rule}, §8.2</span></th>
              <td class="num value" data-label="Value">${ledger.start}</td>
              <td></td>
              <td class="num adds" data-label="Adds">${ledger.start}</td>
            </tr>
            ${ledger.lines.map((l) => this.renderLedgerLine(l))}
            <tr class=${ledger.cardAdjustment === 0 ? 'off' : 'on'}>
              <th scope="row">
                <span class="line-label">Card effects entered by hand</span>
                <span class="rule">§2.3; ${rulingLink(GAME_ID, 'G2', 'ruling G2')}</span>
                <span class="note"
                  >Cards such as WAR WEARINESS whose text is not in the rulebook.</span
                >
              </th>
              <td class="num value" data-label="Value">±1</td>
              <td class="counts">
                <span class="pair-buttons no-print">
                  <button
                    type="button"
                    aria-label=${`${NATION_LABELS[side]} War Effort −1 from a card`}
                    @click=${() => {
                      this.apply(
                        { type: 'adjust-war-effort', side, delta: -1 },
                        `${NATION_LABELS[side]} War Effort −1 from a card.`,
                      );
                    }}
                  >
                    −1
                  </button>
                  <button
                    type="button"
                    aria-label=${`${NATION_LABELS[side]} War Effort +1 from a card`}
                    @click=${() => {
                      this.apply(
                        { type: 'adjust-war-effort', side, delta: 1 },
                        `${NATION_LABELS[side]} War Effort +1 from a card.`,
                      );
                    }}
                  >
                    +1
                  </button>
                </span>
              </td>
              <td class="num adds" data-label="Adds">${signed(ledger.cardAdjustment)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="3">War Effort</th>
              <td class="num">${ledger.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>`;
  }

  // ---- events ----

  private renderKentucky(c: CampaignState) {
    const joined = c.kentucky !== 'neutral';
    const regions = c.kentuckyRegions;
    const region = regions.includes(this.kyRegion) ? this.kyRegion : (regions[0] ?? '');
    const allUnion = unionControlsKentucky(c);
    return html`<section class="event" aria-labelledby="ky-h">
      <h3 id="ky-h">Kentucky <span class="rule">§5</span></h3>
      <p class="state">
        ${
          joined
            ? html`<strong
                >${c.kentucky === 'usa' ? 'Pro-Union' : 'Pro-Confederate'}, for good</strong
              >`
            : html`<strong>Neutral</strong>`
        }
        ${c.unionViolatedKentucky ? html` · the Union violated its neutrality (Union ${this.lineValue('usa-kentucky-violation')})` : nothing}
        ${
          c.kentucky === 'csa' && allUnion
            ? html` · the Union holds all ${c.kentuckyRegions.length} regions: the Confederate bonus
                is cancelled
                <span class="rule">§5.6</span>`
            : nothing
        }
      </p>
      ${
        joined
          ? this.note(TRACKER_NOTES.kentuckyJoined)
          : html`<form
                class="row no-print"
                @submit=${(e: Event) => {
                  e.preventDefault();
                  const by = this.kyBy;
                  this.apply(
                    { type: 'kentucky-entered', by, region },
                    `${NATION_LABELS[by]} forces entered ${regionName(c, this.names, region)}: Kentucky joins the other side.`,
                  );
                }}
              >
                <label class="inline"
                  >First to enter
                  <select
                    @change=${(e: Event) => {
                      this.kyBy = (e.target as HTMLSelectElement).value as Nation;
                    }}
                  >
                    ${NATIONS.map((n) => html`<option value=${n} ?selected=${n === this.kyBy}>${NATION_LABELS[n]}</option>`)}
                  </select>
                </label>
                <label class="inline"
                  >Region entered
                  <select
                    @change=${(e: Event) => {
                      this.kyRegion = (e.target as HTMLSelectElement).value;
                    }}
                  >
                    ${regions.map((r) => html`<option value=${r} ?selected=${r === region}>${regionName(c, this.names, r)}</option>`)}
                  </select>
                </label>
                <button type="submit">Record the entry</button>
              </form>
              ${this.note(TRACKER_NOTES.kentuckyEntry)}
              <div class="row no-print">
                ${NATIONS.map(
                  (n) =>
                    html`<button
                      type="button"
                      @click=${() => {
                        this.apply(
                          { type: 'kentucky-card', side: n },
                          `KENTUCKY played: Kentucky joins the ${NATION_LABELS[n]} side.`,
                        );
                      }}
                    >
                      KENTUCKY played: joins the ${NATION_LABELS[n]} side
                    </button>`,
                )}
              </div>
              ${this.note(TRACKER_NOTES.kentuckyCard)}`
      }
    </section>`;
  }

  private renderEmancipation(c: CampaignState) {
    const possible = c.turn >= EMANCIPATION_FROM_TURN;
    return html`<section class="event" aria-labelledby="em-h">
      <h3 id="em-h">Emancipation Proclamation <span class="rule">§6</span></h3>
      <p class="state">
        <strong
          >${
            c.emancipationProclaimed
              ? 'Proclaimed'
              : c.emancipationMissed
                ? 'Not proclaimed; the first chance was missed'
                : 'Not proclaimed'
          }</strong
        >
        ${
          c.emancipationProclaimed
            ? ` · Union ${this.lineValue('usa-emancipation')}, Confederate ${this.lineValue('csa-emancipation')}`
            : c.emancipationMissed
              ? ` · Union ${this.lineValue('usa-emancipation-missed')} until it is proclaimed`
              : nothing
        }
      </p>
      ${this.note(TRACKER_NOTES.emancipation)}
      <div class="row no-print">
        <button
          type="button"
          ?disabled=${!possible || c.emancipationProclaimed}
          @click=${() => {
            this.apply({ type: 'proclaim-emancipation' }, 'Emancipation proclaimed.');
          }}
        >
          Proclaimed
        </button>
        <button
          type="button"
          ?disabled=${!possible || c.emancipationProclaimed || c.emancipationMissed}
          @click=${() => {
            this.apply(
              { type: 'emancipation-declined' },
              'First chance to proclaim the Emancipation not taken.',
            );
          }}
        >
          First chance not taken
        </button>
      </div>
      ${possible ? nothing : html`<p class="hint">Not possible before Turn ${EMANCIPATION_FROM_TURN}.</p>`}
    </section>`;
  }

  private renderCards(c: CampaignState) {
    return html`<section class="event" aria-labelledby="cards-h">
      <h3 id="cards-h">Cards removed once played</h3>
      <dl class="facts">
        <div>
          <dt>DRAFT</dt>
          <dd>
            <strong>${c.draftPlayed ? 'Played' : 'Not played'}</strong>.
            ${linked(TRACKER_NOTES.draft.text)}
            <span class="rule">${linked(TRACKER_NOTES.draft.rule)}</span>
            <button
              type="button"
              ?disabled=${c.draftPlayed || c.turn < 2}
              @click=${() => {
                this.apply({ type: 'play-draft' }, 'DRAFT played.');
              }}
            >
              DRAFT played
            </button>
          </dd>
        </div>
        <div>
          <dt>CONFEDERATE INFLATION</dt>
          <dd>
            <strong>${c.inflationPlayed ? 'Played' : 'Not played'}</strong>.
            ${linked(TRACKER_NOTES.inflation.text)}
            <span class="rule">${linked(TRACKER_NOTES.inflation.rule)}</span>
            <button
              type="button"
              ?disabled=${c.inflationPlayed}
              @click=${() => {
                this.apply({ type: 'play-inflation' }, 'CONFEDERATE INFLATION played.');
              }}
            >
              INFLATION played
            </button>
          </dd>
        </div>
      </dl>
    </section>`;
  }

  // ---- regions ----

  private lineValue(id: string): string {
    const def = WAR_EFFORT_LINES.find((l) => l.id === id);
    return def ? signed(def.value) : '';
  }

  private lineChip(id: string) {
    const def = WAR_EFFORT_LINES.find((l) => l.id === id);
    if (!def) return nothing;
    return html`<span class="chip ${def.side}"
      ><span class="visually-hidden">${NATION_LABELS[def.side]} War Effort</span
      ><span aria-hidden="true">${def.side === 'usa' ? 'US' : 'CS'}</span> ${signed(def.value)}
      ${WAR_EFFORT_LINE_SHORT[id] ?? def.label}</span
    >`;
  }

  private renderRegions(c: CampaignState, data: GameData) {
    const known = new Map(data.setup.regions.map((r) => [r.id, r]));
    const ids = [
      ...data.setup.regions.map((r) => r.id).filter((id) => id in c.control),
      ...Object.keys(c.control).filter((id) => !known.has(id)),
    ];
    const kyNeutral = c.kentucky === 'neutral';
    return html`<section class="block" aria-labelledby="regions-h">
      <h2 id="regions-h">Region control <span class="rule">§2.7, §4.1, §4.2</span></h2>
      <p class="hint">
        Only the regions the rules name are listed (the map is not in the rulebook text).
        <span class="rule">${rulingLink(GAME_ID, 'G3', 'ruling G3')}</span>
      </p>
      <div class="table-wrap">
        <table class="regions stack">
          <caption class="visually-hidden">
            Who controls each region the War Effort tables and the blockade name
          </caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Counts for</th>
              <th scope="col">Control</th>
            </tr>
          </thead>
          <tbody>
            ${ids.map((id) => {
              const region = known.get(id);
              const control = c.control[id] ?? 'csa';
              const lines = regionWarEffortLines(c, id);
              const name = regionName(c, this.names, id);
              const kind = region ? KIND_LABEL[region.kind] : 'Confederate coastal (added)';
              const changed = region !== undefined && region.startControl !== control;
              return html`<tr class=${changed ? 'changed' : ''}>
                <th scope="row">
                  ${name}${region?.capital ? html` <span class="badge">capital</span>` : nothing}
                  <span class="note">${kind}</span>
                </th>
                <td class="lines" data-label="Counts for">
                  ${lines.length > 0 ? lines.map((l) => this.lineChip(l)) : html`<span class="muted">—</span>`}
                </td>
                <td class="ctl">
                  ${
                    kyNeutral && c.kentuckyRegions.includes(id)
                      ? html`Neutral`
                      : html`<label class="visually-hidden" for=${`ctl-${id}`}
                            >Control of ${name}</label
                          ><select
                            id=${`ctl-${id}`}
                            class="control ${control}"
                            @change=${(e: Event) => {
                              const value = (e.target as HTMLSelectElement).value as Control;
                              this.apply(
                                { type: 'set-control', region: id, control: value },
                                `${name} is now ${CONTROL_LABEL[value]}-controlled.`,
                              );
                            }}
                          >
                            ${(['usa', 'csa'] as const).map(
                              (n) =>
                                html`<option value=${n} ?selected=${n === control}>
                                  ${CONTROL_LABEL[n]}
                                </option>`,
                            )}
                          </select>
                          <span class="print-only">${CONTROL_LABEL[control]}</span>`
                  }
                </td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      <div class="stepper-row">
        <span id="lost-label"
          >${linked(TRACKER_NOTES.resourceRegions.text)}
          <span class="rule">${linked(TRACKER_NOTES.resourceRegions.rule)}</span></span
        >
        <span class="stepper" role="group" aria-labelledby="lost-label">
          <button
            type="button"
            aria-label="One fewer Union resource region lost"
            ?disabled=${c.unionResourceRegionsLost === 0}
            @click=${() => {
              const count = c.unionResourceRegionsLost - 1;
              this.apply(
                { type: 'set-union-resource-lost', count },
                `Union resource regions lost: ${count}.`,
              );
            }}
          >
            −
          </button>
          <output class="count">${c.unionResourceRegionsLost}</output>
          <button
            type="button"
            aria-label="One more Union resource region lost"
            @click=${() => {
              const count = c.unionResourceRegionsLost + 1;
              this.apply(
                { type: 'set-union-resource-lost', count },
                `Union resource regions lost: ${count}.`,
              );
            }}
          >
            +
          </button>
        </span>
      </div>
      ${this.renderRuling('G3')}
    </section>`;
  }

  // ---- blockade ----

  private renderBlockade(c: CampaignState) {
    const boxes = blockadeBoxes(c);
    return html`<section class="block" aria-labelledby="blockade-h">
      <h2 id="blockade-h">Blockade <span class="rule">§2.2.4, §4.1 note 4, §8.6</span></h2>
      ${this.note(TRACKER_NOTES.blockade)}
      <div class="table-wrap">
        <table class="boxes stack">
          <caption class="visually-hidden">
            Blockade boxes: markers and the regions each blockades
          </caption>
          <thead>
            <tr>
              <th scope="col">Blockade box</th>
              <th scope="col">Markers</th>
              <th scope="col">Blockades</th>
            </tr>
          </thead>
          <tbody>
            ${boxes.map((b) => {
              const name = boxName(c, this.names, b.box);
              return html`<tr>
                <th scope="row">${name}</th>
                <td>
                  <span class="stepper">
                    <button
                      type="button"
                      class="no-print"
                      aria-label=${`Remove a marker from the ${name} box`}
                      ?disabled=${b.markers === 0}
                      @click=${() => {
                        this.apply(
                          { type: 'set-blockade', box: b.box, markers: b.markers - 1 },
                          `${name} box: ${b.markers - 1} markers.`,
                        );
                      }}
                    >
                      −
                    </button>
                    <output class="count" aria-label=${`Markers in the ${name} box`}
                      >${b.markers}</output
                    >
                    <button
                      type="button"
                      class="no-print"
                      aria-label=${`Add a marker to the ${name} box`}
                      @click=${() => {
                        this.apply(
                          { type: 'set-blockade', box: b.box, markers: b.markers + 1 },
                          `${name} box: ${b.markers + 1} markers.`,
                        );
                      }}
                    >
                      +
                    </button>
                  </span>
                </td>
                <td>
                  ${b.markers >= 1 ? b.regions.map((r) => regionName(c, this.names, r)).join(', ') : html`<span class="muted">nothing</span>`}
                </td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      <div class="coasts">
        ${(['gulf', 'atlantic'] as const).map((coast) => {
          const status = coastStatus(c, coast);
          const blockaded = status === 'blockaded';
          const line = coast === 'gulf' ? 'csa-gulf' : 'csa-atlantic';
          const def = WAR_EFFORT_LINES.find((l) => l.id === line);
          const title = coast === 'gulf' ? 'Gulf Coast' : 'Atlantic Coast';
          return html`<div class="coast ${blockaded ? 'closed' : ''}">
            <h3>
              ${title}:
              ${blockaded ? 'blockaded' : status === 'unconfirmed' ? 'every known region shut' : 'open'}
              ${def ? html`<span class="rule">Confederate ${signed(def.value)} when blockaded, ${linked(def.rule)}</span>` : nothing}
            </h3>
            ${
              status === 'unconfirmed'
                ? html`<p class="warn" role="status">
                    Every ${title} region on the board is Union-controlled or blockaded, but the
                    rulebook does not name all of the coast’s regions. Add the others from your map
                    below, or confirm there are none; until then the coast does not count as
                    blockaded.
                  </p>`
                : nothing
            }
            <ul>
              ${coastRegions(c, coast).map((id) => {
                const union = c.control[id] === 'usa';
                const blocked = regionBlockaded(c, id);
                return html`<li class=${union || blocked ? 'shut' : 'open'}>
                  <span class="mark" aria-hidden="true">${union || blocked ? '✓' : '○'}</span>
                  ${regionName(c, this.names, id)}:
                  ${union && blocked ? 'Union-controlled and blockaded' : union ? 'Union-controlled' : blocked ? 'blockaded' : 'open'}
                </li>`;
              })}
            </ul>
            ${
              c.coastsComplete[coast] && coast === 'gulf'
                ? html`<p class="hint">
                    New Orleans and Mobile, as the rule’s own example has it.
                    <span class="rule">§4.1 note 4</span>
                  </p>`
                : html`<label class="flag no-print"
                    ><input
                      type="checkbox"
                      .checked=${c.coastsComplete[coast]}
                      @change=${(e: Event) => {
                        const complete = (e.target as HTMLInputElement).checked;
                        this.apply(
                          { type: 'set-coast-complete', coast, complete },
                          complete
                            ? `${title}: every coastal region confirmed on the board.`
                            : `${title}: no longer confirmed complete.`,
                        );
                      }}
                    /><span
                      >These are all the ${title} regions on my map
                      <span class="rule">ruling G3</span></span
                    ></label
                  >`
            }
          </div>`;
        })}
      </div>
      ${this.renderAddCoastal()}
    </section>`;
  }

  private renderAddCoastal() {
    return html`<details class="add-coastal no-print">
      <summary>Add a coastal region from your map</summary>
      <form
        @submit=${(e: SubmitEvent) => {
          e.preventDefault();
          this.addCoastal(e.target as HTMLFormElement);
        }}
        novalidate
      >
        ${this.note(TRACKER_NOTES.coastal)}
        <div class="row">
          <label class="field"
            >Name <input type="text" name="name" required maxlength="40" autocomplete="off"
          /></label>
          <label class="field"
            >Coast
            <select name="coast">
              <option value="gulf">Gulf</option>
              <option value="atlantic">Atlantic</option>
            </select>
          </label>
          <label class="field"
            >Controlled by
            <select name="control">
              <option value="csa">Confederate</option>
              <option value="usa">Union</option>
            </select>
          </label>
          <button type="submit">Add the region</button>
        </div>
        <p class="error" role="alert">${this.coastalError}</p>
      </form>
    </details>`;
  }

  private addCoastal(form: HTMLFormElement): void {
    const c = this.campaign;
    if (!c) return;
    const data = new FormData(form);
    const text = (k: string) => {
      const value = data.get(k);
      return typeof value === 'string' ? value : '';
    };
    const name = text('name').trim();
    const coast = text('coast') === 'atlantic' ? 'atlantic' : 'gulf';
    const control: Nation = text('control') === 'usa' ? 'usa' : 'csa';
    const id = name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (name === '' || id === '') {
      this.coastalError = 'Enter the region’s name (letters or digits).';
      return;
    }
    const problem = plainTextProblem(name, 'The region’s name');
    if (problem !== null) {
      this.coastalError = problem;
      return;
    }
    if (
      Object.hasOwn(c.control, id) ||
      [...this.names.values()].some((n) => n.toLowerCase() === name.toLowerCase())
    ) {
      this.coastalError = `${name} is already on the board.`;
      return;
    }
    this.coastalError = '';
    this.apply(
      {
        type: 'add-coastal-region',
        id,
        region: { name, coast, box: id },
        control,
      },
      `${name} added to the ${coast === 'gulf' ? 'Gulf' : 'Atlantic'} Coast with its own blockade box.`,
    );
    form.reset();
  }

  // ---- deployment and the turn ----

  private renderDeployment(c: CampaignState) {
    const status = deploymentStatus(c);
    const summary = turnSummary(c);
    return html`<section class="block" aria-labelledby="deploy-h">
      <h2 id="deploy-h">Forces and this turn</h2>
      <div class="table-wrap">
        <table class="deploy stack">
          <caption class="visually-hidden">
            Corps and garrisons on the map against their limits, and this turn’s cards and free
            reinforcements
          </caption>
          <thead>
            <tr>
              <th scope="col"><span class="visually-hidden">What</span></th>
              ${NATIONS.map((n) => html`<th scope="col">${NATION_LABELS[n]}</th>`)}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                Corps on the map
                <span class="note">${linked(TRACKER_NOTES.corps.text)}</span>
                <span class="rule">${linked(TRACKER_NOTES.corps.rule)}</span>
              </th>
              ${NATIONS.map((n) => {
                const d = status.corps[n];
                return html`<td data-label=${NATION_LABELS[n]}>
                  <span class="big">${d.corps}</span> of ${d.limit}
                  <span class="muted">(${d.counters} counters)</span>
                  ${
                    d.over
                      ? html`<span class="warn"
                          >Above War Effort: allowed after a drop, but no new corps until
                          below.</span
                        >`
                      : html`<span class="note">Room for ${d.room} more.</span>`
                  }
                  <span class="row no-print">
                    <button
                      type="button"
                      aria-label=${`−1: remove a ${NATION_LABELS[n]} corps`}
                      ?disabled=${d.corps === 0}
                      @click=${() => {
                        this.apply(
                          { type: 'remove-corps', side: n, count: 1 },
                          `${NATION_LABELS[n]}: a corps left the map.`,
                        );
                      }}
                    >
                      −1
                    </button>
                    <button
                      type="button"
                      aria-label=${`MILITIA: a 1-corps ${NATION_LABELS[n]} army whatever the War Effort`}
                      ?disabled=${d.corps >= d.counters}
                      @click=${() => {
                        this.apply(
                          { type: 'deploy-corps', side: n, count: 1, militia: true },
                          `${NATION_LABELS[n]}: MILITIA army placed.`,
                        );
                      }}
                    >
                      MILITIA
                    </button>
                  </span>
                </td>`;
              })}
            </tr>
            <tr>
              <th scope="row">
                Garrisons on the map
                <span class="note">${linked(TRACKER_NOTES.garrisons.text)}</span>
                <span class="rule">${linked(TRACKER_NOTES.garrisons.rule)}</span>
              </th>
              <td data-label="Union">
                <span class="big">${status.garrisons.onMap}</span> of ${status.garrisons.limit}
                ${
                  status.garrisons.over
                    ? html`<span class="warn">Above War Effort: none may be placed.</span>`
                    : nothing
                }
                <span class="row no-print">
                  <button
                    type="button"
                    aria-label="−1: remove a Union garrison"
                    ?disabled=${c.garrisons === 0}
                    @click=${() => {
                      this.apply({ type: 'remove-garrison' }, 'A Union garrison left the map.');
                    }}
                  >
                    −1
                  </button>
                  <button
                    type="button"
                    aria-label="+1: place a Union garrison"
                    ?disabled=${status.garrisons.room === 0}
                    @click=${() => {
                      this.apply({ type: 'deploy-garrison' }, 'A Union garrison placed.');
                    }}
                  >
                    +1
                  </button>
                  <button
                    type="button"
                    aria-label="Free in Washington: place the free Washington garrison"
                    @click=${() => {
                      this.apply(
                        { type: 'deploy-garrison', free: true },
                        'The free Washington garrison placed.',
                      );
                    }}
                  >
                    Free in Washington
                  </button>
                </span>
              </td>
              <td class="muted none">—</td>
            </tr>
            <tr>
              <th scope="row">
                Hand after the card phase
                <span class="note">${linked(TRACKER_NOTES.hand.text)}</span>
                <span class="rule">${linked(TRACKER_NOTES.hand.rule)}</span>
              </th>
              ${NATIONS.map((n) => {
                const s = summary.sides[n];
                return html`<td data-label=${NATION_LABELS[n]}>
                  ${
                    summary.cardPhase
                      ? html`<span class="big">${s.handSize}</span> cards (draw ${s.cardsDrawn})`
                      : html`No card phase in Turn 1`
                  }
                </td>`;
              })}
            </tr>
            <tr>
              <th scope="row">
                Free corps this turn
                <span class="note">${linked(TRACKER_NOTES.freeCorps.text)}</span>
                <span class="rule">${linked(TRACKER_NOTES.freeCorps.rule)}</span>
              </th>
              ${NATIONS.map((n) => {
                const s = summary.sides[n];
                return html`<td data-label=${NATION_LABELS[n]}>
                  ${summary.cardPhase ? html`<span class="big">${s.freeCorps}</span>` : html`None in Turn 1`}
                </td>`;
              })}
            </tr>
          </tbody>
        </table>
      </div>
      ${this.renderRuling('A12')}
      <hs-pof-new-corps
        .campaign=${c}
        .setup=${this.data.ok ? this.data.value.setup : undefined}
        .names=${this.names}
        @hs-campaign-change=${(e: CampaignChangeEvent) => {
          this.apply(e.detail.event, e.detail.what);
        }}
      ></hs-pof-new-corps>
      ${this.renderRuling('A14')}
    </section>`;
  }

  // ---- victory ----

  private renderVictory(c: CampaignState) {
    const check = victoryCheck(c);
    return html`<section class="block" aria-labelledby="victory-h">
      <h2 id="victory-h">Victory check, end of Turn ${c.turn} <span class="rule">§3, §20</span></h2>
      <p class="verdict" role="status">
        ${
          check.winners.length === 0
            ? 'No victory condition is met now.'
            : check.clash
              ? 'Both sides meet a victory condition.'
              : `${NATION_LABELS[check.winners[0] ?? 'usa']} victory condition met.`
        }
        <span class="hint">Checked in the end phase, after campaign attrition.</span>
      </p>
      <div class="table-wrap">
        <table class="victory stack">
          <caption class="visually-hidden">
            Every victory condition at the end of this turn, met or not
          </caption>
          <thead>
            <tr>
              <th scope="col">Condition</th>
              <th scope="col">This turn</th>
              <th scope="col">Numbers</th>
            </tr>
          </thead>
          <tbody>
            ${check.conditions.map(
              (v) =>
                html`<tr class=${v.met ? 'met' : v.checked ? 'unmet' : 'unchecked'}>
                  <th scope="row">
                    <span class="side-tag ${v.side}">${v.side === 'usa' ? 'USA' : 'CSA'}</span>
                    ${v.label} <span class="rule">${linked(v.rule)}</span>
                  </th>
                  <td class="result">
                    ${v.met ? html`<strong>Met</strong>` : v.checked ? 'Not met' : 'Not checked this turn'}
                  </td>
                  <td>${v.detail}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${check.clash ? this.renderRuling('A10') : nothing} ${this.renderRuling('A11')}
    </section>`;
  }

  // ---- history ----

  private renderHistory(c: CampaignState) {
    const entries = campaignHistory(c, this.names);
    const shown = this.showAllHistory ? entries : entries.slice(0, HISTORY_SHOWN);
    return html`<section class="block history" aria-labelledby="history-h">
      <h2 id="history-h">Changes so far</h2>
      ${
        entries.length === 0
          ? html`<p>Nothing recorded yet: the war stands as set up.</p>`
          : html`<ol reversed start=${entries.length}>
                ${shown.map(
                  (e) =>
                    html`<li>
                      <span class="changes"
                        ><span class="when">Turn ${e.turn}</span> ${e.changes.join(' ')}</span
                      >
                      <button
                        type="button"
                        class="small"
                        aria-label=${`${undoLabel(e.undoSteps)}: back to before change ${e.index}, ${e.changes.join(' ')}`}
                        @click=${() => {
                          this.undo(e.undoSteps);
                        }}
                      >
                        ${undoLabel(e.undoSteps)}
                      </button>
                    </li>`,
                )}
              </ol>
              ${
                entries.length > HISTORY_SHOWN
                  ? html`<button
                      type="button"
                      @click=${() => (this.showAllHistory = !this.showAllHistory)}
                    >
                      ${this.showAllHistory ? 'Show the latest only' : `Show all ${entries.length}`}
                    </button>`
                  : nothing
              }`
      }
    </section>`;
  }

  private renderJump() {
    const targets = [
      ['ledger-usa', 'War Effort'],
      ['events-h', 'Events'],
      ['regions-h', 'Regions'],
      ['blockade-h', 'Blockade'],
      ['deploy-h', 'Forces'],
      ['victory-h', 'Victory'],
      ['history-h', 'Changes'],
    ] as const;
    return html`<nav class="jump no-print" aria-label="Sections of the tracker">
      ${targets.map(
        ([id, label]) =>
          html`<button
            type="button"
            class="small"
            @click=${() => {
              const el = this.renderRoot.querySelector<HTMLElement>(`#${id}`);
              el?.scrollIntoView({ block: 'start' });
              el?.setAttribute('tabindex', '-1');
              el?.focus({ preventScroll: true });
            }}
          >
            ${label}
          </button>`,
      )}
    </nav>`;
  }

  private renderGame(c: CampaignState, data: GameData): TemplateResult {
    return html`<h2 class="game-name" tabindex="-1">${this.saved?.name}</h2>
      ${this.renderTurn(c, data)} ${this.renderJump()} ${this.renderSummary(c)}
      <div class="ledgers">${this.renderLedger(c, 'usa')} ${this.renderLedger(c, 'csa')}</div>
      ${this.renderRuling('A1')}
      <section class="block" aria-labelledby="events-h">
        <h2 id="events-h">Events</h2>
        <div class="events">
          ${this.renderKentucky(c)} ${this.renderEmancipation(c)} ${this.renderCards(c)}
        </div>
      </section>
      ${this.renderRegions(c, data)} ${this.renderBlockade(c)} ${this.renderDeployment(c)}
      ${this.renderVictory(c)} ${this.renderHistory(c)}`;
  }

  override render() {
    const data = this.data;
    if (!data.ok)
      return html`<p class="notice" role="alert">
        The game’s set-up data failed its check: ${data.issues[0]?.message ?? ''}
      </p>`;
    const c = this.campaign;
    return html`
      <p class="status no-print" role="status">${this.message}</p>
      <details class="games no-print" ?open=${!c}>
        <summary>Saved games</summary>
        ${
          this.store && this.tracker.ready
            ? html`<hs-saved-games
                .store=${this.store}
                game=${GAME}
                current=${this.saved?.id ?? ''}
                .scenarios=${[CAMPAIGN_SCENARIO]}
                .initialState=${() => ({
                  state: createCampaign(data.value.setup),
                  version: CAMPAIGN_STATE_VERSION,
                })}
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
            : html`<p>Loading saved games…</p>`
        }
      </details>
      ${
        c
          ? this.renderGame(c, data.value)
          : html`<p>
              Start a new game or resume one to track both War Efforts, the blockade, the forces on
              the map and the victory check. Everything is saved on this device as you go, and works
              offline.
            </p>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-war-effort': HsPofWarEffort;
  }
}
