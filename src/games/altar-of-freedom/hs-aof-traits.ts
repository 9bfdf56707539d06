import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { GAMES } from '../../catalog.js';
import {
  TRAITS,
  TRAIT_HOOK_LABELS,
  groupTraits,
  traitToolUses,
} from '../../core/games/altar-of-freedom/index.js';
import type { Trait } from '../../core/games/altar-of-freedom/index.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { formatRoute } from '../../routing/routes.js';
import type { ToolHost } from '../registry.js';
import { traitsStyles } from './hs-aof-traits.styles.js';
import { withRulingLinks } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';

/** The element's tag. */
export const tag = 'hs-aof-traits';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

const GAME = 'altar-of-freedom';
/** Where the book introduces traits (L213–234) and lists them (App. I, L1645–1721). */
const TRAITS_INTRO_RULE = 'Unit Types › Generals';
const TRAITS_LIST_RULE = 'Appendix I: General Personality Traits';
const MAX_QUERY = 80;

const SCOPE: Readonly<Record<Trait['scope'], { text: string; rule: string | null } | null>> = {
  any: null,
  army: { text: 'Army commander only', rule: 'ruling A28' },
  corps: { text: 'Corps or wing general', rule: null },
};

function toolTitle(slug: string): string {
  const game = GAMES.find((g) => g.slug === GAME);
  return game?.tools.find((t) => t.slug === slug)?.title ?? slug;
}

/**
 * The 26 personality traits (App. I, L1645–1721) in the app's own words, grouped by the part of
 * the turn where each first applies, with the tools that handle them. Link: `q` (filter).
 *
 * @summary Guide to the generals' personality traits.
 */
@customElement('hs-aof-traits')
export class HsAofTraits extends LitElement {
  static override styles = [sharedStyles, traitsStyles];

  /** The page's link: `q` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private query = '';
  @state() private notices: string[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('host')) return;
    const params = this.host?.params ?? [];
    this.query = (params.find(([k]) => k === 'q')?.[1] ?? '').slice(0, MAX_QUERY);
    this.notices = params
      .filter(([k]) => k !== 'q')
      .map(([k]) => `“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
  }

  private handleInput(e: Event): void {
    this.query = (e.target as HTMLInputElement).value.slice(0, MAX_QUERY);
    this.host?.setParams(this.query === '' ? [] : [['q', this.query]]);
  }

  private mark(text: string) {
    const q = this.query.trim();
    const at = q === '' ? -1 : text.toLowerCase().indexOf(q.toLowerCase());
    if (at < 0) return text;
    return html`${text.slice(0, at)}<mark>${text.slice(at, at + q.length)}</mark>${text.slice(at + q.length)}`;
  }

  private renderTrait(t: Trait) {
    const scope = SCOPE[t.scope];
    const uses = traitToolUses(t);
    return html`<li>
      <article aria-labelledby="t-${t.id}">
        <h3 id="t-${t.id}">
          ${this.mark(t.name)}
          ${scope ? html`<span class="badge">${linked(scope.text)}</span>` : nothing}
        </h3>
        <p class="description">${this.mark(t.description)}</p>
        <dl>
          <dt>Applies in</dt>
          <dd>${t.hooks.map((h) => TRAIT_HOOK_LABELS[h]).join(', ')}</dd>
          <dt>In this app</dt>
          <dd>
            ${
              uses.length === 0
                ? html`<span class="by-hand">No tool applies it: apply it at the table.</span>`
                : html`<ul>
                    ${uses.map(
                      (u) =>
                        html`<li>
                          <a href=${formatRoute({ game: GAME, tool: u.tool })}
                            >${toolTitle(u.tool)}</a
                          >: ${u.what}${u.how === 'modifier' ? ' (pick it in the tool)' : ''}
                        </li>`,
                    )}
                  </ul>`
            }
          </dd>
          <dt>Rule</dt>
          <dd>
            <span class="rule"
              >${linked(t.rule)}${scope?.rule ? html`; ${linked(scope.rule)}` : nothing}</span
            >
          </dd>
        </dl>
      </article>
    </li>`;
  }

  override render() {
    const groups = groupTraits(TRAITS, this.query);
    const n = groups.reduce((sum, g) => sum + g.traits.length, 0);
    const q = this.query.trim();
    return html`
      ${
        this.notices.length > 0
          ? html`<div class="notice" role="alert">
              ${this.notices.map((m) => html`<p>${m}</p>`)}
            </div>`
          : nothing
      }
      <p class="intro">
        Every general carries personality traits that change from battle to battle
        <span class="rule">${TRAITS_INTRO_RULE}</span>. Here are all ${TRAITS.length}, in our own
        words, grouped by the part of the turn where each first comes into play
        <span class="rule">${TRAITS_LIST_RULE}</span>. The rulebook text does not print any starter
        scenario’s traits: enter them in the
        <a href=${formatRoute({ game: GAME, tool: 'oob' })}>orders of battle</a>.
      </p>
      <label class="filter"
        >Filter traits by name, effect, phase or tool
        <input
          type="search"
          maxlength=${MAX_QUERY}
          .value=${live(this.query)}
          @input=${this.handleInput}
          autocomplete="off"
          spellcheck="false"
        />
      </label>
      <p class="count" role="status" aria-live="polite">
        ${
          q === ''
            ? `${n} traits`
            : n === 0
              ? `No trait matches “${q}”.`
              : `${n} trait${n === 1 ? '' : 's'} match “${q}”.`
        }
      </p>
      ${groups.map(
        (g) =>
          html`<section aria-labelledby="p-${g.phase.id}">
            <h2 id="p-${g.phase.id}">
              ${g.phase.title} <span class="rule">${linked(g.phase.rule)}</span>
            </h2>
            <ul class="traits">
              ${g.traits.map((t) => this.renderTrait(t))}
            </ul>
          </section>`,
      )}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-traits': HsAofTraits;
  }
}
