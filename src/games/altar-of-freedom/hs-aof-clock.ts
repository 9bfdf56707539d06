import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import './hs-aof-general-pick.js';
import type { PresetsEvent } from './hs-aof-general-pick.js';
import './hs-aof-bidding.js';
import type { ClockBidEvent } from './hs-aof-bidding.js';
import {
  clockExpiryChance,
  depletionStep,
  enterBidLevel,
  loadScenario,
  needsDepletionRoll,
  rollDepletion,
  scenarioIndex,
  startClock,
  turnClockTool,
  type ClockState,
  type DepletionPick,
} from '../../core/games/altar-of-freedom/index.js';
import { seededRoller } from '../../core/shared/roller.js';
import { mergeInputPairs } from '../../core/shared/tool-inputs.js';
import { formatPercent } from '../../core/shared/odds.js';
import type { ToolHost } from '../../components/tool-host.js';
import { freshSeed } from '../../platform/random.js';
import type { Store } from '../../storage/store.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import '../../components/renderers/hs-roll-tool.js';
import { clockStyles } from './hs-aof-clock.styles.js';

export const tag = 'hs-aof-clock';

/** Where the book explains the clock (L632–644, L1372–1408). */
const CLOCK_RULE = 'The Turn Clock; Manipulating the Turn Clock';

type Side = 'USA' | 'CSA';
const SIDE_LABEL: Record<Side, string> = { USA: 'Union', CSA: 'Confederate' };
/** Link keys owned by the clock (the control roll owns the rest). */
const CLOCK_KEYS: readonly string[] = ['scenario', 'controller', 'clock', 'levels'];

/**
 * The Turn Clock page: the control roll (generic roller), then the clock itself for the die the
 * scenario names: its value, and before each lower bid level both commanders' depletion rolls,
 * one of which the controller takes off. The URL keeps scenario, controller and clock state.
 *
 * @summary Altar of Freedom turn clock: control roll, depletion rolls and time left.
 */
@customElement('hs-aof-clock')
export class HsAofClock extends LitElement {
  static override styles = [sharedStyles, clockStyles];

  /** The page's link. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where depletion-roll seeds come from (tests pass a fixed one). */
  @property({ attribute: false }) seedSource: () => string = freshSeed;
  /** Store override for the bidding worksheet's entered ratings (tests). */
  @property({ attribute: false }) storeOverride?: Store;

  @state() private scenario = 'shiloh';
  @state() private clock: ClockState | null = null;
  @state() private masterful: Record<Side, boolean> = { USA: false, CSA: false };
  @state() private depletion: Record<Side, number[]> | null = null;
  /** The die a Masterful commander without the clock kept (ruling A51). */
  @state() private kept: number | null = null;
  @state() private message = '';

