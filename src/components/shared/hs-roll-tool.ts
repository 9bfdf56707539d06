import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { RollExample } from '../../core/shared/game-module.js';
import type { InputValue, RollResult } from '../../core/shared/types.js';
import type { Resolution } from '../../core/shared/tool.js';
import { rollDice } from '../../core/shared/dice.js';
import { signed as signedNumber } from '../../core/shared/signed.js';
import { seededRoller } from '../../core/shared/roller.js';
import {
  failedChecks,
  formatDiceParam,
  modifierTotals,
  parseDiceParam,
  readInputs,
  resolveTool,
  writeInputs,
  effectiveInputs,
  type InputProblem,
} from '../../core/shared/tool-inputs.js';
import type { RollRecord } from '../../core/shared/roll-record-schema.js';
import type { ToolHost } from '../tool-host.js';
import { nextStamp } from '../../storage/conflict.js';
import { getStore, type Store } from '../../storage/store.js';
import { freshSeed } from '../../platform/random.js';
import { sharedStyles } from './shared-styles.js';
import { withRulingLinks } from './ruling-links.js';
import { rollToolStyles } from './hs-roll-tool.styles.js';
import type { HsRollLog } from './hs-roll-log.js';
import './hs-modifier-list.js';
import './hs-dice-entry.js';
import './hs-odds-view.js';
import './hs-table-view.js';
import './hs-roll-log.js';
import './hs-share-button.js';

/** Where the shown result's dice came from. */
type Source =
  | { readonly kind: 'app'; readonly seed: string }
  | { readonly kind: 'shared'; readonly seed: string }
  | { readonly kind: 'entered' };

interface Shown {
  readonly naturals: readonly (readonly number[])[];
  readonly source: Source;
}

/** A roll result as the roll-log schema types it (plain arrays). */
const mutableResult = (r: RollResult): RollRecord['result'] => ({
  ...r,
  dice: { ...r.dice },
  natural: [...r.natural],
  modifiers: r.modifiers.map((m) => ({ ...m })),
});

const signed = (n: number) => signedNumber(n, '±0');

let lastRollStamp = '';
/**
 * When a roll was made: now, but always later than the roll before it in this tab, so that the
 * log's newest-first order (and Undo, which takes the newest) holds for two rolls in one
 * millisecond.
 */
function rollStamp(): string {
  lastRollStamp = lastRollStamp ? nextStamp(lastRollStamp) : new Date().toISOString();
  return lastRollStamp;
}

/**
 * Any roll tool of the rules core, complete: modifier checklists for each side, roll in the app
 * or enter the dice rolled at the table, the result with its full breakdown (announced), exact
 * odds, the table with the result highlighted, the roll log and a share link. The URL always
 * holds the inputs and the roll (its seed, or the entered dice).
 *
 * @summary Generic roller for a core RollTool.
 * @fires hs-roll-resolved - a roll (made here or entered) was resolved
 */
@customElement('hs-roll-tool')
export class HsRollTool extends LitElement {
  static override styles = [sharedStyles, rollToolStyles];

  @query('hs-roll-log') private log?: HsRollLog;

  @state() private inputs: Record<string, InputValue> = {};
  @state() private problems: InputProblem[] = [];
  @state() private mode: 'app' | 'entered' = 'app';
  @state() private entered: (number | null)[][] = [];
  @state() private shown: Shown | null = null;
  @state() private rolling = false;
  @state() private store?: Store;
  @state() private savedGameId: string | null = null;
  @state() private announcement = '';

