import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RosterChoice, RosterDescriptor, RosterState } from '../../core/shared/roster.js';
import { searchRoster } from '../../core/shared/roster-search.js';
import { UserDataController } from '../controllers/user-data-controller.js';
import { UnsavedController } from '../controllers/unsaved-controller.js';
import { takeDraft } from '../app/draft-keep.js';
import { USER_DATA_PARAM } from '../shared/hs-user-data-panel.js';
import { renderNotices } from '../shared/message-lists.js';
import { segmentedStyles } from '../shared/segmented-styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import type { Store } from '../../storage/store.js';
import type { ToolHost } from '../tool-host.js';
import { rosterStyles } from './hs-roster.styles.js';
import './hs-keyed-grid.js';
import type { GridSaveAnswer } from './hs-keyed-grid.js';
import type { GridCells } from '../../core/shared/keyed-grid.js';
import { renderForm, type RosterDraft } from './roster-form.js';
import { rosterFormStyles } from './roster-form.styles.js';
import { renderControls } from './roster-controls.js';
import { renderRosterHead, renderRosterNotes } from './roster-head.js';
import { rosterTableStyles } from './roster-table.styles.js';
import { renderSection } from './roster-tree.js';
import { rosterTreeStyles } from './roster-tree.styles.js';
import type { RosterContext } from './roster-text.js';

/**
 * A roster of any game, drawn from its `RosterDescriptor`: settings and a search from the link,
 * sections of cards, folding groups and tables, and the values the rulebook does not print,
 * which the player enters in a form (saved as user data, marked as the player's, exported,
 * imported or shared in a link's `data`). Prints every group unfolded, without the controls.
 *
 * @summary Generic roster with player-entered values.
 */
@customElement('hs-roster')
export class HsRoster extends LitElement {
  static override styles = [
    sharedStyles,
    segmentedStyles,
    rosterStyles,
    rosterTreeStyles,
    rosterTableStyles,
    rosterFormStyles,
  ];

  /** What the roster lists and how the player's values are checked. */
  @property({ attribute: false }) descriptor?: RosterDescriptor;
  /** The game whose rulings and tools the text links to. */
  @property() game = '';
  /** The page's link: settings in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where entered values are kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;
  /** Pictures the game draws before values, by `RosterValue.icon`. */
  @property({ attribute: false }) icons: Readonly<Record<string, unknown>> = {};

  @state() private choices: Readonly<Record<string, string>> = {};
  @state() private query = '';
  @state() private notices: string[] = [];
  @state() private draft: RosterDraft | null = null;
  @state() private status = '';
  @state() private collapsed: ReadonlySet<string> = new Set();
  @state() private printing = false;

  private entries?: UserDataController<unknown>;
  /** An open form with values typed and not saved: the app asks before dropping it. */
  protected readonly unsaved = new UnsavedController(this, {
    what: () => `values typed for ${this.descriptor?.userData.title ?? 'this roster'}`,
    dirty: () => this.typed(),
    save: () => this.saveDraft(),
    draft: {
      id: 'roster-form',
      value: () => (this.draft ? { id: this.draft.id, values: this.draft.values } : null),
    },
  });

  /** Whether the open form holds values other than those it opened with. */
  private typed(): boolean {
    return (
      this.draft !== null &&
      JSON.stringify(this.draft.values) !== JSON.stringify(this.draft.form.values)
    );
  }

