import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  gridCellId,
  pasteIntoGrid,
  pastedBlock,
  type GridCells,
  type GridCheck,
  type KeyedGridSpec,
  type KeyedGridView,
} from '../../core/shared/keyed-grid.js';
import type { RosterState } from '../../core/shared/roster.js';
import { UnsavedController } from '../controllers/unsaved-controller.js';
import { sharedStyles } from '../shared/shared-styles.js';

/** What a save of the grid answered: saved, or the problems and the cells they concern. */
export type GridSaveAnswer =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly string[]; readonly invalid: readonly string[] };

const MARK: Readonly<Record<GridCheck['status'], string>> = {
  pass: '✓',
  fail: '✗',
  waiting: '…',
};

/**
 * A results table keyed in whole, as a grid, from a game's `KeyedGridSpec`: real table markup
 * (a column head and a row head name every cell), the whole table on a tablet and one column at a
 * time with previous and next on a phone; Enter goes to the next cell (Tab too, as the page
 * reads), a block pasted into a cell fills the cells from there (refused whole when any cell does
 * not read), and each fact the rulebook gives is checked beside the cells it reads. The typed
 * grid is saved whole, or not at all.
 *
 * @summary Generic grid entry for a keyed results table.
 */
@customElement('hs-keyed-grid')
export class HsKeyedGrid extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        container: grid / inline-size;
        margin-block: 1rem;
      }
      h2 {
        margin: 0 0 0.25rem;
        font-size: 1.1rem;
      }
      .hint {
        margin: 0 0 0.5rem;
        color: var(--hs-muted);
      }
      .colnav {
        display: none;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem;
        margin-block: 0.5rem;
      }
      .colnav p {
        margin: 0;
        font-weight: 600;
        text-align: center;
      }
      table {
        border-collapse: collapse;
      }
      caption {
        text-align: start;
        font-weight: 600;
        padding-block: 0.25rem;
      }
      th,
      td {
        border: 1px solid var(--hs-border);
        padding: 2px;
        text-align: center;
      }
      th {
        background: var(--hs-surface-2);
        padding-inline: 0.4rem;
        font-variant-numeric: tabular-nums;
      }
      td {
        position: relative;
      }
      input.cell {
        width: 3.6rem;
        min-height: var(--hs-target);
        padding: 0.25rem;
        text-align: center;
        border-width: 1px;
      }
      td.fail input.cell,
      input.cell[aria-invalid='true'] {
        border: 3px solid var(--hs-bad);
      }
      td.pass input.cell {
        border-color: var(--hs-good);
      }
      .mark {
        position: absolute;
        top: 1px;
        right: 3px;
        font-size: 0.65rem;
        line-height: 1;
        pointer-events: none;
      }
      .mark.fail {
        color: var(--hs-bad);
        font-weight: 700;
      }
      .mark.pass {
        color: var(--hs-good);
      }
      .checks {
        list-style: none;
        padding: 0;
        margin: 0.5rem 0;
      }
      .checks li {
        margin-block: 0.25rem;
      }
      .checks .fail {
        color: var(--hs-bad);
        font-weight: 600;
      }
      /* The alert region stays in place, empty and unseen (Lit's markers keep it from :empty). */
      .problem ul {
        margin: 0;
        border: 2px solid var(--hs-bad);
        border-radius: var(--hs-radius);
        padding: 0.5rem 0.75rem 0.5rem 1.95rem;
      }
      .actions {
        margin-block: 0.5rem;
      }
      /* A phone: one column at a time, with previous and next. */
      @container grid (max-width: 599px) {
        .colnav {
          display: flex;
        }
        .col:not(.cur),
        .checks li:not(.cur) {
          display: none;
        }
        input.cell {
          width: 8rem;
        }
      }
    `,
  ];

  /** The table's grid: its view, how a cell reads, its save. */
  @property({ attribute: false }) grid?: KeyedGridSpec<unknown>;
  /** The roster's state the grid is read from. */
  @property({ attribute: false }) state?: RosterState<unknown>;
  /** Saves the data the grid's save returned; answers whether it was kept. */
  @property({ attribute: false }) save?: (cells: GridCells) => Promise<GridSaveAnswer>;

  @state() private draft: GridCells | null = null;
  @state() private extra = { above: 0, below: 0 };
  @state() private current = 0;
  @state() private problems: readonly string[] = [];
  @state() private invalid: ReadonlySet<string> = new Set();
  @state() private status = '';

  protected readonly unsaved = new UnsavedController(this, {
    what: () => `cells typed in “${this.view()?.title ?? 'the grid'}”`,
    dirty: () => this.draft !== null,
    save: () => this.saveGrid(),
  });

  private view(): KeyedGridView | null {
    if (!this.grid || !this.state) return null;
    return this.grid.view(this.state, this.draft ?? undefined);
  }

  private cells(view: KeyedGridView): GridCells {
    return this.draft ?? view.cells;
  }

  private rows(view: KeyedGridView): { from: number; to: number } {
    let from = view.rows.from - this.extra.above;
    let to = view.rows.to + this.extra.below;
    for (const col of Object.values(this.draft ?? {}))
      for (const [r, t] of Object.entries(col))
        if (t.trim() !== '') {
          from = Math.min(from, Number(r));
          to = Math.max(to, Number(r));
        }
    return { from: Math.max(from, view.limits.from), to: Math.min(to, view.limits.to) };
  }

  private setCell(view: KeyedGridView, column: string, row: number, text: string): void {
    const cells = this.cells(view);
    this.draft = { ...cells, [column]: { ...(cells[column] ?? {}), [row]: text } };
    if (this.invalid.has(gridCellId(column, row))) {
      const next = new Set(this.invalid);
      next.delete(gridCellId(column, row));
      this.invalid = next;
    }
  }

  private inputs(): HTMLInputElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLInputElement>('input.cell')];
  }

  private focusCell(column: string, row: number): void {
    void this.updateComplete.then(() => {
      const el = this.renderRoot.querySelector<HTMLInputElement>(
        `#${CSS.escape(`cell-${gridCellId(column, row)}`)}`,
      );
      el?.focus();
      el?.select();
    });
  }

  /** Enter: the next cell as the grid reads (the next column's first on a phone). */
  private onKey(e: KeyboardEvent, view: KeyedGridView): void {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const all = this.inputs();
    const shown = all.filter((el) => el.checkVisibility());
    const at = shown.indexOf(e.target as HTMLInputElement);
    const step = e.shiftKey ? -1 : 1;
    const next = shown[at + step];
    if (next) {
      next.focus();
      next.select();
      return;
    }
    if (shown.length === all.length) return;
    const col = this.current + step;
    const target = view.columns[col];
    if (!target) return;
    this.current = col;
    const rows = this.rows(view);
    this.focusCell(target.id, step > 0 ? rows.from : rows.to);
  }

  private onPaste(e: ClipboardEvent, view: KeyedGridView, column: string, row: number): void {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    const block = pastedBlock(text);
    if (block.length <= 1 && (block[0]?.length ?? 0) <= 1) return;
    e.preventDefault();
    const grid = this.grid;
    if (!grid) return;
    const result = pasteIntoGrid(
      view,
      this.rows(view),
      this.cells(view),
      { column, row },
      text,
      (t) => grid.cellProblem(t),
    );
    if (!result.ok) {
      this.problems = [result.message];
      this.status = '';
      return;
    }
    this.problems = [];
    this.draft = result.cells;
    const shown = this.rows(view);
    this.extra = {
      above: this.extra.above + Math.max(0, shown.from - result.rows.from),
      below: this.extra.below + Math.max(0, result.rows.to - shown.to),
    };
    this.status = `Pasted ${result.filled} cell${result.filled === 1 ? '' : 's'} from column ${view.columns.find((c) => c.id === column)?.label ?? column}, ${view.rowName.toLowerCase()} ${row}: not saved yet.`;
  }

  /** Saves the typed grid whole; true once saved (else its problems are shown). */
  private async saveGrid(): Promise<boolean> {
    const view = this.view();
    if (!view || !this.save) return false;
    const answer = await this.save(this.cells(view));
    if (!answer.ok) {
      this.problems = answer.errors;
      this.invalid = new Set(answer.invalid);
      this.status = '';
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>('.problem')?.focus();
      });
      return false;
    }
    this.draft = null;
    this.problems = [];
    this.invalid = new Set();
    this.status = '';
    return true;
  }

  private discard(): void {
    this.draft = null;
    this.problems = [];
    this.invalid = new Set();
    this.status = 'Your typed cells were dropped; the saved table is shown.';
  }

  private move(view: KeyedGridView, step: number): void {
    const n = Math.min(Math.max(this.current + step, 0), view.columns.length - 1);
    this.current = n;
  }

  override render() {
    const view = this.view();
    const grid = this.grid;
    if (!view || !grid) return nothing;
    if (this.current >= view.columns.length) this.current = 0;
    const cells = this.cells(view);
    const rows = this.rows(view);
    const rowList = Array.from({ length: rows.to - rows.from + 1 }, (_, i) => rows.from + i);
    const cur = view.columns[this.current];
    const prev = view.columns[this.current - 1];
    const next = view.columns[this.current + 1];
    const marks = new Map<string, GridCheck[]>();
    for (const c of view.checks)
      for (const cell of c.cells) {
        const k = gridCellId(cell.column, cell.row);
        marks.set(k, [...(marks.get(k) ?? []), c]);
      }
    const checkId = (c: GridCheck) => `check-${c.id}`;
    const name = view.rowName;
    return html`
      <section class="grid no-print" aria-labelledby="grid-h">
        <h2 id="grid-h">${view.title}</h2>
        <p class="hint" id="grid-hint">${view.hint}</p>
        <div class="colnav">
          <button
            type="button"
            ?disabled=${!prev}
            @click=${() => {
              this.move(view, -1);
            }}
          >
            ‹
            <span class="visually-hidden">Previous: </span
            >${prev ? `Column ${prev.label}` : 'First'}
          </button>
          <p aria-live="polite">
            Column ${cur?.label ?? ''} · ${this.current + 1} of ${view.columns.length}
          </p>
          <button
            type="button"
            ?disabled=${!next}
            @click=${() => {
              this.move(view, 1);
            }}
          >
            <span class="visually-hidden">Next: </span>${next ? `Column ${next.label}` : 'Last'} ›
          </button>
        </div>
        <table>
          <caption class="visually-hidden">
            ${view.title}: a column per head, a row per ${name.toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">${name}</th>
              ${view.columns.map(
                (c, i) =>
                  html`<th
                    scope="col"
                    id=${`col-${c.id}`}
                    class="col ${i === this.current ? 'cur' : ''}"
                  >
                    ${c.label}
                  </th>`,
              )}
            </tr>
          </thead>
          <tbody
            @keydown=${(e: KeyboardEvent) => {
              this.onKey(e, view);
            }}
          >
            ${rowList.map(
              (r) => html`
                <tr>
                  <th scope="row">${r}</th>
                  ${view.columns.map((c, i) => {
                    const id = gridCellId(c.id, r);
                    const text = cells[c.id]?.[r] ?? '';
                    const here = marks.get(id) ?? [];
                    const failed = here.filter((m) => m.status === 'fail');
                    const shown = failed[0] ?? here.find((m) => m.status === 'pass');
                    const bad = this.invalid.has(id) || grid.cellProblem(text) !== null;
                    return html`<td
                      class="col ${i === this.current ? 'cur' : ''} ${
                        failed.length > 0
                          ? 'fail'
                          : here.some((m) => m.status === 'pass')
                            ? 'pass'
                            : ''
                      }"
                    >
                      <input
                        class="cell"
                        type="text"
                        id=${`cell-${id}`}
                        aria-label=${`Column ${c.label}, ${name.toLowerCase()} ${r}`}
                        aria-describedby=${['grid-hint', ...here.map(checkId)].join(' ')}
                        aria-invalid=${bad ? 'true' : 'false'}
                        autocomplete="off"
                        spellcheck="false"
                        enterkeyhint="next"
                        maxlength="8"
                        .value=${text}
                        @focus=${() => {
                          this.current = i;
                        }}
                        @input=${(e: Event) => {
                          this.setCell(view, c.id, r, (e.target as HTMLInputElement).value);
                        }}
                        @paste=${(e: ClipboardEvent) => {
                          this.onPaste(e, view, c.id, r);
                        }}
                      />${
                        shown
                          ? html`<span class="mark ${shown.status}" aria-hidden="true"
                              >${MARK[shown.status]}${shown.id}</span
                            >`
                          : nothing
                      }
                    </td>`;
                  })}
                </tr>
              `,
            )}
          </tbody>
        </table>
        <div class="actions">
          <button
            type="button"
            ?disabled=${rows.from <= view.limits.from}
            @click=${() => (this.extra = { ...this.extra, above: this.extra.above + 1 })}
          >
            Add a row above
          </button>
          <button
            type="button"
            ?disabled=${rows.to >= view.limits.to}
            @click=${() => (this.extra = { ...this.extra, below: this.extra.below + 1 })}
          >
            Add a row below
          </button>
        </div>
        ${
          view.checks.length > 0
            ? html`<h3>Checked against the rulebook</h3>
                <ul class="checks">
                  ${view.checks.map(
                    (c) =>
                      html`<li
                        id=${checkId(c)}
                        class="${c.status} ${
                          c.cells.length === 0 || c.cells.some((x) => x.column === cur?.id)
                            ? 'cur'
                            : ''
                        }"
                      >
                        <span aria-hidden="true">${MARK[c.status]}</span>
                        <span class="visually-hidden"
                          >${
                            c.status === 'pass'
                              ? 'Agrees:'
                              : c.status === 'fail'
                                ? 'Disagrees:'
                                : 'Waiting:'
                          }</span
                        >
                        ${c.text}
                      </li>`,
                  )}
                </ul>`
            : nothing
        }
        <div class="problem" role="alert" tabindex="-1">
          ${
            this.problems.length > 0
              ? html`<ul>
                  ${this.problems.map((p) => html`<li>${p}</li>`)}
                </ul>`
              : nothing
          }
        </div>
        <p class="status" role="status" aria-live="polite">${this.status}</p>
        <div class="actions">
          <button type="button" class="primary" @click=${() => void this.saveGrid()}>
            Save the grid
          </button>
          ${
            this.draft
              ? html`<button
                  type="button"
                  @click=${() => {
                    this.discard();
                  }}
                >
                  Discard typed cells
                </button>`
              : nothing
          }
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-keyed-grid': HsKeyedGrid;
  }
}
