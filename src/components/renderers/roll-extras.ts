/**
 * What the generic roller shows under the roll: the exact odds and the table with the result
 * highlighted, the rulebook's worked examples (each a link that opens the roller with its inputs
 * and dice), and the tool's rulings and notes. Templates.
 */
import { html, nothing } from 'lit';
import type { RollExample } from '../../core/shared/game-module.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { Distribution, Lookup } from '../../core/shared/types.js';
import { writeRollLink } from '../../core/shared/roll-link.js';
import { withRulingLinks } from '../shared/ruling-links.js';
import '../shared/hs-odds-view.js';
import '../shared/hs-table-view.js';

/** The exact odds (when the roll is allowed) and the tool's table with the result's cell marked. */
export function renderRollTables(
  tool: RollTool,
  odds: Distribution<string> | null,
  cellText: ((cell: unknown) => string) | undefined,
  lookup: Lookup<unknown> | undefined,
) {
  return html`${odds ? html`<section class="odds"><hs-odds-view .odds=${odds} .outcomes=${tool.outcomes}></hs-odds-view></section>` : nothing}
  ${
    tool.table
      ? html`<section class="table">
          <hs-table-view
            .table=${tool.table}
            .cellText=${cellText ?? ((c: unknown) => String(c))}
            .highlight=${lookup ? { row: lookup.row, column: lookup.column } : null}
          ></hs-table-view>
        </section>`
      : nothing
  }`;
}

/** The worked examples as links to this page with their inputs and dice. */
export function renderRollExamples(game: string, tool: RollTool, examples: readonly RollExample[]) {
  if (examples.length === 0) return nothing;
  return html`<section class="notes" aria-labelledby="ex-h">
    <h2 id="ex-h">Worked examples from the rulebook</h2>
    <ul>
      ${examples.map((ex) => {
        const query = new URLSearchParams(
          writeRollLink(tool, ex.inputs, { naturals: ex.dice, source: { kind: 'entered' } }),
        );
        return html`<li>
          <a href=${new URL(`?${query.toString()}`, location.href).href}>${ex.title}</a>
          <span class="rule">${withRulingLinks(game, ex.rule)}</span>
          <div>${ex.answer}</div>
        </li>`;
      })}
    </ul>
  </section>`;
}

/** The tool's rulings and notes, each with its rule. */
export function renderRollNotes(game: string, tool: RollTool) {
  if (!tool.notes?.length) return nothing;
  const linked = (text: string) => withRulingLinks(game, text);
  return html`<section class="notes" aria-labelledby="notes-h">
    <h2 id="notes-h">Rulings and notes</h2>
    <ul>
      ${tool.notes.map((n) => html`<li>${linked(n.text)} <span class="rule">${linked(n.rule)}</span></li>`)}
    </ul>
  </section>`;
}