  /** The control roll's own link pairs (its inputs and roll), kept beside the clock's. */
  private rollPairs: [string, string][] = [];
  private rollHost?: ToolHost;
  @state() private rollGeneration = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.rollPairs = (this.host?.params ?? [])
      .filter(([k]) => !CLOCK_KEYS.includes(k))
      .map(([k, v]) => [k, v]);
    this.rollHost = this.makeRollHost();
    const get = (k: string) => this.host?.params.find(([key]) => key === k)?.[1];
    const slug = get('scenario');
    if (slug && loadScenario(slug).ok) this.scenario = slug;
    else if (slug) this.message = `“${slug.slice(0, 40)}” is not a scenario; Shiloh is shown.`;
    const controller = get('controller');
    const value = Number(get('clock'));
    const levels = Number(get('levels') ?? '0');
    const die = this.dieSides();
    if (
      (controller === 'USA' || controller === 'CSA') &&
      Number.isInteger(value) &&
      value >= 0 &&
      value <= die &&
      Number.isInteger(levels) &&
      levels >= 0 &&
      levels < 100
    ) {
      this.clock = { ...startClock(die, controller), value, levels, expired: value === 0 };
    }
  }

  private makeRollHost(): ToolHost {
    return {
      params: this.rollPairs,
      setParams: (pairs) => {
        this.rollPairs = [...pairs].map(([k, v]) => [k, v]);
        this.writeLink();
      },
    };
  }

  private handlePresets(e: PresetsEvent): void {
    this.rollPairs = mergeInputPairs(this.rollPairs, e.detail.inputs);
    this.rollHost = this.makeRollHost();
    this.writeLink();
    this.rollGeneration += 1;
  }

  private dieSides(): number {
    const r = loadScenario(this.scenario);
    return r.ok ? r.value.clockDie : 12;
  }

  private writeLink(): void {
    const pairs: [string, string][] = [...this.rollPairs, ['scenario', this.scenario]];
    const c = this.clock;
    if (c)
      pairs.push(
        ['controller', c.controller],
        ['clock', String(c.value)],
        ['levels', String(c.levels)],
      );
    this.host?.setParams(pairs);
  }

  private start(controller: Side): void {
    this.clock = startClock(this.dieSides(), controller);
    this.depletion = null;
    this.message = `${SIDE_LABEL[controller]} control the clock: d${this.clock.dieSides} set to ${this.clock.value}.`;
    this.writeLink();
  }

  private firstLevel(): void {
    if (!this.clock) return;
    this.clock = enterBidLevel(this.clock);
    this.message = 'The highest bid maneuvers; no time comes off first.';
    this.writeLink();
  }

  private rollBoth(): void {
    const roller = seededRoller(this.seedSource());
    this.depletion = {
      USA: rollDepletion(roller, this.masterful.USA),
      CSA: rollDepletion(roller, this.masterful.CSA),
    };
    this.kept = null;
    this.message = `Depletion rolls: Union ${this.depletion.USA.join(' and ')}, Confederate ${this.depletion.CSA.join(' and ')}.`;
  }

  private take(n: number): void {
    if (!this.clock) return;
    this.clock = enterBidLevel(this.clock, n);
    this.depletion = null;
    this.kept = null;
    this.message = this.clock.expired
      ? `${n} off: the clock has run out. The turn ends now.`
      : `${n} off: ${this.clock.value} left. The next bid level maneuvers.`;
    this.writeLink();
  }

  /** The exact chance the next depletion ends the turn, for each way the dice may be chosen. */
  private renderExpiryOdds(c: ClockState) {
    const other: Side = c.controller === 'USA' ? 'CSA' : 'USA';
    const picks: readonly DepletionPick[] = ['higher', 'lower'];
    const chance = (takes: DepletionPick, keeps: DepletionPick) => {
      const x = clockExpiryChance(c.value, {
        controllerMasterful: this.masterful[c.controller],
        otherMasterful: this.masterful[other],
        controllerTakes: takes,
        otherKeeps: keeps,
      });
      return formatPercent(x.weight, x.total);
    };
    const dice = (s: Side) => (this.masterful[s] ? 'two dice' : 'one die');
    const lead = html`<p>
      Before this lower bid level the ${SIDE_LABEL[c.controller]} commander (clock) rolls
      ${dice(c.controller)} and the ${SIDE_LABEL[other]} commander ${dice(other)}. Chance the turn
      ends now:
    </p>`;
    if (!this.masterful[other]) {
      return html`${lead}
        <ul class="odds">
          ${picks.map(
            (p) =>
              html`<li>
                <strong>${chance(p, p)}</strong> if the controller takes the ${p} result
              </li>`,
          )}
        </ul>`;
    }
    return html`${lead}
      <table class="odds">
        <caption>
          The ${SIDE_LABEL[other]} commander is Masterful: he keeps one of his two dice first
          <span class="rule">ruling A51</span>
        </caption>
        <thead>
          <tr>
            <td></td>
            ${picks.map((k) => html`<th scope="col">He keeps his ${k}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${picks.map(
            (t) =>
              html`<tr>
                <th scope="row">Controller takes the ${t}</th>
                ${picks.map((k) => html`<td>${chance(t, k)}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>`;
  }

  /** The rolled depletion dice: a Masterful commander without the clock keeps one, then the controller takes one off. */
  private renderDepletionChoice(c: ClockState) {
    if (!this.depletion) return nothing;
    const step = depletionStep(this.depletion, c.controller, this.kept);
    if (step.kind === 'keep') {
      return html`<div
        class="rolls"
        role="group"
        aria-label="${SIDE_LABEL[step.side]} commander keeps one die"
      >
        <span>${SIDE_LABEL[step.side]} commander (Masterful) keeps:</span>
        ${step.dice.map(
          (n) =>
            html`<button
              type="button"
              @click=${() => {
                this.kept = n;
                this.message = `${SIDE_LABEL[step.side]} commander keeps ${n}. The controller takes one off.`;
              }}
            >
              ${n}<span class="visually-hidden"> (${SIDE_LABEL[step.side]} keeps)</span>
            </button>`,
        )}
      </div>`;
    }
    return html`<div class="rolls" role="group" aria-label="Take one result off the clock">
      ${step.choices.map(
        (ch) =>
          html`<button
            type="button"
            @click=${() => {
              this.take(ch.value);
            }}
          >
            ${ch.value}<span class="visually-hidden">
              (${SIDE_LABEL[ch.side]} roll): take off the clock</span
            >
          </button>`,
      )}
    </div>`;
  }

  private renderClock() {
    const c = this.clock;
    return html`<section class="clock" aria-labelledby="clock-h">
      <h2 id="clock-h">
        The clock
        <span class="rule">${CLOCK_RULE}</span>
      </h2>
      <p>Clock die: <strong>d${this.dieSides()}</strong></p>
      ${
        c
          ? html`<p>
                <span class="value">${c.value}</span> left on the d${c.dieSides} ·
                ${SIDE_LABEL[c.controller]} control · bid levels started: ${c.levels}
              </p>
              ${
                c.expired
                  ? html`<p class="expired">The clock has run out: go to the end of the turn.</p>`
                  : c.levels === 0
                    ? html`<button type="button" class="primary" @click=${this.firstLevel}>
                        Highest bid maneuvers
                      </button>`
                    : html`<div class="controls">
                          ${(['USA', 'CSA'] as const).map(
                            (s) =>
                              html`<label class="flag"
                                ><input
                                  type="checkbox"
                                  .checked=${this.masterful[s]}
                                  @change=${(e: Event) => {
                                    this.masterful = {
                                      ...this.masterful,
                                      [s]: (e.target as HTMLInputElement).checked,
                                    };
                                  }}
                                />
                                ${SIDE_LABEL[s]} commander is Masterful (rolls 2, keeps
                                either)</label
                              >`,
                          )}
                        </div>
                        ${this.renderExpiryOdds(c)}
                        ${
                          needsDepletionRoll(c) && !this.depletion
                            ? html`<button type="button" class="primary" @click=${this.rollBoth}>
                                Roll depletion dice
                              </button>`
                            : nothing
                        }
                        ${this.renderDepletionChoice(c)}
                        <p class="rule">
                          Rolled at the table? Take the chosen number off directly:
                        </p>
                        <div class="rolls" role="group" aria-label="Take a number off the clock">
                          ${[1, 2, 3, 4, 5, 6].map(
                            (n) =>
                              html`<button
                                type="button"
                                @click=${() => {
                                  this.take(n);
                                }}
                              >
                                ${n}<span class="visually-hidden">: take off the clock</span>
                              </button>`,
                          )}
                        </div>`
              }
              <p>
                <button
                  type="button"
                  @click=${() => {
                    this.clock = null;
                    this.depletion = null;
                    this.writeLink();
                  }}
                >
                  New turn
                </button>
              </p>`
          : html`<p>Who won the control roll?</p>
              <div class="controls">
                ${(['USA', 'CSA'] as const).map(
                  (s) =>
                    html`<button
                      type="button"
                      @click=${() => {
                        this.start(s);
                      }}
                    >
                      ${SIDE_LABEL[s]}
                    </button>`,
                )}
              </div>`
      }
      <p role="status">${this.message}</p>
    </section>`;
  }

  private renderScenario() {
    const index = scenarioIndex();
    const scenarios = index.ok ? index.value.scenarios : [];
    return html`<div class="controls scenario">
      <label>
        Scenario (sets the clock die and the armies)
        <select
          @change=${(e: Event) => {
            this.scenario = (e.target as HTMLSelectElement).value;
            this.clock = null;
            this.depletion = null;
            this.writeLink();
          }}
        >
          ${scenarios.map((s) => html`<option value=${s.slug} ?selected=${s.slug === this.scenario}>${s.title}</option>`)}
        </select>
      </label>
    </div>`;
  }

  private handleClockBid(e: ClockBidEvent): void {
    const key = e.detail.side === 'USA' ? 'unionClockPoints' : 'confederateClockPoints';
    this.rollPairs = mergeInputPairs(this.rollPairs, { [key]: e.detail.points });
    this.rollHost = this.makeRollHost();
    this.writeLink();
    this.rollGeneration += 1;
  }

  override render() {
    return html`${this.renderScenario()}
      <details class="bidding">
        <summary>Bid Priority Points (secret worksheet)</summary>
        <hs-aof-bidding
          scenario=${this.scenario}
          .seedSource=${this.seedSource}
          .storeOverride=${this.storeOverride}
          @hs-clock-bid=${this.handleClockBid}
        ></hs-aof-bidding>
      </details>
      <hs-aof-general-pick
        .tool=${'turn-clock' as const}
        @hs-presets=${this.handlePresets}
      ></hs-aof-general-pick>
      ${keyed(
        this.rollGeneration,
        html`<hs-roll-tool
          .tool=${turnClockTool}
          game="altar-of-freedom"
          .host=${this.rollHost}
        ></hs-roll-tool>`,
      )}
      ${this.renderClock()}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-clock': HsAofClock;
  }
}
