/**
 * What the generic roller shows around the roll: the exact odds and the table with the result
 * highlighted, the banner over a shared roll and what in the link could not be used, the
 * rulebook's worked examples (each a link that opens the roller with its inputs and dice), the
 * tool's rulings and notes, and its roll log. Templates.
 */
import { html, nothing } from 'lit';
import type { RollExample } from '../../core/shared/game-module.js';
import type { Resolution, RollTool } from '../../core/shared/tool.js';
import type { Distribution } from '../../core/shared/types.js';
import { writeRollLink, type RollSource } from '../../core/shared/roll-link.js';
import { withRulingLinks } from '../shared/ruling-links.js';
import type { InputProblem } from '../../core/shared/tool-inputs.js';
import type { Store } from '../../storage/store.js';
import '../shared/hs-odds-view.js';
import '../shared/hs-roll-log.js';
import '../shared/hs-roll-log-import.js';
import '../shared/hs-table-view.js';

/** The exact odds of every outcome, when the roll is allowed. */
export function renderRollOdds(tool: RollTool, odds: Distribution<string> | null) {
  return odds
    ? html`<section class="odds">
        <hs-odds-view .odds=${odds} .outcomes=${tool.outcomes}></hs-odds-view>
      </section>`
    : nothing;
}

/** The tool's table with the cell of the result marked: each side's, when both read it. */
export function renderRollTable(
  tool: RollTool,
  cellText: ((cell: unknown) => string) | undefined,
  resolution: Resolution | undefined,
) {
  const lookups = resolution?.lookups ?? (resolution?.lookup ? [resolution.lookup] : []);
  const highlight = lookups.map((l, i) => ({
    row: l.row,
    column: l.column,
    ...(lookups.length > 1 && tool.sides[i] ? { label: tool.sides[i].label } : {}),
  }));
  return tool.table
    ? html`<section class="table">
        <hs-table-view
          .table=${tool.table}
          .cellText=${cellText ?? ((c: unknown) => String(c))}
          .highlight=${highlight.length ? highlight : null}
        ></hs-table-view>
      </section>`
    : nothing;
}

/**
 * A plain banner over a roll opened from a shared link: it was made on one device, the link shows
 * its arithmetic (the dice follow from the seed), and it proves no fairness, since the roller
 * could have tried seeds until one suited him. Two-party rolls say what was checked instead.
 */
export function renderSharedBanner(source: RollSource | undefined) {
  if (source?.kind !== 'shared') return nothing;
  return html`<p class="banner" role="note">
    This roll was made on one device and shared with you. The link shows its arithmetic: the dice
    follow from seed <code>${source.seed}</code>, so anyone opening it sees the same roll. It does
    not show the roll was fair: the roller could have chosen the seed, trying until one suited him.
    For a roll neither player can bias, use a two-party roll. Rolling again makes a new roll here.
  </p>`;
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

/** What in the page's link could not be used, if anything. */
export function renderLinkProblems(problems: readonly InputProblem[]) {
  if (problems.length === 0) return nothing;
  return html`<div class="notice" role="alert">
    <strong>Some of this link could not be used:</strong>
    <ul>
      ${problems.map((p) => html`<li>${p.message}</li>`)}
    </ul>
  </div>`;
}

/** This tool's roll log, once the store is open. */
export function renderRollLog(
  game: string,
  tool: RollTool,
  store: Store | undefined,
  savedGameId: string | null,
) {
  return html`<section class="log" aria-labelledby="log-h">
    <h2 id="log-h">Roll log</h2>
    ${
      store
        ? html`<hs-roll-log
              .store=${store}
              .savedGameId=${savedGameId}
              tool=${tool.id}
              filename=${`haversack-${game}-${tool.id}`}
            ></hs-roll-log>
            <hs-roll-log-import
              class="no-print"
              .store=${store}
              @hs-roll-log-imported=${(e: Event) => {
                const log = (e.currentTarget as Element).parentElement?.querySelector(
                  'hs-roll-log',
                );
                void log?.refresh();
              }}
            ></hs-roll-log-import>`
        : nothing
    }
  </section>`;
}
