/**
 * The top of the home page: the games this device used, the one used last first, each on one
 * line with its tools one tap away (the tools used last first, reopening with their inputs, then
 * its other built tools), and a jump to every game's part of the catalogue below. Templates.
 */
import { html } from 'lit';
import { GAMES, findGame, findTool, type GameEntry } from '../../catalog.js';
import { formatRoute } from '../../routing/routes.js';
import { recentGames, recentToolHref, type RecentTool } from '../../routing/recent-tools.js';

/**
 * One used game: its name, then its tools as links in one line (scrolling sideways). On a phone
 * only the tools used last show, a line each with their game's name (home-styles.ts).
 */
function usedGame(slug: string, used: readonly RecentTool[]) {
  const game = findGame(slug);
  if (!game) return html``;
  const usedSlugs = new Set(used.map((e) => e.tool));
  const others = game.tools.filter((t) => t.built && !usedSlugs.has(t.slug));
  return html`<li class="used">
    <span class="name">${game.title}</span>
    ${used.map(
      (entry) =>
        html`<a class="chip last" href=${recentToolHref(entry)}
          ><strong>${findTool(game, entry.tool)?.title ?? entry.tool}</strong
          ><span class="of">${game.title}</span></a
        >`,
    )}
    ${others.map(
      (tool) =>
        html`<a class="chip" href=${formatRoute({ game: game.slug, tool: tool.slug })}
          >${tool.title}</a
        >`,
    )}
  </li>`;
}

/**
 * The used games in a box of fixed height (`RECENT_TOOLS_MAX` lines, as each recent tool may be
 * of another game); before the list is read the box is drawn empty, and with no tools used yet
 * it says what will show there.
 */
export function renderUsedGames(recent: readonly RecentTool[] | null) {
  if (recent === null) return html`<div class="recent" aria-busy="true"></div>`;
  if (recent.length === 0)
    return html`<p class="recent empty">
      The games you play are listed here, with the tools you used last.
    </p>`;
  return html`<ul class="recent">
    ${recentGames(recent).map((g) => usedGame(g.game, g.tools))}
  </ul>`;
}

/** Scrolls to a game's part of the catalogue (its heading, focused); a plain link opens its page. */
function jump(e: Event, slug: string): void {
  const root = (e.currentTarget as Element).getRootNode() as ShadowRoot | Document;
  const heading = root.querySelector<HTMLElement>(`#g-${slug}`);
  if (!heading) return;
  e.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.querySelector('a')?.focus({ preventScroll: true });
}

/** A link to every game's part of the catalogue (its page, where scripts do not run). */
export function renderGameJumps() {
  return html`<nav class="jumps" aria-label="Every game">
    ${(GAMES as readonly GameEntry[]).map(
      (game) =>
        html`<a
          class="chip"
          href=${formatRoute({ game: game.slug })}
          @click=${(e: Event) => {
            jump(e, game.slug);
          }}
          >${game.title}</a
        >`,
    )}
  </nav>`;
}
