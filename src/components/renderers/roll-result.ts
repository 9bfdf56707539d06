/**
 * The generic roller's result, in two parts so the outcome can sit in a small panel or bar while
 * the breakdown opens from it: the outcome with its effects and each side's dice and total at a
 * glance; then how each side's total was reached (dice, every modifier with its rule, the total
 * and what it was read as) and where the dice came from. Templates, so the roller's element
 * keeps to its state and events.
 */
import { html, nothing } from 'lit';
import type { RollTool, Resolution } from '../../core/shared/tool.js';
import type { RollResult } from '../../core/shared/types.js';
import { signedTotal, type RollSource } from '../../core/shared/roll-link.js';
import { withRulingLinks } from '../shared/ruling-links.js';

/** What the roller shows once dice are on screen. */
export interface RollResultView {
  readonly game: string;
  readonly tool: RollTool;
  readonly rolls: readonly RollResult[];
  readonly resolution: Resolution;
  readonly source: RollSource;
}

/** Where the dice came from, in words. */
function sourceLine(src: RollSource) {
  return html`<p class="source">
    ${src.kind === 'app' ? html`Rolled here, on one device · seed <code>${src.seed}</code>` : nothing}
    ${
      src.kind === 'shared'
        ? html`<strong>Rolled on one device, elsewhere</strong>: these dice follow from seed
            <code>${src.seed}</code>, so anyone opening this link sees the same roll; the roller
            could have chosen the seed.`
        : nothing
    }
    ${src.kind === 'two-party' ? html`<strong>${src.status}</strong>` : nothing}
    ${src.kind === 'entered' ? html`Dice entered at the table.` : nothing}
  </p>`;
}

/** Each side's dice and total on one line, sides side by side: the roll at a glance. */
function tally(tool: RollTool, rolls: readonly RollResult[]) {
  const several = tool.sides.length > 1;
  return html`<div class="tally">
    ${rolls.map(
      (r, i) =>
        html`<p class="side-tally">
          ${several ? html`<span class="side-name">${tool.sides[i]?.label}</span>` : nothing}
          <span class="dice">${r.natural.map((f) => html`<span class="die">${f}</span>`)}</span>
          <span class="sum">total ${r.clamped}</span>
        </p>`,
    )}
  </div>`;
}

/**
 * The outcome first, then what the players do next (the resolution's `next` lines; without them
 * its detail and effects), the dice at a glance, and, where there are `next` lines, the detail
 * and effects after them (in the full result on a phone).
 */
export function renderRollOutcome(view: RollResultView | null) {
  if (!view)
    return html`<p class="placeholder">
      Roll, or enter the dice you rolled, to see the result here.
    </p>`;
  const { tool, rolls, resolution } = view;
  const linked = (text: string) => withRulingLinks(view.game, text);
  const { outcome, effects, next } = resolution;
  // Said with the outcome, which a phone shows first: the full words are in the two-party section.
  const unproven =
    view.source.kind === 'two-party' && view.source.proves === false
      ? html`<p class="notice unproven">
          <strong>Unproven on this device:</strong> this device did not answer this two-party roll,
          so it proves nothing to you (see “Two-party roll”).
        </p>`
      : nothing;
  const full = html`${outcome.detail ? html`<p class="detail">${linked(outcome.detail)}</p>` : nothing}
  ${
    effects?.length
      ? html`<ul class="effects">
          ${effects.map((e) => html`<li>${linked(e)}</li>`)}
        </ul>`
      : nothing
  }`;
  // A tool whose page says the next step itself (a folded set-up: the turn clock's own section
  // follows the roll) keeps its detail and effects in the full result, as after `next` lines.
  return next?.length || tool.foldSetup === true
    ? html`
        ${unproven}
        <p class="outcome ${outcome.tone ?? 'neutral'}">${linked(outcome.label)}</p>
        ${
          next?.length
            ? html`<ul class="next">
                ${next.map((e) => html`<li>${linked(e)}</li>`)}
              </ul>`
            : nothing
        }
        ${tally(tool, rolls)}
        <div class="after-next">${full}</div>
      `
    : html`
        ${unproven}
        <p class="outcome ${outcome.tone ?? 'neutral'}">${linked(outcome.label)}</p>
        <div class="first">${full}</div>
        ${tally(tool, rolls)}
      `;
}

/** How each side's total was reached, and where the dice came from; nothing before a roll. */
export function renderRollBreakdown(view: RollResultView | null) {
  if (!view) return nothing;
  const { tool, rolls, source } = view;
  const linked = (text: string) => withRulingLinks(view.game, text);
  const several = tool.sides.length > 1;
  return html`
    <table class="breakdown">
      <caption class="visually-hidden">
        How the result was reached
      </caption>
      <thead>
        <tr>
          ${several ? html`<th scope="col">Side</th>` : nothing}
          <th scope="col">Dice</th>
          <th scope="col">Modifiers</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        ${rolls.map(
          (r, i) =>
            html`<tr>
              ${several ? html`<th scope="row">${tool.sides[i]?.label}</th>` : nothing}
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
                            ${signedTotal(m.value)} ${linked(m.label)}
                            <span class="rule">${linked(m.rule)}</span>
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
    ${sourceLine(source)}
  `;
}
