import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  COMMANDER_MARKS,
  COMMANDER_USER_DATA,
  GAME_ID,
  GAME_TITLE,
  LAST_TURN,
  NATION_LABELS,
  RULINGS,
  loadGameData,
  resolveCommanders,
  setupSheet,
  type CommanderUserData,
  type Nation,
  type SetupSheet,
  type SheetSide,
  type SheetTurn,
} from '../../core/games/price-of-freedom/index.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { formatRoute } from '../../routing/routes.js';
import { getStore, type Store } from '../../storage/store.js';
import {
  PAPERS,
  PrintPageController,
  pageCss,
  type Paper,
} from '../../components/shared/print-page.js';
import {
  paperFrom,
  paperSetting,
  readLink,
  renderLinkNotices,
  renderPaperChoice,
} from '../../components/shared/print-sheet.js';
import { setupSheetStyles } from '../../components/shared/print-sheet.styles.js';
import type { ToolHost } from '../../components/tool-host.js';
import { setupStyles } from './hs-pof-setup.styles.js';
import { rulingLink, withRulingLinks } from '../../components/shared/ruling-links.js';
import { citationsText } from '../../core/shared/citation.js';

/** The element's tag. */
export const tag = 'hs-pof-setup';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

/** This view prints its own title block, so the page's heading is left off the printout. */
export const ownPrintHeader = true;

const SHORT: Record<Nation, string> = { usa: 'USA', csa: 'CSA' };
/** Rulings printed at the foot of the sheet. */
const SHEET_RULINGS = ['G1', 'G3', 'A1', 'A15'];

/**
 * The set-up sheet of the game's one scenario, the whole war (§8), on screen and printed on A4
 * or US Letter: every marker's starting space, the four starting armies of each side with their
 * commanders and fresh or spent corps, the Union garrison and blockade marker, the cards each
 * player starts with, and the Turn Record Track with what each turn brings. Commanders arriving
 * on the track are not printed (ruling G1): the player's entries are shown, marked, else a
 * blank to fill in. Link: `paper`.
 *
 * @summary Price of Freedom set-up sheet.
 */
@customElement('hs-pof-setup')
export class HsPofSetup extends LitElement {
  static override styles = [sharedStyles, setupSheetStyles, setupStyles];

