/**
 * How the player rolls in the generic roller: what keeps the roll from being allowed, a
 * two-way switch between rolling here and entering the dice rolled at the table (drawn as a
 * choice, unlike the Roll button), then the roll button or a dice entry per side (the result
 * shows as soon as the last die is tapped), and each side's modifier total. A template over the
 * roller's state and handlers.
 */
import { html, nothing } from 'lit';
import type { InputCheck, InputDef, RollTool } from '../../core/shared/tool.js';
import { signedTotal } from '../../core/shared/roll-link.js';
import { withRulingLinks } from '../shared/ruling-links.js';
import '../shared/hs-dice-entry.js';

/** The roller's state and handlers the controls need. */
export interface RollControlsView {
  readonly game: string;
  readonly tool: RollTool;
  readonly mode: 'app' | 'entered';
  readonly rolling: boolean;
  /** The checks that fail: while any does, rolling is not allowed. */
  readonly failed: readonly InputCheck[];
  /** Where each failed check is shown in full: beside an input, or (null) here only. */
  readonly places?: readonly { readonly check: InputCheck; readonly at: InputDef | null }[];
  /** Why no roll is due under the inputs (the tool's `notDue`): no roll is offered. */
  readonly notDue?: string | null;
  /** Brings the input with this id into view and focuses it. */
  showInput?(id: string): void;
  /** Each side's modifier total. */
  readonly totals: readonly number[];
  /** Each side's entered faces, null where not entered yet. */
  readonly entered: readonly (readonly (number | null)[])[];
  setMode(mode: 'app' | 'entered'): void;
  roll(): void;
  /** A face was tapped: the roller shows the result once every die has one. */
  enter(side: number, faces: (number | null)[]): void;
}

/**
 * Why the roll is not allowed: in one short line per check whose warning stands beside its input
 * (a button that brings that input into view), in full with its rule otherwise.
 */
function renderFailed(v: RollControlsView) {
  const { failed, game } = v;
  if (failed.length === 0) return nothing;
  const linked = (text: string) => withRulingLinks(game, text);
  const places = v.places ?? failed.map((check) => ({ check, at: null }));
  // A check shown beside its input is one short line here, said in full to a screen reader.
  return html`<div class="notice failed" role="alert">
    ${places.map(({ check, at }) =>
      at
        ? html`<p>
            Not allowed:
            <button
              type="button"
              class="link"
              @click=${() => {
                v.showInput?.(at.id);
              }}
            >
              see “${at.label}”
            </button>
            <span class="visually-hidden">: ${check.message}</span>
          </p>`
        : html`<p>
            Not allowed: ${linked(check.message)} <span class="rule">${linked(check.rule)}</span>
          </p>`,
    )}
  </div>`;
}

/** The mode switch, the roll button or the dice entries, and the modifier totals. */
export function renderRollControls(v: RollControlsView) {
  const { tool } = v;
  if (v.notDue)
    return html`<div class="notice not-due" role="status">
      <p><strong>No test due.</strong> ${withRulingLinks(v.game, v.notDue)}</p>
    </div>`;
  const blocked = v.failed.length > 0;
  return html`${renderFailed(v)}
    <div class="go">
      <div class="mode" role="group" aria-label="How to roll">
        <button
          type="button"
          aria-pressed=${v.mode === 'app' ? 'true' : 'false'}
          @click=${() => {
            v.setMode('app');
          }}
        >
          Roll here
        </button>
        <button
          type="button"
          aria-pressed=${v.mode === 'entered' ? 'true' : 'false'}
          @click=${() => {
            v.setMode('entered');
          }}
        >
          Enter my dice
        </button>
      </div>
      ${
        v.mode === 'app'
          ? html`<button
              type="button"
              class="primary big ${v.rolling ? 'rolling' : ''}"
              ?disabled=${blocked}
              aria-disabled=${v.rolling ? 'true' : 'false'}
              @click=${() => {
                v.roll();
              }}
            >
              ${v.rolling ? 'Rolling…' : `Roll ${tool.sides.map((s) => `${s.dice.count}d${s.dice.sides}`).join(tool.joint ? ' and ' : ' vs ')}`}
            </button>`
          : html`<div class="entries">
              ${tool.sides.map(
                (side, i) =>
                  html`<hs-dice-entry
                    .dice=${side.dice}
                    .label=${side.label}
                    .faces=${v.entered[i] ?? []}
                    ?disabled=${blocked}
                    @hs-dice-change=${(e: CustomEvent<{ faces: (number | null)[] }>) => {
                      v.enter(i, e.detail.faces);
                    }}
                  ></hs-dice-entry>`,
              )}
            </div>`
      }
    </div>
    <p class="totals">
      Modifier total:
      ${tool.sides.map((s, i) => html`<span>${tool.sides.length > 1 ? `${s.label} ` : ''}${signedTotal(v.totals[i] ?? 0)}</span> `)}
    </p>`;
}
