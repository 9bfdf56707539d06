import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { RollExample } from '../../core/shared/game-module.js';
import type { InputValue, RollResult } from '../../core/shared/types.js';
import type { Resolution } from '../../core/shared/tool.js';
import {
  checkPlaces,
  failedChecks,
  modifierTotals,
  resolveTool,
  effectiveInputs,
  dicedTool,
  type InputProblem,
} from '../../core/shared/tool-inputs.js';
import {
  readRollLink,
  rollBreakdownText,
  rollFromSeed,
  rollRecord,
  writeRollLink,
  type ShownRoll as Shown,
} from '../../core/shared/roll-link.js';
import type { ToolHost } from '../tool-host.js';
import { rollStamp } from './roll-stamp.js';
import { getStore, type Store } from '../../storage/store.js';
import { freshSeed } from '../../platform/random.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { withRulingLinks } from '../shared/ruling-links.js';
import { rollToolStyles } from './hs-roll-tool.styles.js';
import { rollPageStyles } from './hs-roll-tool-page.styles.js';
import { renderRollPanel } from './roll-panel-view.js';
import { foldedRollStyles, renderFoldedSetup } from './roll-setup-fold.js';
import {
  renderLinkProblems,
  renderRollExamples,
  renderRollLog,
  renderRollNotes,
  renderRollTable,
  renderSharedBanner,
} from './roll-extras.js';
import type { HsRollLog } from '../shared/hs-roll-log.js';
import { afterPaint } from '../../platform/after-paint.js';
import '../shared/hs-modifier-list.js';
import { forumPost } from './roll-forum.js';
import { findGame } from '../../catalog.js';
import { clearedText, renderTwoParty } from './roll-two-party.js';
import type { TwoPartyLinkEvent, TwoPartyResultEvent } from './hs-two-party.js';

/**
 * The device's preference, per tool, for how to roll: in the app, or entering the dice rolled at
 * the table. Per tool, so entering the dice of one roll never opens another tool in that mode.
 */
const rollModeKey = (game: string, tool: string): string => `roll-mode/${game}/${tool}`;

/**
 * Any roll tool of the rules core, complete: modifier checklists for each side, roll in the app
 * or enter the dice rolled at the table (the choice remembered on the device for this tool), the result with
 * its full breakdown (announced), exact odds, the table with the result highlighted, the roll
 * log and a share link. The URL always holds the inputs and the roll (its seed, or the entered
 * dice). Drawn as a tool's whole page (`page`), the roll and its result stay in view at the
 * table: a panel beside the inputs from about 700 px, a bar at the bottom on a phone, so a
 * roll's outcome is on screen without scrolling.
 *
 * A tool whose inputs are a set-up made once (`foldSetup`) folds them behind a summary line,
 * with the page's own set-up (slot `setup`), and puts what the page does with the outcome (slot
 * `after-roll`) right after the roll; a shared roll's banner follows them (the outcome itself
 * says where the dice came from).
 *
 * @summary Generic roller for a core RollTool.
 * @slot lead - the page's notices about the tool (a link's data offered), first in its column
 * @slot setup - the page's own set-up, folded with the inputs (a `foldSetup` tool only)
 * @slot after-roll - the page's next step, right after the roll (a `foldSetup` tool only)
 * @fires hs-roll-resolved - a roll (made here or entered) was resolved
 */
@customElement('hs-roll-tool')
export class HsRollTool extends LitElement {
  static override styles = [sharedStyles, rollToolStyles, rollPageStyles, foldedRollStyles];

  @query('hs-roll-log') private log?: HsRollLog;

