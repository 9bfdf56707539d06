import { html, type TemplateResult } from 'lit';
import {
  BUILDER_BREAK_PERCENT,
  EXCEPTIONAL_DIVISION_PP,
  POINT_COSTS,
  brigadeCost,
  divisionCost,
  type ArmyPrice,
  type SavedArmy,
  type SavedDivision,
} from '../../../core/games/altar-of-freedom/index.js';
import {
  SIZE_WORDS,
  armyName,
  divisionName,
} from '../../../core/games/altar-of-freedom/army-edit.js';
import { priceErrors } from '../../../core/games/altar-of-freedom/army-check.js';
import { traitNames } from '../../../core/games/altar-of-freedom/display-names.js';
import { tableHead } from '../../../components/shared/table-head.js';
import { armLabel, signed } from '../arm-icon.js';
import { STEPS_RULE } from './army-editor.js';

const PTS = { text: 'Pts', num: true } as const;

function rosterHead(a: SavedArmy, price: ArmyPrice) {
  const c = price.counts;
  return html`<header class="roster-head">
    <p class="kicker">Altar of Freedom · Army roster</p>
    <h2>${armyName(a)}</h2>
    <p>
      ${SIZE_WORDS[a.size]} army · ${price.cost} of ${price.budget} points · SM total
      ${signed(price.smTotal)} · break point ${price.breakPoint} · ${c.divisions} divisions,
      ${c.infantry + c.cavalry + c.artillery} brigades
    </p>
    <p class="roster-rules">
      ${Math.max(0, price.unspent)} points unspent, so the SM total may be 0 to
      ${signed(price.smAllowedMax)}. Break point: ${BUILDER_BREAK_PERCENT}% of the brigades, rounded
      up. PP pool: ${price.ppPoolBase} plus one D6 per general.
      <span class="rule">${STEPS_RULE.totals}</span>
    </p>
  </header>`;
}

function rosterGenerals(a: SavedArmy) {
  return html`<table class="roster-generals">
    <caption>
      Generals
    </caption>
    ${tableHead(['General', 'Role', { text: 'PP', num: true }, 'Traits', PTS])}
    <tbody>
      ${a.generals.map(
        (g, i) =>
          html`<tr>
            <th scope="row">${g.name || '—'}</th>
            <td>${i === 0 ? 'Army commander' : 'Corps general'}</td>
            <td class="num">${g.pp ?? '—'}</td>
            <td>${traitNames(g.traits) || '—'}</td>
            <td class="num">${i === 0 ? POINT_COSTS.armyGeneral : POINT_COSTS.corpsGeneral}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function rosterDivision(d: SavedDivision, i: number) {
  const exceptional = d.exceptional
    ? ` · exceptional, ${EXCEPTIONAL_DIVISION_PP} permanent PP`
    : '';
  return html`<table class="roster-division">
    <caption>
      ${divisionName(d, i)}${exceptional}
    </caption>
    ${tableHead(['Brigade', 'Arm', { text: 'SM', num: true }, PTS])}
    <tbody>
      ${d.brigades.map(
        (b) =>
          html`<tr>
            <th scope="row">${b.name || '—'}</th>
            <td>${armLabel(b.arm)}</td>
            <td class="num">${signed(b.sm)}</td>
            <td class="num">${brigadeCost(b.arm)}</td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" colspan="2">${d.brigades.length} brigades</th>
        <td class="num">${signed(d.brigades.reduce((s, b) => s + b.sm, 0))}</td>
        <td class="num">${divisionCost(d.brigades)}</td>
      </tr>
    </tfoot>
  </table>`;
}

/** The army as it prints: its totals, generals and divisions, and whether it keeps to App. V. */
export function roster(a: SavedArmy, price: ArmyPrice): TemplateResult {
  return html`<section class="roster print-only" aria-label="Printable roster">
    ${rosterHead(a, price)} ${rosterGenerals(a)}
    <div class="roster-divisions">${a.divisions.map(rosterDivision)}</div>
    <p class="roster-foot">
      ${
        price.valid
          ? 'Checked against Army Builder rules (Appendix V): within the limits.'
          : `Not yet within the Army Builder rules (App. V): ${priceErrors(price)
              .map((m) => m.text)
              .join(' ')}`
      }
    </p>
  </section>`;
}