  /** The page's link: `paper` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where the player's commander entries are read; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private paper: Paper = paperSetting.fallback;
  @state() private notices: string[] = [];
  @state() private announcement = '';
  @state() private userData: CommanderUserData = COMMANDER_USER_DATA.empty();

  private readonly data = loadGameData();
  private readonly page = new PrintPageController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadUserData();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
    this.page.set(
      pageCss(this.paper, {
        topLeft: `${GAME_TITLE} · Set-up`,
        topRight: 'The whole war, 1861–1865',
        bottomLeft: 'Haversack',
      }),
    );
  }

  private async loadUserData(): Promise<void> {
    this.store ??= await getStore();
    const record = await this.store
      .getUserData(COMMANDER_USER_DATA.gameSlug, COMMANDER_USER_DATA.kind)
      .catch(() => undefined);
    if (record === undefined) return;
    const parsed = parseWith(COMMANDER_USER_DATA.schema, record.data);
    if (parsed.ok) this.userData = parsed.value;
  }

  private readLink(): void {
    const { values, notices } = readLink(
      this.host?.params ?? [],
      { paper: paperSetting },
      { otherKeys: 'notice' },
    );
    this.paper = values.paper;
    this.notices = notices;
  }

  private handlePaper(e: Event): void {
    const value = paperFrom(e);
    if (value === undefined) return;
    this.paper = value;
    this.notices = [];
    this.announcement = `The sheet will print on ${PAPERS[value].label}.`;
    this.host?.setParams([['paper', value]]);
  }

  private sheet(): SetupSheet | null {
    if (!this.data.ok) return null;
    const roster = resolveCommanders(this.data.value.commanders, this.userData).commanders;
    return setupSheet(this.data.value, roster);
  }

  override render() {
    const sheet = this.sheet();
    return html`
      <div class="controls no-print">
        ${renderPaperChoice(this.paper, this.handlePaper)}
        <button
          class="primary"
          type="button"
          @click=${() => {
            window.print();
          }}
        >
          Print sheet
        </button>
      </div>
      ${renderLinkNotices(this.notices)}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
      ${
        sheet
          ? this.renderSheet(sheet)
          : html`<p class="notice" role="alert">The game’s set-up data could not be read.</p>`
      }
    `;
  }

  private renderSheet(s: SetupSheet) {
    return html`<article class="sheet" aria-labelledby="sheet-title">
      <header class="masthead">
        <p class="kicker">${GAME_TITLE} · Set-up sheet</p>
        <h2 id="sheet-title">The whole war, 1861–1865</h2>
        <p class="sub">
          The game’s one scenario: at most ${LAST_TURN} turns of six months.
          <span class="rule">§8, §9.1</span>
        </p>
      </header>
      <div class="pair">${this.renderMarkers(s)} ${this.renderBoard(s)}</div>
      <div class="pair armies">
        ${this.renderArmies(s.sides.csa)} ${this.renderArmies(s.sides.usa)}
      </div>
      ${this.renderTurns(s)} ${this.renderUnplaced(s)} ${this.renderRulings()}
    </article>`;
  }

  private renderMarkers(s: SetupSheet) {
    return html`<section class="block" aria-labelledby="markers-h">
      <h3 id="markers-h">Board markers <span class="rule">§8.2</span></h3>
      <table class="markers">
        <thead>
          <tr>
            <th scope="col">Marker</th>
            <th scope="col">Track</th>
            <th scope="col" class="num">Space</th>
          </tr>
        </thead>
        <tbody>
          ${s.markers.map(
            (m) =>
              html`<tr>
                <th scope="row">${m.label} <span class="rule">${linked(m.rule)}</span></th>
                <td>${m.track}</td>
                <td class="num space">${m.space}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  private renderBoard(s: SetupSheet) {
    const c = s.cards;
    return html`<section class="block" aria-labelledby="board-h">
      <h3 id="board-h">Cards, Kentucky, garrison and blockade</h3>
      <table class="facts">
        <tbody>
          <tr>
            <th scope="row">Deck</th>
            <td>
              ${c.deck}
              cards${c.battleCardsSetAside ? html`; the battle cards are set aside until the start of Turn 2` : nothing}
              <span class="rule">§2.3, §8.3, §10.2</span>
            </td>
          </tr>
          <tr>
            <th scope="row">Each player</th>
            <td>
              His CORE card plus ${c.dealtPerPlayer} dealt: <strong>${c.handAtStart} cards</strong>
              <span class="rule">${linked(c.rule)}</span>
            </td>
          </tr>
          <tr>
            <th scope="row">CORE cards</th>
            <td>
              <span class="side-tag usa">USA</span> ${c.core.usa}<br />
              <span class="side-tag csa">CSA</span> ${c.core.csa}
            </td>
          </tr>
          <tr>
            <th scope="row">Kentucky</th>
            <td>
              ${s.kentucky === 'neutral' ? 'Neutral' : NATION_LABELS[s.kentucky]}
              <span class="rule">§5, §8</span>
            </td>
          </tr>
          ${s.garrisons.map(
            (g) =>
              html`<tr>
                <th scope="row">Union garrison</th>
                <td>${g.name} <span class="rule">${linked(g.rule)}</span></td>
              </tr>`,
          )}
          ${s.blockade.map(
            (b) =>
              html`<tr>
                <th scope="row">Blockade</th>
                <td>
                  ${b.markers} Union marker${b.markers === 1 ? '' : 's'} in the ${b.name} box
                  <span class="rule">${linked(b.rule)}</span>
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  private renderArmies(side: SheetSide) {
    const id = `armies-${side.side}`;
    const rule = side.side === 'csa' ? '§8.4' : '§8.5';
    return html`<section class="block" aria-labelledby=${id}>
      <h3 id=${id}>
        <span class="side-tag ${side.side}">${SHORT[side.side]}</span>
        ${NATION_LABELS[side.side]} armies <span class="rule">${rule}</span>
      </h3>
      <table class="armies-table">
        <caption class="visually-hidden">
          ${NATION_LABELS[side.side]} armies at set-up: commander, region and corps
        </caption>
        <thead>
          <tr>
            <th scope="col">Commander</th>
            <th scope="col">Region</th>
            <th scope="col" class="num">Fresh</th>
            <th scope="col" class="num">Spent</th>
          </tr>
        </thead>
        <tbody>
          ${side.armies.map(
            (a) =>
              html`<tr>
                <th scope="row">
                  ${a.commanderName}${a.star ? html` <span class="mark" aria-hidden="true">${COMMANDER_MARKS.star.symbol}</span><span class="visually-hidden">(star)</span>` : nothing}${a.diamond ? html` <span class="mark" aria-hidden="true">${COMMANDER_MARKS.diamond.symbol}</span><span class="visually-hidden">(diamond)</span>` : nothing}
                </th>
                <td>${a.regionName}</td>
                <td class="num">${a.fresh}</td>
                <td class="num">${a.spent}</td>
              </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="2">
              ${side.corps} corps
              ${
                side.deployedMarker === side.corps
                  ? html`<span class="rule"
                      >= ${SHORT[side.side]} Corps Deployed marker, §8.2</span
                    >`
                  : html`<span class="warn"
                      >the Corps Deployed marker says ${side.deployedMarker ?? '?'}</span
                    >`
              }
            </th>
            <td class="num">${side.fresh}</td>
            <td class="num">${side.spent}</td>
          </tr>
        </tfoot>
      </table>
    </section>`;
  }

  private renderArriving(t: SheetTurn) {
    if (t.arriving.length === 0)
      return html`<span class="screen-only">not printed</span
        ><span class="blank" aria-hidden="true"></span
        ><span class="visually-hidden">: write them in from your counters</span>`;
    return html`<ul>
        ${t.arriving.map(
          (c) =>
            html`<li>
              <span class="side-tag ${c.side}">${SHORT[c.side]}</span> ${c.name}${
                c.source === 'player' ? html` <span class="yours">(your entry)</span>` : nothing
              }
            </li>`,
        )}
      </ul>
      <span class="blank short" aria-hidden="true"></span>`;
  }

  private renderTurns(s: SetupSheet) {
    return html`<section class="block flow" aria-labelledby="turns-h">
      <h3 id="turns-h">Turn Record Track <span class="rule">§8.7, §9-11</span></h3>
      <table class="turns">
        <caption class="visually-hidden">
          Each turn: months, campaign rounds, initiative, free corps, what changes and the
          commanders placed on it
        </caption>
        <thead>
          <tr>
            <th scope="col">Turn</th>
            <th scope="col">Rounds, order</th>
            <th scope="col">Free corps</th>
            <th scope="col">What changes</th>
            <th scope="col">Commanders arriving</th>
            <th scope="col" class="tick"><span class="visually-hidden">Played</span></th>
          </tr>
        </thead>
        <tbody>
          ${s.turns.map(
            (t) =>
              html`<tr>
                <th scope="row">
                  <span class="turn-no">${t.turn}</span>
                  <span class="period">${t.period}${t.periodInferred ? '*' : ''}</span>
                </th>
                <td>
                  Rounds ${t.rounds[0]}–${t.rounds[t.rounds.length - 1]}<br />
                  Initiative
                  ${SHORT[t.order.initiative]}${
                    t.order.reinforcesFirst
                      ? html`<br />${SHORT[t.order.reinforcesFirst]} reinforces first`
                      : nothing
                  }
                  <span class="rule">${linked(t.order.rule)}</span>
                </td>
                <td class="free" data-label="Free corps">
                  ${
                    t.freeCorps
                      ? html`<span class="line"
                            >USA
                            ${t.freeCorps.usa}${
                              t.freeCorps.usaWithDraft !== t.freeCorps.usa
                                ? html` <span class="draft"
                                    >(${t.freeCorps.usaWithDraft} after DRAFT)</span
                                  >`
                                : nothing
                            }</span
                          ><span class="line">CSA ${t.freeCorps.csa}</span>`
                      : html`None`
                  }
                </td>
                <td>
                  <ul>
                    ${t.events.map((e) => html`<li>${linked(e.text)} <span class="rule">${linked(e.rule)}</span></li>`)}
                  </ul>
                </td>
                <td class="arriving" data-label="Commanders arriving">${this.renderArriving(t)}</td>
                <td class="tick"><span class="box" aria-hidden="true"></span></td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p class="legend">
        * Months inferred from six-month turns ending in the winter of 1864–65; the rulebook does
        not print them. Free corps: placed in the reinforcement phase, none in Turn 1
        <span class="rule">§11.1, §11.4</span>. Commanders arriving: placed at their entry turn
        <span class="rule">§8.7</span>; the counters are not in the rulebook text, so only your
        entries from the
        <a class="no-print" href=${formatRoute({ game: GAME_ID, tool: 'commanders' })}
          >commanders page</a
        ><span class="print-only">commanders page</span>
        are shown; write in the rest.
      </p>
    </section>`;
  }

  private renderUnplaced(s: SetupSheet) {
    if (s.unplaced.length === 0) return nothing;
    return html`<section class="block" aria-labelledby="unplaced-h">
      <h3 id="unplaced-h">
        Entry turn not known <span class="rule">${rulingLink(GAME_ID, 'G1', 'ruling G1')}</span>
      </h3>
      <p class="intro">
        Place these ${s.unplaced.length} commanders on the track from the turn printed on their
        counters:
      </p>
      <ul class="unplaced">
        ${(['csa', 'usa'] as const).map((side) =>
          s.unplaced
            .filter((c) => c.side === side)
            .map(
              (c) =>
                html`<li><span class="side-tag ${c.side}">${SHORT[c.side]}</span> ${c.name}</li>`,
            ),
        )}
      </ul>
    </section>`;
  }

  private renderRulings() {
    const rulings = SHEET_RULINGS.flatMap((id) => RULINGS.filter((r) => r.id === id));
    return html`<section class="block flow" aria-labelledby="rulings-h">
      <h3 id="rulings-h">Rulings applied</h3>
      <ul class="rulings">
        ${rulings.map(
          (r) =>
            html`<li>
              <strong class="rid">${rulingLink(GAME_ID, r.id)}</strong> ${linked(r.question)}
              <strong>${linked(r.decision)}</strong>
              <span class="rule">${citationsText(r.cites)}</span>
            </li>`,
        )}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-setup': HsPofSetup;
  }
}
