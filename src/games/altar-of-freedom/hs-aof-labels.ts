import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  BASE_KINDS,
  FIGURE_SCALES,
  GAME_TITLE,
  LABEL_SIZES,
  loadScenario,
  scaleInfo,
  scenarioIndex,
  scenarioNames,
  sizedBaseLabels,
  type BaseKind,
  type FigureScale,
  type LabelSize,
  type NamedId,
  type Scenario,
  type Side,
  type SizedLabel,
} from '../../core/games/altar-of-freedom/index.js';
import type { ToolHost } from '../../components/tool-host.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import {
  PAPERS,
  PrintPageController,
  pageCss,
  printableArea,
  type Paper,
} from '../../components/shared/print-page.js';
import {
  linkParams,
  paperFrom,
  paperSetting,
  readLink,
  renderLinkNotices,
  renderPaperChoice,
  renderScenarioSelect,
  scenarioSetting,
  type LinkSetting,
} from '../../components/shared/print-sheet.js';
import { printControlsStyles } from '../../components/shared/print-sheet.styles.js';
import { labelsStyles, sizeClass } from './hs-aof-labels.styles.js';
import { withRulingLinks } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';

export const tag = 'hs-aof-labels';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

/** This view prints its own title block, so the page's heading is left off the printout. */
export const ownPrintHeader = true;

const DEFAULT_SCENARIO = 'shiloh';
const DEFAULT_SCALE: FigureScale = '6mm';

/** The link's `scale` value of each figure scale: 6, 10 or 15. */
const scaleParam = (scale: FigureScale) => scale.replace('mm', '');
const scaleFromParam = (value: string): FigureScale | undefined =>
  FIGURE_SCALES.find((s) => scaleParam(s) === value);

/** The link's `scale` (6, 10 or 15). */
const scaleSetting: LinkSetting<FigureScale> = {
  key: 'scale',
  fallback: DEFAULT_SCALE,
  parse: scaleFromParam,
  notice: (text) => `Scale “${text.slice(0, 20)}” is not 6, 10 or 15; using 6 mm.`,
  format: scaleParam,
};

/** The link's `optional` (1 or 0, true or false), left out of the link when off. */
const optionalSetting: LinkSetting<boolean> = {
  key: 'optional',
  fallback: false,
  parse: (text) =>
    text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : undefined,
  notice: (text) => `“optional=${text.slice(0, 20)}” is not 1 or 0; optional units left out.`,
  format: (on) => (on ? '1' : null),
};

const SIDE_NAME: Record<Side, string> = { USA: 'Union', CSA: 'Confederate' };

const KIND_NAME: Record<BaseKind, string> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  hq: 'HQ',
  artillery: 'artillery',
  general: 'general',
};

/** Where the book asks for folded labels (Labeling Bases). */
const LABEL_RULE = 'Mustering Armies › Labeling Bases'; // L364–396

/** A row of labels side by side, as wide as the printable width allows. */
interface Row {
  readonly labels: readonly SizedLabel[];
  readonly heightMm: number;
}

/** How far ahead a row may reach for a label that fills its gap. */
const LOOKAHEAD = 4;

/**
 * Labels filled into rows no wider than `widthMm` (labels share their cut lines), in order,
 * except that a row with room left takes the next label that fits from the following few, so
 * a square base's label fills the gap a rectangle leaves.
 */
function packRows(labels: readonly SizedLabel[], widthMm: number): Row[] {
  const queue = [...labels];
  const rows: Row[] = [];
  while (queue.length > 0) {
    const row: SizedLabel[] = [];
    let used = 0;
    for (;;) {
      const i = queue
        .slice(0, LOOKAHEAD + 1)
        .findIndex((l) => row.length === 0 || used + l.size.widthMm <= widthMm + 0.01);
      const next = i < 0 ? undefined : queue.splice(i, 1)[0];
      if (next === undefined) break;
      row.push(next);
      used += next.size.widthMm;
    }
    rows.push({ labels: row, heightMm: Math.max(...row.map((c) => c.size.heightMm)) });
  }
  return rows;
}

