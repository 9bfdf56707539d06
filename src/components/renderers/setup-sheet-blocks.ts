import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type {
  SetupSheetDoc,
  SheetCell,
  SheetContent,
  SheetPair,
  SheetSection,
  SheetTable,
} from '../../core/shared/setup-sheet.js';
import type { SheetText } from '../../core/shared/sheet-text.js';
import { sheetText } from './sheet-text.js';

/**
 * A setup sheet (`SetupSheetDoc`) as markup: the masthead, then each section (kept whole on
 * paper unless it flows) or pair of sections, their tables, facts, paragraphs and lists.
 */
export function renderSetupSheet(game: string, doc: SetupSheetDoc) {
  const m = doc.masthead;
  return html`<article class="sheet" aria-labelledby="sheet-title">
    <header class="masthead">
      <p class="kicker">${sheetText(game, m.kicker)}</p>
      <h2 id="sheet-title">${m.title}</h2>
      <p class="subtitle ${m.spread === true ? 'spread' : ''}">${sheetText(game, m.subtitle)}</p>
    </header>
    ${doc.blocks.map((b) => ('pair' in b ? renderPair(game, b) : renderSection(game, b)))}
  </article>`;
}

function renderPair(game: string, p: SheetPair) {
  return html`<div class="pair ${p.look ?? ''}">${p.pair.map((s) => renderSection(game, s))}</div>`;
}

function renderSection(game: string, s: SheetSection) {
  return html`<section class="block ${s.flow === true ? 'flow' : ''}" aria-labelledby=${s.id}>
    <h3 id=${s.id}>${sheetText(game, s.title)}</h3>
    ${s.content.map((c) => renderContent(game, c))}
  </section>`;
}

function renderContent(game: string, c: SheetContent): unknown {
  switch (c.kind) {
    case 'table':
      return renderTable(game, c);
    case 'facts':
      return html`<table class="facts">
        <tbody>
          ${c.rows.map(
            (r) =>
              html`<tr>
                <th scope="row">${r.term}</th>
                <td class=${ifDefined(r.look)}>${sheetText(game, r.value)}</td>
              </tr>`,
          )}
        </tbody>
      </table>`;
    case 'paragraph':
      return html`<p class=${ifDefined(c.look)}>${sheetText(game, c.text)}</p>`;
    case 'list':
      return html`<ul class="${c.look} ${c.long === true ? 'long' : ''}">
        ${c.items.map((i) => html`<li>${sheetText(game, i)}</li>`)}
      </ul>`;
    case 'sub':
      return html`<div class="sub">
        <h4>${c.title}</h4>
        ${c.content.map((x) => renderContent(game, x))}
      </div>`;
  }
}

const isText = (cell: SheetCell): cell is SheetText => Array.isArray(cell);

function renderCell(game: string, cell: SheetCell, head = false) {
  const c = isText(cell) ? { text: cell } : cell;
  const text = sheetText(game, c.text);
  return head
    ? html`<th scope="row" class=${ifDefined(c.look)} colspan=${ifDefined(c.colspan)}>${text}</th>`
    : html`<td class=${ifDefined(c.look)} data-label=${ifDefined(c.label)}>${text}</td>`;
}

const tick = html`<td class="tick"><span class="box" aria-hidden="true"></span></td>`;

function renderTable(game: string, t: SheetTable) {
  const ticks = t.checklist !== undefined;
  return html`<table class=${t.look.join(' ')}>
    ${
      t.caption === undefined
        ? nothing
        : html`<caption class="visually-hidden">
            ${t.caption}
          </caption>`
    }
    <thead>
      <tr>
        ${t.columns.map((col) =>
          col.text === ''
            ? html`<td></td>`
            : html`<th scope="col" class=${ifDefined(col.look)}>${col.text}</th>`,
        )}
        ${
          ticks
            ? html`<th scope="col" class="tick">
                <span class="visually-hidden">${t.checklist}</span>
              </th>`
            : nothing
        }
      </tr>
    </thead>
    <tbody>
      ${t.rows.map(
        (r) =>
          html`<tr>
            ${renderCell(game, r.head, true)} ${r.cells.map((c) => renderCell(game, c))}
            ${ticks ? tick : nothing}
          </tr>`,
      )}
    </tbody>
    ${
      t.foot === undefined
        ? nothing
        : html`<tfoot>
            <tr>
              ${renderCell(game, t.foot.head, true)} ${t.foot.cells.map((c) => renderCell(game, c))}
            </tr>
          </tfoot>`
    }
  </table>`;
}
