/**
 * The generic calculator's result and notes: the headline (announced), the breach of rules in
 * the inputs, the repeated groups with each item's outcome, lines on the whole, the breakdown
 * table, a compact line that stays in view on a phone, and the notes and rulings under it all.
 * Templates over the computed result; the breaches are announced and, unlike a view's notices,
 * kept in print.
 */
import { html, nothing } from 'lit';
import {
  unitFor,
  type CalculatorResult,
  type CalculatorTool,
} from '../../core/shared/calculator.js';
import type { Ruling } from '../../core/shared/ruling.js';
import { renderAlertList } from '../shared/message-lists.js';
import { rulingNote, withRulingLinks } from '../shared/ruling-links.js';
import { calcText, ruleAfter } from './calc-text.js';

/** The breakdown: what each part adds, as printed and here, and the total. */
function renderBreakdown(game: string, tool: CalculatorTool, result: CalculatorResult) {
  const [what, printed, here] = tool.breakdown.columns;
  return html`<table class="breakdown">
    <caption class="visually-hidden">
      ${tool.breakdown.caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${what}</th>
        <th scope="col" class="num">${printed}</th>
        <th scope="col" class="num">${here}</th>
      </tr>
    </thead>
    <tbody>
      ${result.breakdown.rows.map(
        (r) =>
          html`<tr class=${r.here === null ? 'off' : 'on'}>
            <th scope="row">
              ${r.label}${ruleAfter(game, r.rule)}
              ${r.note ? html`<span class="note">${withRulingLinks(game, r.note)}</span>` : nothing}
            </th>
            <td class="num">${r.printed}</td>
            <td class="num">
              ${r.here === null ? html`<span class="visually-hidden">does not apply</span>—` : r.here}
            </td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" colspan="2">${result.breakdown.total.label}</th>
        <td class="num">${result.breakdown.total.value}</td>
      </tr>
    </tfoot>
  </table>`;
}

/**
 * The result section; `repeats` is the repeated groups drawn between the headline and the
 * breakdown (their items are inputs, but each shows its own outcome).
 */
export function renderResult(
  game: string,
  tool: CalculatorTool,
  result: CalculatorResult,
  repeats: unknown = nothing,
) {
  const number = result.headline?.text ?? String(result.total);
  const unit = result.headline?.unit ?? unitFor(tool, result.total);
  // A result with repeated groups is long: it scrolls with the page instead of sticking.
  const long = repeats !== nothing;
  return html`<section class=${long ? 'result long' : 'result'} aria-labelledby="result-h">
      <h2 id="result-h">${tool.headline.label}</h2>
      <p class="total" role="status" aria-live="polite" aria-atomic="true">
        <span class="number">${number}</span>
        <span class="unit">${unit}</span>
        ${
          result.warning
            ? html`<span class="cannot"
                >${result.warning.text}${ruleAfter(game, result.warning.rule)}</span
              >`
            : nothing
        }
      </p>
      ${renderAlertList('notice', result.problems)} ${repeats}
      ${(result.lines ?? []).map((l) => html`<p class="hint">${calcText(game, l)}</p>`)}
      ${renderBreakdown(game, tool, result)}
    </section>
    <p class="mini" aria-hidden="true">
      ${tool.headline.label} <strong>${number}</strong> ${unit}
    </p>`;
}

/** The notes on the result, the line to related tools and the rulings the result names. */
export function renderNotes(
  game: string,
  tool: CalculatorTool,
  result: CalculatorResult,
  rulings: readonly Ruling[],
) {
  const shown = result.rulings.flatMap((id) => rulings.filter((r) => r.id === id));
  if (result.notes.length === 0 && shown.length === 0) return nothing;
  const linked = (text: string) => withRulingLinks(game, text);
  return html`<section class="notes" aria-labelledby="notes-h">
    <h2 id="notes-h">${tool.notesTitle}</h2>
    <ul>
      ${result.notes.map((n) => html`<li>${linked(n.text)} <span class="rule">${linked(n.rule)}</span></li>`)}
    </ul>
    ${tool.seeAlso ? html`<p>${calcText(game, tool.seeAlso)}</p>` : nothing}
    ${shown.map((r) => rulingNote(game, r))}
  </section>`;
}
