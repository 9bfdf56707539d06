import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { RollExample } from '../../core/shared/game-module.js';
import type { InputValue, RollResult } from '../../core/shared/types.js';
import type { Resolution } from '../../core/shared/tool.js';
import { effectiveInputs } from '../../core/shared/tool-inputs.js';
import {
  rollBreakdownText,
  rollFromSeed,
  rollRecord,
  type ShownRoll as Shown,
} from '../../core/shared/roll-link.js';
import { RollToolModel, type RollMode } from './roll-tool-model.js';
import type { ToolHost } from '../tool-host.js';
import { rollStamp } from './roll-stamp.js';
import { consume } from '@lit/context';
import { servicesContext, type Services, type Store } from '../services.js';
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
import { renderTwoParty } from './roll-two-party.js';
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

  /** The inputs, the dice mode, the roll on screen and what is said: one pure model. */
  @state() private model: RollToolModel | null = null;
  @state() private rolling = false;
  @state() private store?: Store;
  @state() private savedGameId: string | null = null;
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
  /** The store its parent holds (a tracker's); by default the page's, from `services`. */
  @property({ attribute: false }) storeOverride?: Store;
  /** The page's services (its store, the saved game last opened, the catalogue's names). */
  @consume({ context: servicesContext })
  @property({ attribute: false })
  services: Services | undefined;
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
    const services = this.services;
    const opening = this.storeOverride ? Promise.resolve(this.storeOverride) : services?.store();
    void opening?.then(async (store) => {
      this.store = store;
      this.savedGameId = (await services?.activeGame(store, this.game)) ?? null;
      const key = rollModeKey(this.game, this.tool?.id ?? '');
      const mode = await store.getPreference(key).catch(() => null);
      if ((mode === 'app' || mode === 'entered') && this.model)
        this.model = this.model.withMode(mode);
      else if (mode === 'app' || mode === 'entered') this.storedMode = mode;
    });
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('tool') || changed.has('host') || changed.has('preset')) && this.tool)
      this.readLink();
  }

  /** The dice mode read from the device before the tool was set. */
  private storedMode: RollMode | null = null;

  private readLink(): void {
    const tool = this.tool;
    if (!tool) return;
    const before = this.model ?? undefined;
    let model = RollToolModel.fromLink(tool, this.host?.params ?? this.preset ?? [], before);
    if (!before && this.storedMode) model = model.withMode(this.storedMode);
    this.model = model;
  }

  /** Takes `model` and writes its link. */
  private change(model: RollToolModel): void {
    this.model = model;
    this.host?.setParams(model.link());
  }

  /**
   * A changed input clears the roll (and any two-party step) rather than recalculating it: a
   * result is never shown with inputs it was not rolled with, and the link never pairs them.
   */
  private handleInputs(e: CustomEvent<{ inputs: Record<string, InputValue> }>): void {
    if (this.model) this.change(this.model.withInputs(e.detail.inputs));
  }

  private handleTwoPartyLink(e: TwoPartyLinkEvent): void {
    if (this.model) this.change(this.model.withTwoParty(e.detail.token));
  }

  private handleTwoPartyResult(e: TwoPartyResultEvent): void {
    const { dice, token, status, proves, fresh } = e.detail;
    if (!this.model) return;
    const shown: Shown = { naturals: dice, source: { kind: 'two-party', token, status, proves } };
    if (fresh) {
      this.model = this.model.withTwoParty(token);
      this.show(shown);
    } else this.change(this.model.reopening(shown, token));
  }

  private async handleRoll(): Promise<void> {
    const tool = this.tool;
    // The button stays enabled while the dice roll (disabling it would drop keyboard focus);
    // a press meanwhile is ignored.
    if (!tool || this.rolling) return;
    const seed = this.seedSource();
    const naturals = rollFromSeed(tool, seed, { ...(this.model?.state.inputs ?? {}) });
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) {
      this.rolling = true;
      await new Promise((r) => setTimeout(r, 450));
      this.rolling = false;
    }
    this.show({ naturals, source: { kind: 'app', seed } });
  }

  private setMode(mode: RollMode): void {
    if (this.model) this.model = this.model.withMode(mode);
    const key = rollModeKey(this.game, this.tool?.id ?? '');
    void this.store?.setPreference(key, mode).catch(() => undefined);
  }

  /** A face was tapped: once every die has one, the result shows and the entry starts afresh. */
  private handleEnter(side: number, faces: (number | null)[]): void {
    if (!this.model) return;
    const { model, done } = this.model.entering(side, faces);
    this.model = model;
    if (done) this.show(done);
  }

  private show(shown: Shown): void {
    const tool = this.tool;
    if (!tool || !this.model) return;
    this.change(this.model.showing(shown, (rolls) => rollBreakdownText(tool, rolls)));
    const cur = this.model.current;
    if (!cur) return;
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
      inputs: effectiveInputs(tool, this.model?.state.inputs ?? {}),
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
    const m = this.model;
    if (!tool || !m) return nothing;
    const { state } = m;
    const eff = m.effective;
    const cur = m.current;
    const odds = m.odds();
    const view =
      cur && state.shown ? { game: this.game, tool, ...cur, source: state.shown.source } : null;
    const sides = html`<section class="sides" aria-label="Situation">
      ${tool.sides.map(
        (side) =>
          html`<hs-modifier-list
            .game=${this.game}
            .side=${side}
            .inputs=${eff}
            .warnings=${m.warnings}
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
            token: state.twoParty,
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
      ${renderLinkProblems(state.problems)}
      <div class="layout ${folded ? 'folded' : tool.sides.length > 1 ? 'opposed' : 'single'}">
        ${
          folded
            ? html`<slot name="lead"></slot> ${renderFoldedSetup(tool, m.totals, about, sides)}`
            : html`<div class="main">
                <slot name="lead"></slot>
                ${renderSharedBanner(state.shown?.source)} ${about} ${sides} ${rest}
              </div>`
        }
        ${renderRollPanel({
          tool: m.diced,
          controls: {
            tool: m.diced,
            mode: state.mode,
            rolling: this.rolling,
            game: this.game,
            failed: m.failed,
            places: m.places,
            notDue: tool.notDue?.(eff) ?? null,
            showInput: (id) => {
              this.showInput(id);
            },
            totals: m.totals,
            entered: state.entered,
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
          shareLabel: this.host ? (state.shown ? 'Share this roll' : 'Share this setup') : null,
          announcement: state.announcement,
          cleared: state.cleared,
          forum:
            cur && state.shown && this.host
              ? forumPost({
                  gameTitle: this.services?.gameTitle(this.game) ?? this.game,
                  tool,
                  inputs: eff,
                  ...cur,
                  odds,
                  source: state.shown.source,
                  link: location.href,
                })
              : null,
        })}
        ${
          folded
            ? html`<slot name="after-roll"></slot>
                <div class="main">${renderSharedBanner(state.shown?.source)} ${rest}</div>`
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