  @state() private inputs: Record<string, InputValue> = {};
  @state() private problems: InputProblem[] = [];
  @state() private mode: 'app' | 'entered' = 'app';
  @state() private entered: (number | null)[][] = [];
  @state() private shown: Shown | null = null;
  /** The link's two-party token (request, answer or result), or null. */
  @state() private twoParty: string | null = null;
  /** Said once the inputs changed under a roll: the roll was cleared, not recalculated. */
  @state() private cleared = '';
  @state() private rolling = false;
  @state() private store?: Store;
  @state() private savedGameId: string | null = null;
  @state() private announcement = '';
  /** The breakdown and odds are open from the bar (on a phone); always shown in the side panel. */
  @state() private opened = false;

  /** The tool to run. */
  @property({ attribute: false }) tool?: RollTool;
  /** The game's slug (for the roll log). */
  @property() game = '';
  /** The page's link: initial inputs in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Inputs set by the page holding the roller (a tracker's counts), as link pairs; no link is kept. */
  @property({ attribute: false }) preset?: readonly (readonly [string, string])[];
  /** Where new seeds come from (tests pass a fixed one). */
  @property({ attribute: false }) seedSource: () => string = freshSeed;
  /** Text of a table cell. */
  @property({ attribute: false }) cellText?: (cell: unknown) => string;
  /** Worked examples from the rulebook, each opened as a link with its inputs and dice. */
  @property({ attribute: false }) examples: readonly RollExample[] = [];
  /** Store override (tests); by default the app's IndexedDB store. */
  @property({ attribute: false }) storeOverride?: Store;
  /**
   * Drawn as its tool's whole page: the result panel stays in view (beside the inputs, or a
   * bar at the bottom of a phone's screen). Off when the roller sits inside another tool.
   */
  @property({ type: Boolean, reflect: true }) page = false;

