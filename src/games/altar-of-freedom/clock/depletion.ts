import { html, nothing, type TemplateResult } from 'lit';
import {
  depletionStep,
  needsDepletionRoll,
  type ClockState,
  type Side,
} from '../../../core/games/altar-of-freedom/index.js';
import { SIDES, SIDE_NAMES } from '../../../core/games/altar-of-freedom/display-names.js';
import { D6 } from '../../../core/shared/dice.js';
import { button, buttonsFor } from '../../../components/shared/buttons.js';
import { expiryOdds } from './expiry-odds.js';

/** Every face of the depletion die, for results rolled at the table. */
const FACES = Array.from({ length: D6.sides }, (_, i) => i + 1);

/** The depletion before a lower bid level, and what the player may do about it. */
export interface DepletionView {
  readonly clock: ClockState;
  readonly masterful: Readonly<Record<Side, boolean>>;
  /** Each side's depletion dice, once rolled. */
  readonly rolls: Readonly<Record<Side, readonly number[]>> | null;
  /** The die a Masterful commander without the clock kept (ruling A51). */
  readonly kept: number | null;
  setMasterful(side: Side, on: boolean): void;
  roll(): void;
  keep(side: Side, n: number): void;
  take(n: number): void;
}

/** The rolled dice: a Masterful commander without the clock keeps one, then the controller takes one off. */
function choice(v: DepletionView) {
  if (!v.rolls) return nothing;
  const step = depletionStep(v.rolls, v.clock.controller, v.kept);
  if (step.kind === 'keep') {
    const who = SIDE_NAMES[step.side];
    return html`<div class="rolls" role="group" aria-label="${who} commander keeps one die">
      <span>${who} commander (Masterful) keeps:</span>
      ${buttonsFor(step.dice, (n) => ({
        label: html`${n}<span class="visually-hidden"> (${who} keeps)</span>`,
        click: () => {
          v.keep(step.side, n);
        },
      }))}
    </div>`;
  }
  return html`<div class="rolls" role="group" aria-label="Take one result off the clock">
    ${buttonsFor(step.choices, (ch) => ({
      label: html`${ch.value}<span class="visually-hidden">
          (${SIDE_NAMES[ch.side]} roll): take off the clock</span
        >`,
      click: () => {
        v.take(ch.value);
      },
    }))}
  </div>`;
}

/**
 * Before each lower bid level: the depletion roll and its choice first (so its outcome shows
 * where the tap was), or a number rolled at the table to take off directly; then who is
 * Masterful and the odds that the turn ends.
 */
export function depletion(v: DepletionView): TemplateResult {
  return html`${
      needsDepletionRoll(v.clock) && !v.rolls
        ? button({
            label: 'Roll depletion dice',
            class: 'primary',
            click: () => {
              v.roll();
            },
          })
        : nothing
    }
    ${choice(v)}
    <p class="rule">Rolled at the table? Take the chosen number off directly:</p>
    <div class="rolls" role="group" aria-label="Take a number off the clock">
      ${buttonsFor(FACES, (n) => ({
        label: html`${n}<span class="visually-hidden">: take off the clock</span>`,
        click: () => {
          v.take(n);
        },
      }))}
    </div>
    <div class="controls">
      ${SIDES.map(
        (s) =>
          html`<label class="flag"
            ><input
              type="checkbox"
              .checked=${v.masterful[s]}
              @change=${(e: Event) => {
                v.setMasterful(s, (e.target as HTMLInputElement).checked);
              }}
            />
            ${SIDE_NAMES[s]} commander is Masterful (rolls 2, keeps either)</label
          >`,
      )}
    </div>
    ${expiryOdds(v.clock, v.masterful)}`;
}