/** Rows filled into pages no taller than `heightMm`. */
function packPages(rows: readonly Row[], heightMm: number): Row[][] {
  const pages: Row[][] = [];
  let current: Row[] = [];
  let used = 0;
  for (const r of rows) {
    if (current.length > 0 && used + r.heightMm > heightMm + 0.01) {
      pages.push(current);
      current = [];
      used = 0;
    }
    current.push(r);
    used += r.heightMm;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

const mm = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}`;

/**
 * Printable fold-over base labels for every base of a scenario, generals and HQs included, at the
 * size of the bases for 6, 10 or 15 mm figures: a preview of the sheets on screen, and on paper
 * only the labels, black on white, with dashed cut lines and the fold line, never split across
 * pages.
 *
 * @summary Altar of Freedom base labels.
 */
@customElement('hs-aof-labels')
export class HsAofLabels extends LitElement {
  static override styles = [sharedStyles, printControlsStyles, labelsStyles];

  /** The page's link: `scenario`, `scale`, `paper` and `optional` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private slug = DEFAULT_SCENARIO;
  @state() private scale: FigureScale = DEFAULT_SCALE;
  @state() private paper: Paper = paperSetting.fallback;
  @state() private optional = false;
  @state() private notices: string[] = [];
  @state() private announcement = '';

  private readonly page = new PrintPageController(this);
  private readonly index = scenarioIndex();
  /** The link's settings, in the order it writes them. */
  private readonly settings = {
    slug: scenarioSetting(this.titles(), DEFAULT_SCENARIO),
    scale: scaleSetting,
    paper: paperSetting,
    optional: optionalSetting,
  };

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
    const title = this.titles().get(this.slug) ?? '';
    this.page.set(
      pageCss(this.paper, {
        topLeft: `${GAME_TITLE} · ${title} · base labels for ${this.scale.replace('mm', ' mm')} figures`,
        topRight: 'Print at 100% (actual size)',
        bottomLeft: 'Haversack · cut on the dashed lines, fold on the solid line',
      }),
    );
  }

  private readLink(): void {
    const { values, notices } = readLink(this.host?.params ?? [], this.settings);
    this.slug = values.slug;
    this.scale = values.scale;
    this.paper = values.paper;
    this.optional = values.optional;
    this.notices = notices;
  }

  private writeLink(): void {
    const { slug, scale, paper, optional } = this;
    this.host?.setParams(linkParams(this.settings, { slug, scale, paper, optional }));
  }

  private titles(): Map<string, string> {
    return new Map(this.index.ok ? this.index.value.scenarios.map((s) => [s.slug, s.title]) : []);
  }

  private scenario(): Scenario | null {
    const r = loadScenario(this.slug);
    return r.ok ? r.value : null;
  }

  private changed(): void {
    this.notices = [];
    this.writeLink();
    void this.updateComplete.then(() => {
      this.announcement = this.summary();
    });
  }

  private handleScenario(e: Event): void {
    this.slug = (e.target as HTMLSelectElement).value;
    this.changed();
  }

  private handleScale(e: Event): void {
    const s = scaleFromParam((e.target as HTMLInputElement).value);
    if (!s) return;
    this.scale = s;
    this.changed();
  }

  private handlePaper(e: Event): void {
    const value = paperFrom(e);
    if (value === undefined) return;
    this.paper = value;
    this.changed();
  }

  private handleOptional(e: Event): void {
    this.optional = (e.target as HTMLInputElement).checked;
    this.changed();
  }

  private handlePrint(): void {
    window.print();
  }

  /** The labels, rows and pages for the current choices. */
  private layout(s: Scenario) {
    const labels = sizedBaseLabels(s, this.scale, this.optional);
    const area = printableArea(this.paper);
    const rows = packRows(labels, area.widthMm);
    const pages = packPages(rows, area.heightMm);
    return { labels, rows, pages };
  }

  private summary(): string {
    const s = this.scenario();
    if (!s) return '';
    const { labels, pages } = this.layout(s);
    const command = labels.filter((l) => l.label.kind !== 'brigade').length;
    return `${labels.length} labels (${command} for generals and HQs, ${labels.length - command} for brigades) on ${pages.length} ${pages.length === 1 ? 'page' : 'pages'} of ${PAPERS[this.paper].label}.`;
  }

  override render() {
    const s = this.scenario();
    const optionalDivisions = s
      ? [...scenarioNames(s).values()].filter((n) => n.kind === 'division' && n.optional === true)
      : [];
    return html`
      <div class="controls no-print">
        ${renderScenarioSelect(this.titles(), this.slug, this.handleScenario)}
        <fieldset class="choice">
          <legend>Figure scale</legend>
          ${FIGURE_SCALES.map(
            (sc) => html`
              <label>
                <input
                  type="radio"
                  name="scale"
                  value=${scaleParam(sc)}
                  .checked=${this.scale === sc}
                  @change=${this.handleScale}
                />
                ${sc.replace('mm', ' mm')}
              </label>
            `,
          )}
        </fieldset>
        ${renderPaperChoice(this.paper, this.handlePaper, 'choice')}
        ${
          optionalDivisions.length > 0
            ? html`<label class="check">
                <input type="checkbox" .checked=${this.optional} @change=${this.handleOptional} />
                Include optional units (${optionalDivisions.map((d) => d.name).join(', ')})
              </label>`
            : nothing
        }
        <button class="primary" type="button" @click=${this.handlePrint}>Print labels</button>
      </div>
      ${renderLinkNotices(this.notices)}
      ${
        s
          ? this.renderSheets(s)
          : html`<p class="notice" role="alert">This scenario's data could not be read.</p>`
      }
    `;
  }

  private renderSizes() {
    const groups = new Map<LabelSize, BaseKind[]>();
    for (const kind of BASE_KINDS) {
      const size = LABEL_SIZES[this.scale][kind];
      groups.set(size, [...(groups.get(size) ?? []), kind]);
    }
    return [...groups].map(
      ([size, kinds], i) =>
        html`${i > 0 ? '; ' : ''}<strong class="nowrap"
            >${mm(size.widthMm)} × ${mm(size.heightMm)} mm</strong
          >
          for ${kinds.map((k) => KIND_NAME[k]).join(', ')} bases
          <span class="rule">${linked(size.rule)}</span>`,
    );
  }

  private renderSheets(s: Scenario) {
    const { pages } = this.layout(s);
    const names = scenarioNames(s);
    const info = scaleInfo(this.scale);
    return html`
      <div class="about no-print">
        <p class="summary" role="status" aria-live="polite">${this.summary()}</p>
        <p>
          Labels at ${info.label}: ${this.renderSizes()}. Cut on the dashed lines, fold on the solid
          line and tape the lower half under the base, so the name stands clear of it
          <span class="rule">${LABEL_RULE}</span>. Print at 100% (actual size).
        </p>
        <p class="visually-hidden" aria-live="polite">${this.announcement}</p>
      </div>
      <div class="sheets scale-${this.scale}" data-pages=${pages.length}>
        ${pages.map(
          (rows, i) => html`
            <p class="page-no no-print" aria-hidden="true">Page ${i + 1} of ${pages.length}</p>
            <div
              class="paper ${this.paper}"
              role="list"
              aria-label=${`Labels, page ${i + 1} of ${pages.length}`}
            >
              ${rows.map(
                (row) => html`
                  <div class="row">${row.labels.map((l) => this.renderLabel(l, names))}</div>
                `,
              )}
            </div>
          `,
        )}
      </div>
    `;
  }

  private renderLabel(l: SizedLabel, names: ReadonlyMap<string, NamedId>) {
    const { label } = l;
    const [first = '', ...rest] = label.lines;
    const n = names.get(label.id);
    const tab = n
      ? `${SIDE_NAME[label.side]} · ${n.name}${n.kind === 'unit' && n.arm === 'artillery' ? ' (art.)' : ''}`
      : `${SIDE_NAME[label.side]} · unknown “${label.id}”`;
    return html`
      <div
        class="label ${sizeClass(this.scale, l.base)} ${label.kind} base-${l.base} ${n ? '' : 'unresolved'}"
        role="listitem"
        data-id=${label.id}
      >
        <div class="face">
          <span class="name">${first}</span>
          ${label.sm !== null ? html`<span class="sm">${label.sm}</span>` : nothing}
          ${rest.map((line) => html`<span class="line">${line}</span>`)}
        </div>
        <div class="tab"><span>${tab}</span></div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-labels': HsAofLabels;
  }
}
