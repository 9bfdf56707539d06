/**
 * Text a calculator descriptor gives as runs (plain, strong, a link to another tool of the game,
 * a badge, a rulebook place), drawn as markup, and a rulebook place after a label. Templates.
 */
import { html, nothing } from 'lit';
import type { CalcText } from '../../core/shared/calculator.js';
import { formatRoute } from '../../routing/routes.js';
import { withRulingLinks } from '../shared/ruling-links.js';

/** Runs of text as markup; ruling codes in rule places link to the game's rulings page. */
export function calcText(game: string, runs: readonly CalcText[]) {
  return runs.map((run) =>
    typeof run === 'string'
      ? run
      : 'strong' in run
        ? html`<strong>${run.strong}</strong>`
        : 'tool' in run
          ? html`<a href=${formatRoute({ game, tool: run.tool })}>${run.text}</a>`
          : 'rule' in run
            ? html`<span class="rule">${withRulingLinks(game, run.rule)}</span>`
            : 'note' in run
              ? html`<span class="note">${run.note}</span>`
              : html`<span class=${run.entered ? 'badge entered' : 'badge'}>${run.badge}</span>`,
  );
}

/** A rulebook place after a label, with a space before it; nothing when there is none. */
export function ruleAfter(game: string, rule: string | undefined) {
  return rule ? html` <span class="rule">${withRulingLinks(game, rule)}</span>` : nothing;
}