  /** `text` with its ruling codes linked to the game's rulings page. */
  private linked(text: string) {
    return withRulingLinks(this.game, text);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void (this.storeOverride ? Promise.resolve(this.storeOverride) : getStore()).then(
      async (store) => {
        this.store = store;
        const active = await store.getPreference(`active-game/${this.game}`).catch(() => null);
        this.savedGameId = typeof active === 'string' ? active : null;
        const key = rollModeKey(this.game, this.tool?.id ?? '');
        const mode = await store.getPreference(key).catch(() => null);
        if (mode === 'app' || mode === 'entered') this.mode = mode;
      },
    );
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('tool') || changed.has('host') || changed.has('preset')) && this.tool)
      this.readLink();
  }

  private readLink(): void {
    const tool = this.tool;
    if (!tool) return;
    const { inputs, problems, shown, twoParty } = readRollLink(
      tool,
      this.host?.params ?? this.preset ?? [],
    );
    this.twoParty = twoParty;
    this.inputs = inputs;
    this.entered = tool.sides.map((s) => Array.from({ length: s.dice.count }, () => null));
    this.shown = shown;
    this.problems = problems;
  }

  private writeLink(): void {
    const tool = this.tool;
    if (!tool || !this.host) return;
    const pairs = writeRollLink(tool, this.inputs, this.shown);
    if (this.twoParty !== null && this.shown?.source.kind !== 'two-party')
      pairs.push(['tp', this.twoParty]);
    this.host.setParams(pairs);
  }

  /**
   * A changed input clears the roll (and any two-party step) rather than recalculating it: a
   * result is never shown with inputs it was not rolled with, and the link never pairs them.
   */
  private handleInputs(e: CustomEvent<{ inputs: Record<string, InputValue> }>): void {
    this.inputs = e.detail.inputs;
    if (this.shown || this.twoParty !== null) {
      this.cleared = clearedText(this.shown, this.twoParty);
      this.announcement = this.cleared;
      this.shown = null;
      this.twoParty = null;
    }
    this.writeLink();
  }

  private handleTwoPartyLink(e: TwoPartyLinkEvent): void {
    this.twoParty = e.detail.token;
    this.writeLink();
  }

  private handleTwoPartyResult(e: TwoPartyResultEvent): void {
    const { dice, token, status, proves, fresh } = e.detail;
    this.twoParty = token;
    const shown: Shown = { naturals: dice, source: { kind: 'two-party', token, status, proves } };
    if (fresh) this.show(shown);
    else {
      this.shown = shown;
      this.writeLink();
    }
  }

  private current(): { rolls: RollResult[]; resolution: Resolution } | null {
    const tool = this.tool;
    if (!tool || !this.shown) return null;
    try {
      return resolveTool(tool, this.shown.naturals, this.inputs);
    } catch {
      return null;
    }
  }

  private async handleRoll(): Promise<void> {
    const tool = this.tool;
    // The button stays enabled while the dice roll (disabling it would drop keyboard focus);
    // a press meanwhile is ignored.
    if (!tool || this.rolling) return;
    const seed = this.seedSource();
    const naturals = rollFromSeed(tool, seed, this.inputs);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) {
      this.rolling = true;
      await new Promise((r) => setTimeout(r, 450));
      this.rolling = false;
    }
    this.show({ naturals, source: { kind: 'app', seed } });
  }

  private setMode(mode: 'app' | 'entered'): void {
    this.mode = mode;
    const key = rollModeKey(this.game, this.tool?.id ?? '');
    void this.store?.setPreference(key, mode).catch(() => undefined);
  }

  /** A face was tapped: once every die has one, the result shows and the entry starts afresh. */
  private handleEnter(side: number, faces: (number | null)[]): void {
    const entered = this.entered.map((f, j) => (j === side ? faces : f));
    if (entered.some((s) => s.some((f) => f === null))) {
      this.entered = entered;
      return;
    }
    this.entered = entered.map((s) => s.map(() => null));
    this.show({ naturals: entered.map((s) => s.map((f) => f ?? 1)), source: { kind: 'entered' } });
  }

  private show(shown: Shown): void {
    this.shown = shown;
    this.cleared = '';
    if (shown.source.kind !== 'two-party') this.twoParty = null;
    this.writeLink();
    const tool = this.tool;
    const cur = this.current();
    if (!tool || !cur) return;
    this.announcement = `${cur.resolution.outcome.label}. ${rollBreakdownText(tool, cur.rolls)}`;
    this.dispatchEvent(
      new CustomEvent('hs-roll-resolved', {
        detail: { tool: tool.id, rolls: cur.rolls, resolution: cur.resolution },
        bubbles: true,
        composed: true,
      }),
    );
    void this.record(cur.rolls, cur.resolution, shown);
  }

  private async record(
    rolls: readonly RollResult[],
    resolution: Resolution,
    shown: Shown,
  ): Promise<void> {
    const tool = this.tool;
    if (!tool || !this.store) return;
    const entry = rollRecord({
      id: crypto.randomUUID(),
      game: this.game,
      tool,
      savedGameId: this.savedGameId,
      at: rollStamp(),
      inputs: effectiveInputs(tool, this.inputs),
      rolls,
      outcome: resolution.outcome.label,
      source: shown.source,
    });
    if (!entry) return;
    // The result is on screen first; the write and the log's new entry follow the paint.
    await afterPaint();
    try {
      await this.store.addRoll(entry);
      this.log?.add(entry);
    } catch {
      // The store has told the player (quota, failure); the result stays on screen.
    }
  }

  /** Brings the input `id` (in a side's checklist) into view above the bar, and focuses it. */
  private showInput(id: string): void {
    for (const list of this.renderRoot.querySelectorAll('hs-modifier-list')) {
      const el = list.shadowRoot?.getElementById(`i-${id}`);
      if (!el) continue;
      el.scrollIntoView({ block: 'center' });
      el.focus({ preventScroll: true });
      return;
    }
  }

  override render() {
    const tool = this.tool;
    if (!tool) return nothing;
    const eff = effectiveInputs(tool, this.inputs);
    const failed = failedChecks(tool, eff);
    const places = checkPlaces(tool, eff, failed);
    const warnings = places.flatMap((p) => (p.at ? [{ at: p.at.id, check: p.check }] : []));
    const cur = this.current();
    const odds = failed.length ? null : tool.odds(eff);
    const view =
      cur && this.shown ? { game: this.game, tool, ...cur, source: this.shown.source } : null;
    const sides = html`<section class="sides" aria-label="Situation">
      ${tool.sides.map(
        (side) =>
          html`<hs-modifier-list
            .game=${this.game}
            .side=${side}
            .inputs=${eff}
            .warnings=${warnings}
            @hs-inputs-change=${this.handleInputs}
          ></hs-modifier-list>`,
      )}
    </section>`;
    const rest = html`${
      // Two-party steps travel as this page's links: not offered where the roller has none.
      this.host
        ? renderTwoParty({
            tool,
            game: this.game,
            inputs: eff,
            store: this.store,
            token: this.twoParty,
            onLink: (e) => {
              this.handleTwoPartyLink(e);
            },
            onResult: (e) => {
              this.handleTwoPartyResult(e);
            },
          })
        : nothing
    }
    ${renderRollTable(tool, this.cellText, cur?.resolution)}
    ${renderRollExamples(this.game, tool, this.examples)} ${renderRollNotes(this.game, tool)}
    ${renderRollLog(this.game, tool, this.store, this.savedGameId)}`;
    const folded = tool.foldSetup === true;
    const about = html`<p class="summary">
      ${tool.summary} <span class="rule">${this.linked(tool.rule)}</span>
    </p>`;
    // The page's notices (slot `lead`), the shared banner and the summary open the inputs' column,
    // inside the layout: the bar sticks within the layout, so anything above it would hold a
    // link's result below a phone's screen.
    return html`
      ${renderLinkProblems(this.problems)}
      <div class="layout ${folded ? 'folded' : tool.sides.length > 1 ? 'opposed' : 'single'}">
        ${
          folded
            ? html`<slot name="lead"></slot>
                ${renderFoldedSetup(tool, modifierTotals(tool, this.inputs), about, sides)}`
            : html`<div class="main">
                <slot name="lead"></slot>
                ${renderSharedBanner(this.shown?.source)} ${about} ${sides} ${rest}
              </div>`
        }
        ${renderRollPanel({
          tool: dicedTool(tool, eff),
          controls: {
            tool: dicedTool(tool, eff),
            mode: this.mode,
            rolling: this.rolling,
            game: this.game,
            failed,
            places,
            notDue: tool.notDue?.(eff) ?? null,
            showInput: (id) => {
              this.showInput(id);
            },
            totals: modifierTotals(tool, this.inputs),
            entered: this.entered,
            setMode: (mode) => {
              this.setMode(mode);
            },
            roll: () => void this.handleRoll(),
            enter: (i, faces) => {
              this.handleEnter(i, faces);
            },
          },
          result: view,
          odds,
          opened: this.opened,
          toggle: () => (this.opened = !this.opened),
          shareLabel: this.host ? (this.shown ? 'Share this roll' : 'Share this setup') : null,
          announcement: this.announcement,
          cleared: this.cleared,
          forum:
            cur && this.shown && this.host
              ? forumPost({
                  gameTitle: findGame(this.game)?.title ?? this.game,
                  tool,
                  inputs: eff,
                  ...cur,
                  odds,
                  source: this.shown.source,
                  link: location.href,
                })
              : null,
        })}
        ${
          folded
            ? html`<slot name="after-roll"></slot>
                <div class="main">${renderSharedBanner(this.shown?.source)} ${rest}</div>`
            : nothing
        }
      </div>
    `;
  }
}

/** A resolved roll: the tool's id, each side's roll and the resolution. */
export type RollResolvedEvent = CustomEvent<{
  tool: string;
  rolls: readonly RollResult[];
  resolution: Resolution;
}>;

declare global {
  interface HTMLElementTagNameMap {
    'hs-roll-tool': HsRollTool;
  }
  interface GlobalEventHandlersEventMap {
    'hs-roll-resolved': RollResolvedEvent;
  }
}
