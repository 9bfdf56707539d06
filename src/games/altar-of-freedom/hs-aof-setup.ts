import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  GAME_TITLE,
  LOSS_KINDS,
  MOOD_TABLE,
  SCALES,
  citedRulings,
  loadScenario,
  scenarioIndex,
  scenarioNames,
  scenarioRulings,
  startClock,
  arrivalNeeds,
  type Army,
  type NamedId,
  type Reinforcement,
  type Ruling,
  type Scenario,
  type Side,
} from '../../core/games/altar-of-freedom/index.js';
import type { ToolHost } from '../../components/tool-host.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import {
  PAPERS,
  PrintPageController,
  pageCss,
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
} from '../../components/shared/print-sheet.js';
import { setupSheetStyles } from '../../components/shared/print-sheet.styles.js';
import { setupStyles } from './hs-aof-setup.styles.js';
import { loadGeneralRatings, ratingText } from './entered-ratings.js';
import { getStore } from '../../storage/store.js';
import type { GeneralRatings } from '../../core/games/altar-of-freedom/index.js';
import { rulingLink, withRulingLinks } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';
import { citationsTextWithin } from '../../core/shared/citation.js';

export const tag = 'hs-aof-setup';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

/** This view prints its own title block, so the page's heading is left off the printout. */
export const ownPrintHeader = true;

const DEFAULT_SCENARIO = 'shiloh';

const SIDE_NAME: Record<Side, string> = { USA: 'Union', CSA: 'Confederate' };

/** Where the book counts losses toward a break point (L1624–1628; spec §2.9). */
const LOSS_RULE = 'Army Break Points'; // L1624–1628
/** Where the clock die starts each turn (ruling A1). */
const CLOCK_RULE = 'The Turn Clock'; // L632–644

const DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return DATE.format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The first place of a reference, for the tight spots of the sheet: "Special Rules (2)" from
 * "Special Rules (2); Union Deployment › Reinforcement Schedule; ruling C5".
 */
const shortRule = (rule: string) => rule.split('; ')[0] ?? rule;

/** A deployment zone or arrival marked on the grid. */
interface Chip {
  readonly text: string;
  readonly side: Side;
  readonly kind: 'zone' | 'arrival';
}

/**
 * A scenario's setup sheet, on screen and on paper (A4 or US Letter): the battle at a glance,
 * deployment sectors on the grid, both armies' zones, objectives, moods and break points, the
 * turn track with its clock times and events, reinforcements, special rules, terrain, and the
 * rulings that apply. Every unit is shown by name, resolved through the rules core.
 *
 * @summary Altar of Freedom scenario setup sheet.
 */
@customElement('hs-aof-setup')
export class HsAofSetup extends LitElement {
  static override styles = [sharedStyles, setupSheetStyles, setupStyles];

  /** The page's link: `scenario` and `paper` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private slug = DEFAULT_SCENARIO;
  @state() private paper: Paper = paperSetting.fallback;
  @state() private notices: string[] = [];
  @state() private ratings: GeneralRatings = {};
  @state() private announcement = '';

  private readonly page = new PrintPageController(this);
  private readonly index = scenarioIndex();
  /** The link's settings: `scenario` (one of the index's) and `paper`. */
  private readonly settings = {
    slug: scenarioSetting(this.titles(), DEFAULT_SCENARIO),
    paper: paperSetting,
  };

  override connectedCallback(): void {
    super.connectedCallback();
    void getStore()
      .then(loadGeneralRatings)
      .then((r) => (this.ratings = r))
      .catch(() => undefined);
  }

  private renderRating(generalId: string) {
    const scenario = this.scenario();
    return scenario ? ratingText(this.ratings, scenario, generalId) : nothing;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
    const scenario = this.scenario();
    this.page.set(
      pageCss(this.paper, {
        topLeft: `${GAME_TITLE} · ${scenario?.title ?? ''}`,
        topRight: 'Scenario setup sheet',
        bottomLeft: 'Haversack',
      }),
    );
  }

  private readLink(): void {
    const { values, notices } = readLink(this.host?.params ?? [], this.settings);
    this.slug = values.slug;
    this.paper = values.paper;
    this.notices = notices;
  }

