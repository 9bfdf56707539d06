import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import './hs-aof-general-pick.js';
import type { PresetsEvent } from './hs-aof-general-pick.js';
import { askBeforeReplacing } from '../../components/app/unsaved-work.js';
import './hs-aof-bidding.js';
import type { ClockBidEvent } from './hs-aof-bidding.js';
import {
  enterBidLevel,
  loadScenario,
  scenarioIndex,
  rollDepletion,
  startClock,
  turnClockTool,
  type ClockState,
  type Side,
} from '../../core/games/altar-of-freedom/index.js';
import {
  CLOCK_LINK_KEYS,
  clockFromLink,
  clockLinkPairs,
} from '../../core/games/altar-of-freedom/clock-link.js';
import { SIDES, SIDE_NAMES } from '../../core/games/altar-of-freedom/display-names.js';
import { seededRoller } from '../../core/shared/roller.js';
import { mergeInputPairs } from '../../core/shared/tool-inputs.js';
import type { InputValue } from '../../core/shared/types.js';
import type { ToolHost } from '../../components/tool-host.js';
import { buttonsFor } from '../../components/shared/buttons.js';
import { freshSeed } from '../../platform/random.js';
import type { Store } from '../../storage/store.js';
import '../../components/renderers/hs-roll-tool.js';
import { clockStyles } from './hs-aof-clock.styles.js';
import { depletion } from './clock/depletion.js';
import { scenarioOptions } from './scenario-options.js';

export const tag = 'hs-aof-clock';

/** Where the book explains the clock (L632–644, L1372–1408). */
const CLOCK_RULE = 'The Turn Clock; Manipulating the Turn Clock';
/** The clock die when no scenario names one. */
const DEFAULT_CLOCK_DIE = 12;

/**
 * The Turn Clock page: the control roll (generic roller), then the clock itself for the die the
 * scenario names: its value, and before each lower bid level both commanders' depletion rolls,
 * one of which the controller takes off. The URL keeps scenario, controller and clock state.
 *
 * @summary Altar of Freedom turn clock: control roll, depletion rolls and time left.
 */
@customElement('hs-aof-clock')
export class HsAofClock extends LitElement {
  static override styles = clockStyles;

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
  /** A new host makes the roller read its inputs again (from a general's traits, the bids). */
  @state() private rollHost?: ToolHost;

  /**
   * The link is read before the first render (not on connection), so the page the build
   * prerenders draws the same clock and roller the browser then hydrates.
   */
  override willUpdate(): void {
    if (!this.hasUpdated) this.readLink();
  }

