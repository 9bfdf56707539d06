import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { ToolHost } from '../tool-host.js';
import {
  entryCount,
  filterReference,
  searchKey,
  type ReferenceDoc,
  type ReferenceCell,
  type ReferenceEntry,
  type ReferenceSection,
  type ReferenceTable,
  type RichText,
} from '../../core/shared/reference.js';
import { formatRoute } from '../../routing/routes.js';
import { withRulingLinks } from '../shared/ruling-links.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { referenceStyles } from './hs-reference.styles.js';
import './hs-calculator.js';

/**
 * A reference page of any game, drawn from its `ReferenceDoc`: an introduction, sections of
 * tables (real table markup) and of entry cards, and, where the page has one, a filter whose
 * text is the link's `q`, or a small calculator in a section, which takes the rest of the link.
 * Prints as a compact sheet without the filter.
 *
 * @summary Generic reference page.
 */
@customElement('hs-reference')
export class HsReference extends LitElement {
  static override styles = [sharedStyles, referenceStyles];

  /** What the page shows. */
  @property({ attribute: false }) doc?: ReferenceDoc;
  /** The game whose tools the text links to. */
  @property() game = '';
  /** The page's link: `q` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private query = '';
  @state() private notices: string[] = [];

  /** The link as a section's calculator sees it: all of it but the filter's `q`. */
  private calcHost?: ToolHost;
  private calcPairs: readonly (readonly [string, string])[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('host')) return;
    const params = this.host?.params ?? [];
    const max = this.doc?.filter?.maxLength ?? 0;
    const known = this.doc?.filter ? ['q'] : [];
    const calculator = this.doc?.sections.some((s) => s.calculator) ?? false;
    this.query = (params.find(([k]) => k === 'q')?.[1] ?? '').slice(0, max);
    // With a calculator, the rest of the link is its own, and it says what it cannot use.
    this.notices = calculator
      ? []
      : params
          .filter(([k]) => !known.includes(k))
          .map(([k]) => `“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    this.calcPairs = params.filter(([k]) => !known.includes(k));
    this.calcHost = {
      params: this.calcPairs,
      setParams: (pairs) => {
        this.calcPairs = [...pairs];
        this.writeLink();
      },
    };
  }

  private writeLink(): void {
    this.host?.setParams([
      ...(this.query === '' ? [] : [['q', this.query] as const]),
      ...this.calcPairs,
    ]);
  }

  private handleInput(e: Event): void {
    this.query = (e.target as HTMLInputElement).value.slice(0, this.doc?.filter?.maxLength ?? 0);
    this.writeLink();
  }

  /** `text` with the filter's match marked. */
  private mark(text: string) {
    const q = this.query.trim();
    const at = q === '' ? -1 : text.toLowerCase().indexOf(q.toLowerCase());
    if (at < 0) return text;
    return html`${text.slice(0, at)}<mark>${text.slice(at, at + q.length)}</mark>${text.slice(at + q.length)}`;
  }

  private rich(text: RichText) {
    return text.map((run) =>
      typeof run === 'string'
        ? run
        : 'tool' in run
          ? html`<a href=${formatRoute({ game: this.game, tool: run.tool })}>${run.text}</a>`
          : 'note' in run
            ? html`<span class="note">${run.note}</span>`
            : html`<span class="rule">${withRulingLinks(this.game, run.rule)}</span>`,
    );
  }

  private cell(c: ReferenceCell) {
    return typeof c === 'string' ? c : this.rich(c);
  }

  private renderEntry(e: ReferenceEntry) {
    return html`<li>
      <article aria-labelledby="t-${e.id}">
        <h3 id="t-${e.id}">
          ${this.mark(e.name)} ${e.badge ? html`<span class="badge">${e.badge}</span>` : nothing}
        </h3>
        <p class="description">${this.mark(e.description)}</p>
        <dl>
          ${e.fields.map(
            (f) =>
              html`<dt>${f.term}</dt>
                <dd>
                  ${f.value ? this.rich(f.value) : nothing}
                  ${
                    f.items === undefined
                      ? nothing
                      : f.items.length === 0
                        ? html`<span class="by-hand">${f.empty ?? ''}</span>`
                        : html`<ul>
                            ${f.items.map((item) => html`<li>${this.rich(item)}</li>`)}
                          </ul>`
                  }
                </dd>`,
          )}
        </dl>
      </article>
    </li>`;
  }

  private renderTable(t: ReferenceTable) {
    const [head, ...rest] = t.columns;
    return html`<div class="table-wrap">
      <table>
        <caption class=${t.captionHidden === true ? 'visually-hidden' : ''}>
          ${t.caption} ${t.rule ? html`<span class="rule">${t.rule}</span>` : nothing}
        </caption>
        <thead>
          <tr>
            <th scope="col">${head}</th>
            ${rest.map((c) => html`<th scope="col">${c}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${t.rows.map(
            ([first, ...cells]) =>
              html`<tr>
                <th scope="row">${first === undefined ? '' : this.cell(first)}</th>
                ${cells.map((c) => html`<td>${this.cell(c)}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
      ${
        t.notes?.length
          ? html`<ul class="table-notes">
              ${t.notes.map((n) => html`<li>${this.rich(n)}</li>`)}
            </ul>`
          : nothing
      }
    </div>`;
  }

  private renderSection(s: ReferenceSection) {
    return html`<section aria-labelledby="p-${s.id}">
      <h2 id="p-${s.id}">
        ${s.title} ${s.rule ? html`<span class="rule">${s.rule}</span>` : nothing}
      </h2>
      ${(s.paragraphs ?? []).map((p) => html`<p>${this.rich(p)}</p>`)}
      ${(s.tables ?? []).map((t) => this.renderTable(t))}
      ${
        s.entries
          ? html`<ul class="entries">
              ${s.entries.map((e) => this.renderEntry(e))}
            </ul>`
          : nothing
      }
      ${
        s.calculator
          ? html`<hs-calculator
              .tool=${s.calculator}
              .game=${this.game}
              .host=${this.calcHost}
            ></hs-calculator>`
          : nothing
      }
    </section>`;
  }

  private renderFilter(sections: readonly ReferenceSection[]) {
    const filter = this.doc?.filter;
    if (!filter) return nothing;
    const n = entryCount(sections);
    const q = this.query.trim();
    return html`<label class="filter"
        >${filter.label}
        <input
          type="search"
          maxlength=${filter.maxLength}
          .value=${live(this.query)}
          @input=${this.handleInput}
          autocomplete="off"
          spellcheck="false"
        />
      </label>
      <p class="count" role="status" aria-live="polite">
        ${
          searchKey(q) === ''
            ? `${n} ${n === 1 ? filter.one : filter.many}`
            : n === 0
              ? `No ${filter.one} matches “${q}”.`
              : `${n} ${n === 1 ? `${filter.one} matches` : `${filter.many} match`} “${q}”.`
        }
      </p>`;
  }

  override render() {
    const doc = this.doc;
    if (!doc) return nothing;
    const sections = filterReference(doc.sections, this.query);
    return html`
      ${
        this.notices.length > 0
          ? html`<div class="notice" role="alert">
              ${this.notices.map((m) => html`<p>${m}</p>`)}
            </div>`
          : nothing
      }
      ${doc.intro.map((p) => html`<p class="intro">${this.rich(p)}</p>`)}
      ${this.renderFilter(sections)} ${sections.map((s) => this.renderSection(s))}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-reference': HsReference;
  }
}
