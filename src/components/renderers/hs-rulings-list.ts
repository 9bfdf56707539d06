import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { citationText } from '../../core/shared/citation.js';
import { RULING_KINDS, type Ruling } from '../../core/shared/ruling.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { rulingHref, withRulingLinks } from '../shared/ruling-links.js';

/**
 * Every ruling of one game: where its rulebook contradicts itself, leaves a gap or is ambiguous,
 * the default the app applies, and the rulebook places concerned, grouped by kind. Each ruling
 * carries its id as an anchor (`#C1`), so the ruling codes shown beside the tools link here; the
 * page scrolls to the ruling the address names. Prints as a plain list.
 *
 * @summary A game's rulings page.
 */
@customElement('hs-rulings-list')
export class HsRulingsList extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        max-width: 50rem;
      }
      nav ul {
        display: flex;
        flex-wrap: wrap;
        gap: 0 1rem;
        margin: 0 0 0.5rem;
        padding: 0;
        list-style: none;
      }
      nav a {
        display: inline-flex;
        align-items: center;
        min-height: var(--hs-target);
        padding-block: 0;
      }
      h2 {
        font-size: 1.3rem;
        margin: 1.5rem 0 0.5rem;
      }
      ol {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      ol > li {
        margin: 0 0 0.75rem;
        padding: 0.75rem 1rem;
        border: 1px solid var(--hs-border);
        border-radius: var(--hs-radius);
        background: var(--hs-surface);
        scroll-margin-top: 1rem;
      }
      ol > li.current {
        border: 3px solid var(--hs-focus);
      }
      /* The ruling the address names is outlined by its border (.current). */
      ol > li:focus {
        outline: none;
      }
      h3 {
        margin: 0 0 0.25rem;
        font-size: 1.05rem;
      }
      p {
        margin: 0.25rem 0 0;
      }
      .places {
        color: var(--hs-muted);
        font-size: 0.9em;
      }
      @media print {
        :host {
          max-width: none;
        }
        nav {
          display: none;
        }
        h2 {
          break-after: avoid;
        }
        ol > li {
          break-inside: avoid;
          border: 0;
          border-top: 1px solid #000;
          border-radius: 0;
          padding: 0.3rem 0;
          background: none;
        }
        .places {
          color: #000;
        }
      }
    `,
  ];

  /** The game's slug, for the links between rulings. */
  @property() game = '';
  /** Every ruling of the game, in the order the game lists them. */
  @property({ attribute: false }) rulings: readonly Ruling[] = [];

  /** The ruling the address names (`#C1`), outlined and scrolled to. */
  @state() private current = '';

  private readonly handleAnchorClick = (e: MouseEvent): void => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (!a) return;
    const url = new URL(a.href);
    if (url.pathname !== location.pathname || !url.hash) return;
    // Same page: the router would ignore it, and a fragment cannot reach into a shadow root.
    e.preventDefault();
    history.pushState(history.state, '', url);
    this.showHash();
  };

  private readonly showHash = (): void => {
    this.current = decodeURIComponent(location.hash.slice(1));
    void this.updateComplete.then(() => {
      this.scrollToCurrent();
    });
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('click', this.handleAnchorClick);
    window.addEventListener('popstate', this.showHash);
    // Read before the first render, so the ruling the address names is marked in it.
    this.current = decodeURIComponent(location.hash.slice(1));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('click', this.handleAnchorClick);
    window.removeEventListener('popstate', this.showHash);
  }

  override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    this.scrollToCurrent();
  }

  private scrollToCurrent(): void {
    if (!this.current) return;
    const item = this.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(this.current)}`);
    if (!item) return;
    item.scrollIntoView({ block: 'start' });
    item.focus({ preventScroll: true });
  }

  private renderRuling(r: Ruling) {
    return html`
      <li id=${r.id} tabindex="-1" class=${r.id === this.current ? 'current' : ''}>
        <h3>${r.id}</h3>
        <p>${withRulingLinks(this.game, r.question)}</p>
        <p><strong>The app:</strong> ${withRulingLinks(this.game, r.decision)}</p>
        ${
          r.cites.length > 0
            ? html`<p class="places">Rulebook: ${r.cites.map(citationText).join('; ')}</p>`
            : nothing
        }
      </li>
    `;
  }

  override render() {
    const groups = RULING_KINDS.map((k) => ({
      ...k,
      rulings: this.rulings.filter((r) => r.kind === k.kind),
    })).filter((g) => g.rulings.length > 0);
    return html`
      <nav aria-label="Kinds of ruling">
        <ul>
          ${groups.map(
            (g) =>
              html`<li>
                <a href=${rulingHref(this.game, g.kind)}>${g.title} (${g.rulings.length})</a>
              </li>`,
          )}
        </ul>
      </nav>
      ${groups.map(
        (g) => html`
          <section id=${g.kind} tabindex="-1" aria-labelledby=${`h-${g.kind}`}>
            <h2 id=${`h-${g.kind}`}>${g.title}</h2>
            <ol>
              ${g.rulings.map((r) => this.renderRuling(r))}
            </ol>
          </section>
        `,
      )}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-rulings-list': HsRulingsList;
  }
}