  private writeLink(): void {
    this.host?.setParams(linkParams(this.settings, { slug: this.slug, paper: this.paper }));
  }

  private titles(): Map<string, string> {
    return new Map(this.index.ok ? this.index.value.scenarios.map((s) => [s.slug, s.title]) : []);
  }

  private scenario(): Scenario | null {
    const r = loadScenario(this.slug);
    return r.ok ? r.value : null;
  }

  private handleScenario(e: Event): void {
    this.slug = (e.target as HTMLSelectElement).value;
    this.notices = [];
    this.announcement = `Showing the setup sheet for ${this.titles().get(this.slug) ?? this.slug}.`;
    this.writeLink();
  }

  private handlePaper(e: Event): void {
    const value = paperFrom(e);
    if (value === undefined) return;
    this.paper = value;
    this.notices = [];
    this.announcement = `The sheet will print on ${PAPERS[value].label}.`;
    this.writeLink();
  }

  private handlePrint(): void {
    window.print();
  }

  override render() {
    const scenario = this.scenario();
    return html`
      <div class="controls no-print">
        ${renderScenarioSelect(this.titles(), this.slug, this.handleScenario)}
        ${renderPaperChoice(this.paper, this.handlePaper)}
        <button class="primary" type="button" @click=${this.handlePrint}>Print sheet</button>
      </div>
      ${renderLinkNotices(this.notices)}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
      ${
        scenario
          ? this.renderSheet(scenario)
          : html`<p class="notice" role="alert">This scenario's data could not be read.</p>`
      }
    `;
  }

  private renderSheet(s: Scenario) {
    const names = scenarioNames(s);
    return html`
      <article class="sheet" aria-labelledby="sheet-title">
        <header class="masthead">
          <p class="kicker">
            ${GAME_TITLE} · Scenario setup · <span class="nowrap">Sheet ${s.sheet}</span>
          </p>
          <h2 id="sheet-title">${s.title}</h2>
          <p class="date">
            <time datetime=${s.date}>${formatDate(s.date)}</time>
            <span class="rule">${linked(s.rule)}</span>
          </p>
        </header>
        <div class="pair top">${this.renderGlance(s)} ${this.renderMap(s)}</div>
        ${this.renderBreakPoints(s)}
        <div class="pair armies">${s.armies.map((a) => this.renderArmy(a, names))}</div>
        ${this.renderTurns(s, names)} ${this.renderReinforcements(s, names)}
        ${this.renderSpecialRules(s)} ${this.renderTerrain(s)} ${this.renderRulings(s)}
      </article>
    `;
  }

  private renderGlance(s: Scenario) {
    const noWorks = s.specialRules.find((r) => r.effect?.kind === 'no-field-works');
    const first = s.turns[0];
    const last = s.turns[s.turns.length - 1];
    const clock = startClock(s.clockDie, 'USA');
    const grid = s.table.grid;
    return html`
      <section class="block" aria-labelledby="glance-h">
        <h3 id="glance-h">The battle at a glance</h3>
        <table class="facts">
          <tbody>
            <tr>
              <th scope="row">Players</th>
              <td>${s.players.min}–${s.players.max}; a ${s.size} battle</td>
            </tr>
            <tr>
              <th scope="row">Table</th>
              <td>
                ${s.table.widthFt}′ × ${s.table.depthFt}′ · 1″ =
                ${s.table.yardsPerInch}${s.table.yardsPerInchPlus ? '+' : ''} yards
                <span class="rule">${linked(s.table.rule)}</span>
              </td>
            </tr>
            <tr>
              <th scope="row">Grid</th>
              <td>
                ${grid.letters[0]}–${grid.letters[grid.letters.length - 1]} × 1–${grid.numbers}
                sectors${grid.inferred ? ', read from the deployment zones' : ''}
                ${s.mapMissing ? html`<span class="missing">Map not in the source</span>` : nothing}
              </td>
            </tr>
            <tr>
              <th scope="row">Length</th>
              <td>
                ${s.turns.length} turns, ${first?.time} to ${last?.time}, or until an army breaks
                <span class="rule">${linked(s.lengthRule)}</span>
              </td>
            </tr>
            <tr>
              <th scope="row">Turn clock</th>
              <td>
                D${s.clockDie}, set to ${clock.value} at the start of each turn
                (${rulingLink(GAME_ID, 'A1', 'ruling A1')})
                <span class="rule">${CLOCK_RULE}</span>
              </td>
            </tr>
            <tr>
              <th scope="row">Field works</th>
              <td>
                ${
                  s.fieldWorksAllowed
                    ? 'Allowed'
                    : html`Not allowed
                        <span class="rule">${noWorks ? shortRule(noWorks.rule) : ''}</span>`
                }
              </td>
            </tr>
            <tr>
              <th scope="row">Brigades</th>
              <td>
                About ${s.averageBrigadeMen.toLocaleString('en-US')} men in an average (+0) brigade;
                ${s.gunsPerArtilleryStand.min}–${s.gunsPerArtilleryStand.max} guns to an artillery
                stand <span class="rule">${linked(s.strengthRule)}</span>
              </td>
            </tr>
            <tr>
              <th scope="row">Figure scale</th>
              <td>
                ${SCALES.map(
                  (sc, i) =>
                    html`${i > 0 ? '; ' : ''}<span class="nowrap"
                        >${sc.scale.replace('mm', ' mm')}: ranges
                        ×${sc.rangeMultiplier}${
                          sc.optionalRangeMultiplier ? ` (or ×${sc.optionalRangeMultiplier})` : ''
                        }</span
                      >`,
                )}
                <span class="rule">Appendix III</span>
              </td>
            </tr>
            <tr>
              <th scope="row">Further reading</th>
              <td class="sources">${s.sources.join(' · ')}</td>
            </tr>
          </tbody>
        </table>
      </section>
    `;
  }

  /** Zone keys of an army's deployments: the side, numbered when it has several zones. */
  private zoneKey(army: Army, index: number): string {
    return army.deployment.length > 1 ? `${army.side} ${index + 1}` : army.side;
  }

  private renderMap(s: Scenario) {
    const chips = new Map<string, Chip[]>();
    const add = (sector: string, chip: Chip) =>
      chips.set(sector, [...(chips.get(sector) ?? []), chip]);
    for (const army of s.armies)
      army.deployment.forEach((d, i) => {
        for (const sector of d.sectors)
          add(sector, { text: this.zoneKey(army, i), side: army.side, kind: 'zone' });
      });
    for (const r of s.reinforcements)
      for (const sector of r.sectors)
        add(sector, {
          text: `↘T${r.turn}${r.kind === 'roll' ? '+' : ''}${r.optional === true ? '*' : ''}`,
          side: r.side,
          kind: 'arrival',
        });
    const numbers = Array.from({ length: s.table.grid.numbers }, (_, i) => i + 1);
    return html`
      <section class="block" aria-labelledby="map-h">
        <h3 id="map-h">Deployment sectors</h3>
        <table class="grid">
          <caption class="visually-hidden">
            Grid sectors: deployment zones and where reinforcements enter
          </caption>
          <thead>
            <tr>
              <td></td>
              ${numbers.map((n) => html`<th scope="col">${n}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${s.table.grid.letters.map(
              (letter) => html`
                <tr>
                  <th scope="row">${letter}</th>
                  ${numbers.map((n) => {
                    const here = chips.get(`${letter}${n}`) ?? [];
                    return html`<td class=${here.length === 0 ? 'empty' : ''}>
                      ${here.map(
                        (c) =>
                          html`<span class="chip ${c.kind} ${c.side.toLowerCase()}"
                            >${linked(c.text)}</span
                          >`,
                      )}
                    </td>`;
                  })}
                </tr>
              `,
            )}
          </tbody>
        </table>
        <p class="legend">
          <span class="chip zone usa">USA</span> <span class="chip zone csa">CSA</span> deployment
          zones (see each
          army)${
            s.reinforcements.length > 0
              ? html` · <span class="chip arrival usa">↘T4</span>
                  <span class="chip arrival csa">↘T4</span> Union and Confederate reinforcements
                  enter at the end of turn
                  4${
                    s.reinforcements.some((r) => r.kind === 'roll')
                      ? '; T8+: rolls to arrive from turn 8 on'
                      : ''
                  }${s.reinforcements.some((r) => r.optional === true) ? '; *: optional' : ''}`
              : nothing
          }.
          ${
            s.mapMissing
              ? 'The rulebook’s map is not in the source: place terrain from your own map.'
              : ''
          }
        </p>
      </section>
    `;
  }

  private renderUnits(ids: readonly string[], names: ReadonlyMap<string, NamedId>) {
    return ids.map((id, i) => {
      const n = names.get(id);
      const sep = i > 0 ? ', ' : '';
      if (!n) return html`${sep}<span class="unresolved" data-id=${id}>unknown unit “${id}”</span>`;
      const extra =
        n.kind === 'unit' && n.unattached === true
          ? ` (unattached${n.arm === 'artillery' ? ' artillery' : ''})`
          : '';
      return html`${sep}<span class="unit" data-id=${id}>${n.name}${extra}</span>`;
    });
  }

  private renderRulingNotes(rulings: readonly Ruling[]) {
    return rulings.map(
      (r) =>
        html`<p class="ruling">
          <strong>${rulingLink(GAME_ID, r.id, `Ruling ${r.id}`)}:</strong> ${linked(r.decision)}
          <span class="rule">${citationsTextWithin(r.cites, this.scenario()?.title ?? '')}</span>
        </p>`,
    );
  }

  private renderArmy(army: Army, names: ReadonlyMap<string, NamedId>) {
    const side = army.side;
    const id = `army-${side.toLowerCase()}`;
    return html`
      <section class="block flow army ${side.toLowerCase()}" aria-labelledby=${id}>
        <h3 id=${id}>
          <span class="side-tag ${side.toLowerCase()}">${side}</span> ${SIDE_NAME[side]}:
          ${army.name}
        </h3>
        <p class="commander">
          Commanded by <strong>${army.general.name}</strong>; deploys
          <strong>${army.deploysFirst ? 'first' : 'second'}</strong>.
          ${this.renderRating(army.general.id)}
        </p>
        <div class="sub">
          <h4>Deployment</h4>
          <table class="zones">
            <thead>
              <tr>
                <th scope="col">Zone</th>
                <th scope="col">Where and who</th>
              </tr>
            </thead>
            <tbody>
              ${army.deployment.map(
                (d, i) => html`
                  <tr>
                    <th scope="row">
                      <span class="chip zone ${side.toLowerCase()}">${this.zoneKey(army, i)}</span>
                    </th>
                    <td>
                      ${linked(d.text)} <span class="rule">${linked(d.rule)}</span>
                      <span class="who">${this.renderUnits(d.units, names)}</span>
                    </td>
                  </tr>
                `,
              )}
            </tbody>
          </table>
        </div>
        <div class="sub">
          <h4>Objectives</h4>
          <ul class="objectives">
            ${army.objectives.map(
              (o) => html`<li>${linked(o.text)} <span class="rule">${linked(o.rule)}</span></li>`,
            )}
          </ul>
        </div>
      </section>
    `;
  }

  private renderBreakPoints(s: Scenario) {
    const all = scenarioRulings(s);
    const notes = [
      ...s.armies.flatMap((a) => citedRulings(a.breakPointRule)),
      ...all.filter((r) => r.id === 'C15'),
      ...(s.armies.some((a) => a.mood === 'Steady') ? all.filter((r) => r.id === 'C2') : []),
    ].filter((r, i, list) => list.findIndex((x) => x.id === r.id) === i);
    return html`
      <section class="block" aria-labelledby="bp-h">
        <h3 id="bp-h">Moods and break points</h3>
        <table class="bp-table">
          <thead>
            <tr>
              <th scope="col">Army</th>
              <th scope="col">Mood</th>
              <th scope="col">Break point</th>
            </tr>
          </thead>
          <tbody>
            ${s.armies.map((army) => {
              const mood = MOOD_TABLE.find((m) => m.mood === army.mood);
              return html`
                <tr>
                  <th scope="row">
                    <span class="side-tag ${army.side.toLowerCase()}">${army.side}</span>
                    ${SIDE_NAME[army.side]}
                  </th>
                  <td>
                    <strong>${army.mood}</strong>${
                      mood
                        ? html`: ${mood.description} Guide: ${mood.breakPercent}% of its brigades
                            <span class="rule">${linked(mood.rule)}</span>`
                        : nothing
                    }
                  </td>
                  <td>
                    <strong class="bp">${army.breakPoint} losses</strong>
                    <span class="rule">${linked(army.breakPointRule)}</span>
                  </td>
                </tr>
              `;
            })}
          </tbody>
        </table>
        <p class="losses">
          Losses, all counted alike: ${LOSS_KINDS.map((k) => k.label).join(' · ')}. An army whose
          losses reach its break point at the end of a turn leaves the field.
          <span class="rule">${LOSS_RULE}</span>
        </p>
        ${this.renderRulingNotes(notes)}
      </section>
    `;
  }

  private unitList(r: Reinforcement, names: ReadonlyMap<string, NamedId>) {
    return this.renderUnits(r.units, names);
  }

  private renderTurns(s: Scenario, names: ReadonlyMap<string, NamedId>) {
    const during = (turn: number): TemplateResult[] =>
      s.specialRules.flatMap((rule) => {
        const e = rule.effect;
        if (!e || !('turns' in e) || !e.turns.includes(turn)) return [];
        const who = 'side' in e ? `${SIDE_NAME[e.side]}: ` : '';
        return [
          html`<li>
            ${who}${rule.title} <span class="rule">${linked(shortRule(rule.rule))}</span>
          </li>`,
        ];
      });
    const end = (turn: number): TemplateResult[] =>
      s.reinforcements.flatMap((r) => {
        const opt = r.optional === true ? html`<em>Optional:</em> ` : nothing;
        if (r.kind === 'scheduled' && r.turn === turn)
          return [
            html`<li>
              ${opt}${this.unitList(r, names)} arrive${r.units.length === 1 ? 's' : ''} at ${r.at}
            </li>`,
          ];
        if (r.kind === 'roll' && r.roll && turn >= r.turn) {
          const attempt = turn - r.turn + 1;
          const needs = arrivalNeeds(r, attempt);
          // Once a roll cannot fail, the units are on the table: no later rolls.
          if (attempt > 1 && arrivalNeeds(r, attempt - 1) <= 1) return [];
          const need =
            needs <= 1
              ? 'arrive whatever is rolled'
              : `roll ${needs}${needs < r.roll.die ? '+' : ''} on a D${r.roll.die} to arrive`;
          return [
            html`<li>
              ${opt}${this.unitList(r, names)}: ${need}
              <span class="rule">${linked(shortRule(r.rule))}</span>
            </li>`,
          ];
        }
        return [];
      });
    return html`
      <section class="block flow" aria-labelledby="turns-h">
        <h3 id="turns-h">Turn track <span class="rule">${linked(s.lengthRule)}</span></h3>
        <table class="turns">
          <thead>
            <tr>
              <th scope="col">Turn</th>
              <th scope="col">Time</th>
              <th scope="col">During the turn</th>
              <th scope="col">At the end of the turn</th>
              <th scope="col" class="tick"><span class="visually-hidden">Played</span></th>
            </tr>
          </thead>
          <tbody>
            ${s.turns.map((t) => {
              const a = during(t.turn);
              const b = end(t.turn);
              return html`
                <tr>
                  <th scope="row">${t.turn}</th>
                  <td class="time">${t.time}</td>
                  <td>
                    ${
                      a.length
                        ? html`<ul>
                            ${a}
                          </ul>`
                        : nothing
                    }
                  </td>
                  <td>
                    ${
                      b.length
                        ? html`<ul>
                            ${b}
                          </ul>`
                        : nothing
                    }
                  </td>
                  <td class="tick"><span class="box" aria-hidden="true"></span></td>
                </tr>
              `;
            })}
          </tbody>
        </table>
      </section>
    `;
  }

  private renderReinforcements(s: Scenario, names: ReadonlyMap<string, NamedId>) {
    const turnOf = (n: number) => s.turns.find((t) => t.turn === n);
    const how = (r: Reinforcement) => {
      if (r.kind === 'scheduled') return 'Arrive at the table edge; no PP needed';
      const roll = r.roll;
      if (!roll) return 'Roll';
      const bonus =
        roll.bonusPerAttempt > 0 ? `, +${roll.bonusPerAttempt} for each earlier roll` : '';
      return `Roll a D${roll.die} at each end of turn until they arrive: ${roll.target}${roll.target < roll.die ? '+' : ''} to arrive${bonus}`;
    };
    const rows = [...s.reinforcements].sort((a, b) => a.turn - b.turn);
    const ruling = scenarioRulings(s).filter((r) => r.id === 'A37');
    return html`
      <section class="block flow" aria-labelledby="reinf-h">
        <h3 id="reinf-h">Reinforcements</h3>
        ${
          rows.length === 0
            ? html`<p>None: both armies start with every unit on the table.</p>`
            : html`
                <table class="reinforcements">
                  <thead>
                    <tr>
                      <th scope="col">End of turn</th>
                      <th scope="col">Arriving</th>
                      <th scope="col">Enters at</th>
                      <th scope="col">How</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows.map(
                      (r) => html`
                        <tr>
                          <th scope="row">
                            T${r.turn}${r.kind === 'roll' ? ' on' : ''}
                            <span class="time">${turnOf(r.turn)?.time ?? r.time}</span>
                          </th>
                          <td>
                            <span class="side-tag">${r.side}</span>
                            ${r.optional === true ? html`<em>Optional:</em> ` : nothing}${this.unitList(
                              r,
                              names,
                            )}
                          </td>
                          <td>${r.at}</td>
                          <td>${how(r)} <span class="rule">${linked(r.rule)}</span></td>
                        </tr>
                      `,
                    )}
                  </tbody>
                </table>
              `
        }
        ${rows.length > 0 ? this.renderRulingNotes(ruling) : nothing}
      </section>
    `;
  }