  private readLink(): void {
    const params = this.host?.params ?? [];
    this.rollPairs = params.filter(([k]) => !CLOCK_LINK_KEYS.includes(k)).map(([k, v]) => [k, v]);
    this.rollHost = this.makeRollHost();
    const slug = params.find(([k]) => k === 'scenario')?.[1];
    if (slug && loadScenario(slug).ok) this.scenario = slug;
    else if (slug) this.message = `“${slug.slice(0, 40)}” is not a scenario; Shiloh is shown.`;
    this.clock = clockFromLink(params, this.dieSides());
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

  /** Sets the control roll's inputs and draws it again with them. */
  private setRollInputs(inputs: Readonly<Record<string, InputValue>>): void {
    this.rollPairs = mergeInputPairs(this.rollPairs, inputs);
    this.rollHost = this.makeRollHost();
    this.writeLink();
  }

  private handlePresets(e: PresetsEvent): void {
    this.setRollInputs(e.detail.inputs);
  }

  private handleClockBid(e: ClockBidEvent): void {
    const key = e.detail.side === 'USA' ? 'unionClockPoints' : 'confederateClockPoints';
    this.setRollInputs({ [key]: e.detail.points });
  }

  /**
   * The control roll's winner sets the clock at once, so the page never asks who won. Only while
   * no clock is set: a clock read from the link, or one already running, is never reset by it.
   */
  private handleControlRoll(e: CustomEvent<{ resolution: { outcome: { key: string } } }>): void {
    if (this.clock) return;
    const key = e.detail.resolution.outcome.key;
    if (key === 'union') this.start('USA');
    else if (key === 'confederate') this.start('CSA');
  }

  private dieSides(): number {
    const r = loadScenario(this.scenario);
    return r.ok ? r.value.clockDie : DEFAULT_CLOCK_DIE;
  }

  private scenarioTitle(): string {
    const index = scenarioIndex();
    return (
      (index.ok ? index.value.scenarios : []).find((s) => s.slug === this.scenario)?.title ??
      this.scenario
    );
  }

  private writeLink(): void {
    this.host?.setParams([...this.rollPairs, ...clockLinkPairs(this.scenario, this.clock)]);
  }

  private start(controller: Side): void {
    this.clock = startClock(this.dieSides(), controller);
    this.depletion = null;
    this.message = `${SIDE_NAMES[controller]} set the clock to ${this.clock.value}.`;
    this.writeLink();
  }

  private firstLevel(): void {
    if (!this.clock) return;
    this.clock = enterBidLevel(this.clock);
    this.message = 'Highest bid maneuvers: no time off.';
    this.writeLink();
  }

  private rollBoth(): void {
    const roller = seededRoller(this.seedSource());
    this.depletion = {
      USA: rollDepletion(roller, this.masterful.USA),
      CSA: rollDepletion(roller, this.masterful.CSA),
    };
    this.kept = null;
    this.message = `Rolled: Union ${this.depletion.USA.join(' and ')}, Confederate ${this.depletion.CSA.join(' and ')}.`;
  }

  private take(n: number): void {
    if (!this.clock) return;
    this.clock = enterBidLevel(this.clock, n);
    this.depletion = null;
    this.kept = null;
    this.message = this.clock.expired
      ? `${n} off: the clock has run out. The turn ends now.`
      : `${n} off, ${this.clock.value} left: next bid level.`;
    this.writeLink();
  }

  private reset(): void {
    this.clock = null;
    this.depletion = null;
    this.writeLink();
  }

  private renderLevel(c: ClockState) {
    if (c.expired)
      return html`<p class="expired">The clock has run out: go to the end of the turn.</p>`;
    if (c.levels === 0)
      return html`<button type="button" class="primary" @click=${this.firstLevel}>
        Highest bid maneuvers
      </button>`;
    return depletion({
      clock: c,
      masterful: this.masterful,
      rolls: this.depletion,
      kept: this.kept,
      setMasterful: (s, on) => {
        this.masterful = { ...this.masterful, [s]: on };
      },
      roll: () => {
        this.rollBoth();
      },
      keep: (s, n) => {
        this.kept = n;
        this.message = `${SIDE_NAMES[s]} keeps ${n}; the controller takes one off.`;
      },
      take: (n) => {
        this.take(n);
      },
    });
  }

  /**
   * The clock, time left first, then what was just done (announced), then the next step: the
   * whole of it fits under the control roll on a phone, so every tap's outcome is in view.
   */
  private renderClock() {
    const c = this.clock;
    return html`<section class="clock" slot="after-roll" aria-labelledby="clock-h">
      <h2 id="clock-h">
        ${
          c
            ? html`Clock <span class="value">${c.value}</span> left (d${c.dieSides})`
            : html`Clock (d${this.dieSides()})`
        }
      </h2>
      ${
        c
          ? html`<p class="state">
              ${SIDE_NAMES[c.controller]} control · bid levels started: ${c.levels}
            </p>`
          : nothing
      }
      <p role="status" class="message">${this.message}</p>
      ${
        c
          ? html`${this.renderLevel(c)}
              <p><button type="button" @click=${this.reset}>New turn</button></p>`
          : html`<p>Roll for control and the winner sets the clock, or say who won:</p>
              <div class="controls">
                ${buttonsFor(SIDES, (s) => ({
                  label: SIDE_NAMES[s],
                  click: () => {
                    this.start(s);
                  },
                }))}
              </div>`
      }
      <p class="rule">${this.scenarioTitle()} · ${CLOCK_RULE}</p>
    </section>`;
  }

  override render() {
    return html`<hs-roll-tool
      page
      .tool=${turnClockTool}
      game="altar-of-freedom"
      .host=${this.rollHost}
      @hs-roll-resolved=${this.handleControlRoll}
    >
      <div slot="setup">${this.renderSetup()}</div>
      ${this.renderClock()}
    </hs-roll-tool>`;
  }

  /** The scenario, the secret bids and a general's traits: folded with the control roll's inputs. */
  private renderSetup() {
    return html`<div class="controls scenario">
        <label>
          Scenario (sets the clock die and the armies)
          <select
            @change=${(e: Event) => {
              const select = e.target as HTMLSelectElement;
              const next = select.value;
              // Until the player answers (the bids typed go with the old scenario), the old stays.
              select.value = this.scenario;
              askBeforeReplacing(() => {
                this.scenario = next;
                select.value = next;
                this.reset();
              });
            }}
          >
            ${scenarioOptions(this.scenario)}
          </select>
        </label>
      </div>
      <details class="bidding disclosure">
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
      ></hs-aof-general-pick>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-clock': HsAofClock;
  }
}