  /** The tool to run. */
  @property({ attribute: false }) tool?: RollTool;
  /** The game's slug (for the roll log). */
  @property() game = '';
  /** The page's link: initial inputs in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where new seeds come from (tests pass a fixed one). */
  @property({ attribute: false }) seedSource: () => string = freshSeed;
  /** Text of a table cell. */
  @property({ attribute: false }) cellText?: (cell: unknown) => string;
  /** Worked examples from the rulebook, each opened as a link with its inputs and dice. */
  @property({ attribute: false }) examples: readonly RollExample[] = [];
  /** Store override (tests); by default the app's IndexedDB store. */
  @property({ attribute: false }) storeOverride?: Store;

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
      },
    );
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('tool') || changed.has('host')) && this.tool) this.readLink();
  }

  private readLink(): void {
    const tool = this.tool;
    if (!tool) return;
    const params = this.host?.params ?? [];
    const { inputs, problems } = readInputs(tool, params);
    this.inputs = inputs;
    this.entered = tool.sides.map((s) => Array.from({ length: s.dice.count }, () => null));
    const get = (k: string) => params.find(([key]) => key === k)?.[1];
    const seed = get('seed');
    const dice = get('dice');
    this.shown = null;
    if (seed !== undefined) {
      if (/^[A-Za-z0-9_-]{1,64}$/.test(seed))
        this.shown = { naturals: this.rollFromSeed(seed), source: { kind: 'shared', seed } };
      else
        problems.push({
          key: 'seed',
          message: 'The roll in this link has a malformed seed; no roll is shown.',
        });
    } else if (dice !== undefined) {
      const naturals = parseDiceParam(dice);
      const valid =
        naturals !== null &&
        naturals.length === tool.sides.length &&
        naturals.every((faces, i) => {
          const spec = tool.sides[i]?.dice;
          return (
            spec !== undefined &&
            faces.length === spec.count &&
            faces.every((f) => f >= 1 && f <= spec.sides)
          );
        });
      if (valid) this.shown = { naturals, source: { kind: 'entered' } };
      else
        problems.push({
          key: 'dice',
          message: `The dice in this link (“${dice.slice(0, 40)}”) do not fit this roll; no roll is shown.`,
        });
    }
    this.problems = problems;
  }

  private rollFromSeed(seed: string): number[][] {
    const tool = this.tool;
    if (!tool) return [];
    const roller = seededRoller(seed);
    return tool.sides.map((s) => rollDice(s.dice, roller));
  }

  private writeLink(): void {
    const tool = this.tool;
    if (!tool || !this.host) return;
    const pairs = writeInputs(tool, this.inputs);
    const s = this.shown;
    if (s && s.source.kind !== 'entered') pairs.push(['seed', s.source.seed]);
    if (s && s.source.kind === 'entered') pairs.push(['dice', formatDiceParam(s.naturals)]);
    this.host.setParams(pairs);
  }

  private handleInputs(e: CustomEvent<{ inputs: Record<string, InputValue> }>): void {
    this.inputs = e.detail.inputs;
    this.writeLink();
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
    const naturals = this.rollFromSeed(seed);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) {
      this.rolling = true;
      await new Promise((r) => setTimeout(r, 450));
      this.rolling = false;
    }
    this.show({ naturals, source: { kind: 'app', seed } });
  }

  private handleEnteredApply(): void {
    if (this.entered.some((side) => side.some((f) => f === null))) return;
    this.show({
      naturals: this.entered.map((side) => side.map((f) => f ?? 1)),
      source: { kind: 'entered' },
    });
  }

  private show(shown: Shown): void {
    this.shown = shown;
    this.writeLink();
    const cur = this.current();
    if (!cur) return;
    this.announcement = `${cur.resolution.outcome.label}. ${this.breakdownText(cur.rolls)}`;
    this.dispatchEvent(
      new CustomEvent('hs-roll-resolved', {
        detail: { tool: this.tool?.id ?? '', rolls: cur.rolls, resolution: cur.resolution },
        bubbles: true,
        composed: true,
      }),
    );
    void this.record(cur.rolls, cur.resolution, shown);
  }

  private breakdownText(rolls: readonly RollResult[]): string {
    return rolls
      .map((r, i) => {
        const side = this.tool?.sides[i]?.label ?? '';
        return `${side}: rolled ${r.natural.join(' and ')}, modifiers ${signed(r.total - r.naturalTotal)}, total ${r.total}${r.clamped !== r.total ? ` (read as ${r.clamped})` : ''}.`;
      })
      .join(' ');
  }

  private async record(
    rolls: readonly RollResult[],
    resolution: Resolution,
    shown: Shown,
  ): Promise<void> {
    const tool = this.tool;
    const first = rolls[0];
    if (!tool || !this.store || !first) return;
    const entry: RollRecord = {
      id: crypto.randomUUID(),
      gameSlug: this.game,
      tool: tool.id,
      savedGameId: this.savedGameId,
      at: rollStamp(),
      inputs: effectiveInputs(tool, this.inputs),
      result: mutableResult(first),
      ...(rolls.length > 1 ? { others: rolls.slice(1).map(mutableResult) } : {}),
      outcome: resolution.outcome.label,
      source: shown.source.kind,
      ...(shown.source.kind !== 'entered' ? { seed: shown.source.seed, seedIndex: 0 } : {}),
    };
    try {
      await this.store.addRoll(entry);
      await this.log?.refresh();
    } catch {
      // The store has told the player (quota, failure); the result stays on screen.
    }
  }

  private renderResult() {
    const tool = this.tool;
    const cur = this.current();
    if (!tool || !this.shown || !cur) {
      return html`<p class="placeholder">
        Roll, or enter the dice you rolled, to see the result here.
      </p>`;
    }
    const { outcome, effects } = cur.resolution;
    const src = this.shown.source;
    return html`
      <p class="outcome ${outcome.tone ?? 'neutral'}">${this.linked(outcome.label)}</p>
      ${outcome.detail ? html`<p>${this.linked(outcome.detail)}</p>` : nothing}
      ${
        effects?.length
          ? html`<ul class="effects">
              ${effects.map((e) => html`<li>${this.linked(e)}</li>`)}
            </ul>`
          : nothing
      }
      <table class="breakdown">
        <caption class="visually-hidden">
          How the result was reached
        </caption>
        <thead>
          <tr>
            ${tool.sides.length > 1 ? html`<th scope="col">Side</th>` : nothing}
            <th scope="col">Dice</th>
            <th scope="col">Modifiers</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          ${cur.rolls.map(
            (r, i) =>
              html`<tr>
                ${tool.sides.length > 1 ? html`<th scope="row">${tool.sides[i]?.label}</th>` : nothing}
                <td>
                  <span class="dice"
                    >${r.natural.map((f) => html`<span class="die">${f}</span>`)}</span
                  >
                </td>
                <td>
                  ${
                    r.modifiers.length
                      ? r.modifiers.map(
                          (m) =>
                            html`<div>
                              ${signed(m.value)} ${this.linked(m.label)}
                              <span class="rule">${this.linked(m.rule)}</span>
                            </div>`,
                        )
                      : 'none'
                  }
                </td>
                <td class="total">
                  ${r.total}${r.clamped !== r.total ? html` <span class="rule">read as ${r.clamped}</span>` : nothing}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p class="source">
        ${src.kind === 'app' ? html`Rolled here · seed <code>${src.seed}</code>` : nothing}
        ${
          src.kind === 'shared'
            ? html`<strong>Rolled elsewhere</strong>: these dice follow from seed
                <code>${src.seed}</code>, so anyone opening this link sees the same roll.`
            : nothing
        }
        ${src.kind === 'entered' ? html`Dice entered at the table.` : nothing}
      </p>
    `;
  }

  override render() {
    const tool = this.tool;
    if (!tool) return nothing;
    const eff = effectiveInputs(tool, this.inputs);
    const failed = failedChecks(tool, eff);
    const cur = this.current();
    const odds = failed.length ? null : tool.odds(eff);
    const totals = modifierTotals(tool, this.inputs);
    const lookup = cur?.resolution.lookup;
    const enteredReady = this.entered.every((side) => side.every((f) => f !== null));
    return html`
      <p class="summary">${tool.summary} <span class="rule">${this.linked(tool.rule)}</span></p>
      ${
        this.problems.length
          ? html`<div class="notice" role="alert">
              <strong>Some of this link could not be used:</strong>
              <ul>
                ${this.problems.map((p) => html`<li>${p.message}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      <div class="layout">
        <section class="sides" aria-label="Situation">
          ${tool.sides.map(
            (side) =>
              html`<hs-modifier-list
                .game=${this.game}
                .side=${side}
                .inputs=${eff}
                @hs-inputs-change=${this.handleInputs}
              ></hs-modifier-list>`,
          )}
        </section>
        <section class="roll" aria-labelledby="roll-h">
          <h2 id="roll-h">Roll</h2>
          ${
            failed.length
              ? html`<div class="notice" role="alert">
                  ${failed.map((c) => html`<p>Not allowed: ${this.linked(c.message)} <span class="rule">${this.linked(c.rule)}</span></p>`)}
                </div>`
              : nothing
          }
          <div class="mode" role="group" aria-label="How to roll">
            <button
              type="button"
              aria-pressed=${this.mode === 'app' ? 'true' : 'false'}
              @click=${() => (this.mode = 'app')}
            >
              Roll here
            </button>
            <button
              type="button"
              aria-pressed=${this.mode === 'entered' ? 'true' : 'false'}
              @click=${() => (this.mode = 'entered')}
            >
              Enter my dice
            </button>
          </div>
          ${
            this.mode === 'app'
              ? html`<button
                  type="button"
                  class="primary big ${this.rolling ? 'rolling' : ''}"
                  ?disabled=${failed.length > 0}
                  aria-disabled=${this.rolling ? 'true' : 'false'}
                  @click=${this.handleRoll}
                >
                  ${this.rolling ? 'Rolling…' : `Roll ${tool.sides.map((s) => `${s.dice.count}d${s.dice.sides}`).join(' vs ')}`}
                </button>`
              : html`${tool.sides.map(
                    (side, i) =>
                      html`<hs-dice-entry
                        .dice=${side.dice}
                        .label=${side.label}
                        .faces=${this.entered[i] ?? []}
                        @hs-dice-change=${(e: CustomEvent<{ faces: (number | null)[] }>) => {
                          this.entered = this.entered.map((f, j) => (j === i ? e.detail.faces : f));
                        }}
                      ></hs-dice-entry>`,
                  )}
                  <button
                    type="button"
                    class="primary big"
                    ?disabled=${!enteredReady || failed.length > 0}
                    @click=${this.handleEnteredApply}
                  >
                    Show result
                  </button>`
          }
          <p class="totals">
            Modifier total:
            ${tool.sides.map((s, i) => html`<span>${tool.sides.length > 1 ? `${s.label} ` : ''}${signed(totals[i] ?? 0)}</span> `)}
          </p>
          <div class="result" aria-live="polite" aria-atomic="true">${this.renderResult()}</div>
          <p class="visually-hidden" role="status">${this.announcement}</p>
          ${
            this.host
              ? html`<hs-share-button
                  .url=${location.href}
                  .heading=${`${tool.title} · Haversack`}
                  label=${this.shown ? 'Share this roll' : 'Share this setup'}
                ></hs-share-button>`
              : nothing
          }
        </section>
      </div>
      ${odds ? html`<section class="odds"><hs-odds-view .odds=${odds} .outcomes=${tool.outcomes}></hs-odds-view></section>` : nothing}
      ${
        tool.table
          ? html`<section class="table">
              <hs-table-view
                .table=${tool.table}
                .cellText=${this.cellText ?? ((c: unknown) => String(c))}
                .highlight=${lookup ? { row: lookup.row, column: lookup.column } : null}
              ></hs-table-view>
            </section>`
          : nothing
      }
      ${
        this.examples.length
          ? html`<section class="notes" aria-labelledby="ex-h">
              <h2 id="ex-h">Worked examples from the rulebook</h2>
              <ul>
                ${this.examples.map((ex) => {
                  const query = new URLSearchParams([
                    ...writeInputs(tool, ex.inputs),
                    ['dice', formatDiceParam(ex.dice)],
                  ]);
                  return html`<li>
                    <a href=${new URL(`?${query.toString()}`, location.href).href}>${ex.title}</a>
                    <span class="rule">${this.linked(ex.rule)}</span>
                    <div>${ex.answer}</div>
                  </li>`;
                })}
              </ul>
            </section>`
          : nothing
      }
      ${
        tool.notes?.length
          ? html`<section class="notes" aria-labelledby="notes-h">
              <h2 id="notes-h">Rulings and notes</h2>
              <ul>
                ${tool.notes.map((n) => html`<li>${this.linked(n.text)} <span class="rule">${this.linked(n.rule)}</span></li>`)}
              </ul>
            </section>`
          : nothing
      }
      <section class="log" aria-labelledby="log-h">
        <h2 id="log-h">Roll log</h2>
        ${
          this.store
            ? html`<hs-roll-log
                .store=${this.store}
                .savedGameId=${this.savedGameId}
                tool=${tool.id}
                filename=${`haversack-${this.game}-${tool.id}`}
              ></hs-roll-log>`
            : nothing
        }
      </section>
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