  private renderSpecialRules(s: Scenario) {
    return html`
      <section class="block flow" aria-labelledby="special-h">
        <h3 id="special-h">Special rules and order-of-battle notes</h3>
        <table class="rules">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">In play</th>
              <th scope="col">Ref.</th>
            </tr>
          </thead>
          <tbody>
            ${s.specialRules.map(
              (r) => html`
                <tr>
                  <th scope="row">${r.title}</th>
                  <td>${linked(r.text)}</td>
                  <td class="ref"><span class="rule">${linked(r.rule)}</span></td>
                </tr>
              `,
            )}
          </tbody>
        </table>
      </section>
    `;
  }

  private renderTerrain(s: Scenario) {
    return html`
      <section class="block flow" aria-labelledby="terrain-h">
        <h3 id="terrain-h">Terrain</h3>
        <table class="rules">
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Effect</th>
              <th scope="col">Ref.</th>
            </tr>
          </thead>
          <tbody>
            ${s.terrain.map(
              (t) => html`
                <tr>
                  <th scope="row">${t.feature}</th>
                  <td>${linked(t.text)}</td>
                  <td class="ref"><span class="rule">${linked(t.rule)}</span></td>
                </tr>
              `,
            )}
          </tbody>
        </table>
      </section>
    `;
  }

  private renderRulings(s: Scenario) {
    return html`
      <section class="block flow" aria-labelledby="rulings-h">
        <h3 id="rulings-h">Rulings applied</h3>
        <p class="intro">
          Where the rulebook contradicts itself or is silent, the app reads it as follows.
          <span class="print-only"
            >The rulebook places of each are on the game’s Rulings page.</span
          >
        </p>
        <ul class="rulings">
          ${scenarioRulings(s).map(
            (r) => html`
              <li>
                <strong class="rid">${rulingLink(GAME_ID, r.id)}</strong>
                ${linked(capitalise(r.question))} <strong>${linked(r.decision)}</strong>
                <span class="rule"
                  >${citationsTextWithin(r.cites, this.scenario()?.title ?? '')}</span
                >
              </li>
            `,
          )}
        </ul>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-setup': HsAofSetup;
  }
}