  /** Opens the form the player was typing in before the app's update, with what he typed. */
  private restoreDraft(): void {
    const kept = takeDraft('roster-form');
    if (typeof kept !== 'object' || kept === null) return;
    const { id, values } = kept as { id?: unknown; values?: unknown };
    if (typeof id !== 'string' || typeof values !== 'object' || values === null) return;
    const form = this.descriptor?.form(this.rosterState(), id);
    if (!form) return;
    const typed: Record<string, string | readonly string[]> = {};
    for (const f of form.fields) {
      const v = (values as Record<string, unknown>)[f.key];
      if (typeof v === 'string') typed[f.key] = v;
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) typed[f.key] = v;
    }
    this.draft = {
      id,
      form,
      values: { ...form.values, ...typed },
      errors: [],
      invalid: [],
      mark: 'restored',
    };
  }
  private readonly onPrint = (e: Event) => {
    this.printing = e.type === 'beforeprint';
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('beforeprint', this.onPrint);
    addEventListener('afterprint', this.onPrint);
  }

  override disconnectedCallback(): void {
    removeEventListener('beforeprint', this.onPrint);
    removeEventListener('afterprint', this.onPrint);
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const d = this.descriptor;
    if (changed.has('descriptor') && d && this.entries?.kind !== d.userData) {
      if (this.entries) this.removeController(this.entries);
      this.entries = new UserDataController(this, d.userData, {
        unreadable: d.texts.unreadable,
        saveFailed: d.texts.saveFailed,
        notice: (m) => {
          this.notices = [...this.notices, m];
        },
        status: (m) => {
          this.status = m;
        },
        // What is typed in the open form stays; it is marked as typed on the older entries.
        changedElsewhere: () => {
          if (this.draft && this.typed()) this.draft = { ...this.draft, mark: 'moved' };
        },
        loaded: () => {
          this.restoreDraft();
        },
      });
    }
    if (changed.has('host') || changed.has('descriptor')) this.readLink();
  }

  private rosterState(): RosterState<unknown> {
    return { choices: this.choices, query: this.query, data: this.entries?.value };
  }

  private readLink(): void {
    const d = this.descriptor;
    if (!d) return;
    const params = this.host?.params ?? [];
    const get = (k: string) => params.find(([key]) => key === k)?.[1];
    const notices: string[] = [];
    const choices: Record<string, string> = {};
    for (const c of d.choices) {
      const v = get(c.key);
      const first = c.options[0]?.value ?? '';
      if (v === undefined || c.options.some((o) => o.value === v)) choices[c.key] = v ?? first;
      else {
        choices[c.key] = first;
        notices.push(c.invalid(v.slice(0, 40)));
      }
    }
    this.choices = choices;
    this.query = d.search ? (get(d.search.key) ?? '').slice(0, d.search.maxLength) : '';
    const known = [...d.choices.map((c) => c.key), d.search?.key, USER_DATA_PARAM];
    for (const [k] of params)
      if (!known.includes(k))
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    this.notices = notices;
    this.entries?.readLink(params);
  }

  /** Writes the settings and search to the link, with its `data` until the offer is settled. */
  private writeLink(withData = true): void {
    const d = this.descriptor;
    if (!d) return;
    const pairs: [string, string][] = [];
    for (const c of d.choices) {
      const v = this.choices[c.key];
      if (v !== undefined && (c.always === true || v !== c.options[0]?.value))
        pairs.push([c.key, v]);
    }
    if (d.search && this.query !== '') pairs.push([d.search.key, this.query]);
    const data = this.host?.params.find(([k]) => k === USER_DATA_PARAM)?.[1];
    if (withData && data !== undefined) pairs.push([USER_DATA_PARAM, data]);
    this.host?.setParams(pairs);
  }

  private choose(c: RosterChoice, value: string): void {
    if (!c.options.some((o) => o.value === value)) return;
    this.choices = { ...this.choices, [c.key]: value };
    if (c.resets === true) {
      this.draft = null;
      this.collapsed = new Set();
    }
    this.writeLink();
  }

  private toggleGroup(e: Event, id: string): void {
    if (this.query !== '' || this.printing) return;
    const open = (e.target as HTMLDetailsElement).open;
    if (open === !this.collapsed.has(id)) return;
    const next = new Set(this.collapsed);
    if (open) next.delete(id);
    else next.add(id);
    this.collapsed = next;
  }

  private focusOn(selector: string): void {
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
    });
  }

  private openEdit(id: string): void {
    const form = this.descriptor?.form(this.rosterState(), id);
    if (!form) return;
    this.draft = { id, form, values: form.values, errors: [], invalid: [] };
    this.status = '';
    this.focusOn(`#${CSS.escape(`editor-${id}`)} input, #${CSS.escape(`editor-${id}`)} select`);
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    await this.saveDraft();
  }

  /** Checks and saves the open form; true once saved (else its problems are shown). */
  private async saveDraft(): Promise<boolean> {
    const d = this.draft;
    if (!d || !this.descriptor || !this.entries) return false;
    const result = this.descriptor.save(this.rosterState(), d.id, d.values);
    if (!result.ok) {
      this.draft = { ...d, errors: result.errors, invalid: result.invalid };
      this.focusOn(`#${CSS.escape(`errors-${d.id}`)}`);
      return false;
    }
    if (!(await this.entries.save(result.data, result.message))) return false;
    this.draft = null;
    this.focusOn(`#${CSS.escape(`edit-${d.id}`)}`);
    return true;
  }

  /** Saves a whole grid: the roster's data from its cells, or the problems and their cells. */
  private async saveGrid(cells: GridCells): Promise<GridSaveAnswer> {
    const d = this.descriptor;
    if (!d?.grid || !this.entries) return { ok: false, errors: [], invalid: [] };
    const result = d.grid.save(this.rosterState(), cells);
    if (!result.ok) return result;
    return (await this.entries.save(result.data, result.message))
      ? { ok: true }
      : { ok: false, errors: [d.texts.saveFailed], invalid: [] };
  }

  private async clear(): Promise<void> {
    const d = this.draft;
    if (!d || !this.descriptor || !this.entries) return;
    const result = this.descriptor.clear(this.rosterState(), d.id);
    if (await this.entries.save(result.data, result.message)) {
      this.draft = null;
      this.focusOn(`#${CSS.escape(`edit-${d.id}`)}`);
    }
  }

  private context(d: RosterDescriptor, searching: boolean): RosterContext {
    const draft = this.draft;
    const base = { game: this.game, texts: d.texts };
    return {
      ...base,
      query: this.query,
      icons: this.icons,
      editing: draft?.id ?? null,
      form: draft
        ? renderForm(base, draft, {
            set: (key, value) => {
              if (this.draft)
                this.draft = { ...this.draft, values: { ...this.draft.values, [key]: value } };
            },
            submit: (e) => void this.submit(e),
            cancel: () => (this.draft = null),
            clear: () => void this.clear(),
          })
        : nothing,
      isOpen: (id) => searching || this.printing || !this.collapsed.has(id),
      toggleGroup: (e, id) => {
        this.toggleGroup(e, id);
      },
      toggleEdit: (id) => {
        if (this.draft?.id === id) this.draft = null;
        else this.openEdit(id);
      },
      openEdit: (id) => {
        this.openEdit(id);
      },
    };
  }

  override render() {
    const d = this.descriptor;
    const entries = this.entries;
    if (!d || !entries) return nothing;
    const state = this.rosterState();
    const view = d.view(state);
    const found = d.search ? searchRoster(view.sections, this.query) : null;
    const ctx = this.context(d, found !== null);
    const i = d.texts.incoming;
    return html`
      ${renderNotices(this.notices)}
      ${entries.renderIncoming({
        what: i.what,
        describe: (data) => i.describe(data),
        use: i.use,
        keep: i.keep,
        saved: () => i.saved,
        settled: () => {
          this.writeLink(false);
        },
      })}
      ${renderRosterHead(ctx, view)}
      ${renderControls(d, view, this.choices, this.query, {
        choose: (c, value) => {
          this.choose(c, value);
        },
        search: (q) => {
          this.query = q;
          this.writeLink();
        },
        fold: (ids) => {
          this.collapsed = new Set(ids);
        },
      })}
      ${
        d.search
          ? html`<p class="match-status no-print" role="status" aria-live="polite">
              ${found ? d.search.status(state, found.total) : ''}
            </p>`
          : nothing
      }
      <p class="status" role="status" aria-live="polite">${this.status}</p>
      ${
        d.grid?.view(state)
          ? html`<hs-keyed-grid
              .grid=${d.grid}
              .state=${state}
              .save=${(cells: GridCells) => this.saveGrid(cells)}
            ></hs-keyed-grid>`
          : nothing
      }
      <div class="sections ${view.pageEach ? 'page-each' : ''}">
        ${(found?.sections ?? view.sections).map((s, n) =>
          renderSection(ctx, s, 2, found?.matches[n] === 0 ? d.search?.none : undefined),
        )}
      </div>
      ${renderRosterNotes(ctx, view)}
      <section class="entered-data no-print" aria-labelledby="entered-h">
        <h2 id="entered-h">${view.entered.title}</h2>
        <p>${view.entered.text}</p>
        ${entries.renderPanel()}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-roster': HsRoster;
  }
}
