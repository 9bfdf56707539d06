/**
 * Ruling codes as links: every "ruling C5" a view shows opens the game's rulings page at C5, so
 * a player can read the question, the app's decision and the rulebook places it concerns.
 */
import { html, type TemplateResult } from 'lit';
import { citationsText } from '../../core/shared/citation.js';
import { rulingTextParts, type Ruling } from '../../core/shared/ruling.js';
import { formatRoute } from '../../routing/routes.js';

/** The slug of every game's rulings page (`/<game>/rulings/`). */
export const RULINGS_TOOL = 'rulings';

/** The link to ruling `id` on `game`'s rulings page, relative to the app base like every route. */
export function rulingHref(game: string, id: string): string {
  return `${formatRoute({ game, tool: RULINGS_TOOL })}#${encodeURIComponent(id)}`;
}

/**
 * One ruling as a link (class `ruling-link`, at least a 44 px target; see `sharedStyles`), reading
 * `text`: the id alone by default, or a phrase such as "Ruling C1".
 */
export function rulingLink(game: string, id: string, text = id): TemplateResult {
  return html`<a class="ruling-link" href=${rulingHref(game, id)}>${text}</a>`;
}

/**
 * `text` with each ruling it mentions ("ruling C5", "rulings A38, A41 and C5") linked; the rest
 * stays plain text. Grid sectors and other codes are never linked.
 */
export function withRulingLinks(game: string, text: string): (string | TemplateResult)[] {
  return rulingTextParts(text).map((p) =>
    'ruling' in p ? rulingLink(game, p.ruling, p.text) : p.text,
  );
}

/**
 * A ruling shown beside the tool it concerns: its id linked to the rulings page, the question and
 * the app's decision (their ruling codes linked too), and the rulebook places.
 */
export function rulingNote(game: string, r: Ruling): TemplateResult {
  return html`<p class="ruling">
    <strong>${rulingLink(game, r.id, `Ruling ${r.id}`)}.</strong>
    ${withRulingLinks(game, r.question)} ${withRulingLinks(game, r.decision)}
    <span class="rule">${citationsText(r.cites)}</span>
  </p>`;
}
