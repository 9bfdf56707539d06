/**
 * The U.S. Civil War: what the Reinforcement Phase calculator shows for its inputs: the
 * Confederate count (from `csaBuild`), its breakdown rows, the segment's steps in order, the
 * Union checklist and the inputs' problems. Pure; split from the calculator's controls.
 */
import type { BreakdownRow, CalcText } from '../../shared/calculator.js';
import { breakdownRow } from '../../shared/calc-builders.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { winterOf, yearOf } from './calendar.js';
import {
  ARSENAL_CAP_TIMES,
  BLOCKADE_DIE,
  BLOCKADE_ZONES,
  BORDER,
  BORDER_BP_STATES,
  BP_PER_SP,
  CSA_PLACEMENT,
  INFLATION,
  MAINTENANCE_START,
  RANDOM_STATES_DICE,
  SALT_LOSS,
  WINTER_CUT,
} from './economy-data.js';
import { readBlockade } from './blockade-read.js';
import type { BlockadeTable } from './blockade-table.js';
import { cardsDrawn, cardsText } from './reinforcement-cards.js';
import { csaBuild, type CsaBuild } from './reinforcement.js';
import { unionReinforcements } from './reinforcement-union.js';
import { num } from './calc-inputs.js';

/** Arsenal BPs on the map: the turn number less those destroyed (14.5). */
export const arsenalBp = (inputs: Inputs): number =>
  Math.max(0, num(inputs, 'turn') - num(inputs, 'arsdest'));

/** A zone's roll read off the player's Blockade Table, or null when it is not entered. */
export const tableRead = (inputs: Inputs, id: string, table: BlockadeTable | null) =>
  readBlockade(table, num(inputs, 'turn'), num(inputs, `${id}r`) + num(inputs, `${id}d`));

/** A zone's BPs and inflation: read off the player's table when entered, else as typed. */
export const zoneRead = (inputs: Inputs, id: string, table: BlockadeTable | null) =>
  tableRead(inputs, id, table) ?? {
    bp: num(inputs, `${id}b`),
    inflation: inputs[`${id}m`] === true,
  };

export function build(inputs: Inputs, table: BlockadeTable | null = null): CsaBuild {
  const zone = (id: string) => zoneRead(inputs, id, table);
  return csaBuild({
    resource: num(inputs, 'res'),
    arsenals: arsenalBp(inputs),
    borderHexes: { ky: num(inputs, 'ky'), mo: num(inputs, 'mo') },
    blockade: { na: zone('na'), sa: zone('sa'), gulf: zone('gulf') },
    maintenance: num(inputs, 'maint'),
    saltCaptured: num(inputs, 'salt'),
    winter: inputs['winter'] === true,
  });
}

export function rows(
  inputs: Inputs,
  b: CsaBuild,
  table: BlockadeTable | null = null,
): BreakdownRow[] {
  const plus = (n: number) => signed(n);
  return [
    breakdownRow('Resource Hexes', '14.3.2', 'printed value', plus(num(inputs, 'res'))),
    breakdownRow('Arsenals (turn − destroyed)', '14.5', '+1 a turn', plus(arsenalBp(inputs))),
    ...BORDER_BP_STATES.map((s) => ({
      label: s.name,
      rule: '14.3.3',
      printed: `${BORDER.perHex} a hex, ≤ ${BORDER.maxPerState}`,
      here: b.border[s.id] ? plus(b.border[s.id]) : null,
    })),
    ...BLOCKADE_ZONES.map((z) => ({
      label: `Blockade, ${z.name}`,
      rule: '14.4.4',
      ...(zoneRead(inputs, z.id, table).inflation && { note: `+2M: Maintenance +${INFLATION}.` }),
      printed: `${BLOCKADE_DIE.count}d${BLOCKADE_DIE.sides} ${signed(num(inputs, `${z.id}d`))}`,
      here: plus(zoneRead(inputs, z.id, table).bp),
    })),
    breakdownRow('Salt (optional)', '22.2', SALT_LOSS.join('/'), b.salt ? signed(-b.salt) : null),
    breakdownRow(
      'Maintenance',
      '14.3.4',
      `${MAINTENANCE_START}, +${INFLATION} a +2M`,
      signed(-b.maintenance),
    ),
    breakdownRow(
      `SPs built (1 per ${BP_PER_SP} BPs)`,
      '14.3.1',
      `÷ ${BP_PER_SP}`,
      String(b.built),
      `${b.net} BPs net; ${b.lostBp} BPs lost.`,
    ),
    breakdownRow(
      'Winter',
      '14.1.2',
      `−${WINTER_CUT} SPs`,
      inputs['winter'] === true ? `−${WINTER_CUT}` : null,
    ),
  ];
}

export function csaLines(inputs: Inputs, b: CsaBuild): CalcText[][] {
  const turn = num(inputs, 'turn');
  const p = b.placement;
  const lines: CalcText[][] = [
    [
      { strong: 'Confederate, step 1: ' },
      `roll ${RANDOM_STATES_DICE.count}d${RANDOM_STATES_DICE.sides} on the Random States Table and add 1 BP of Arsenal to a Resource Hex he controls in that state; reroll if he holds none there or all are at ${ARSENAL_CAP_TIMES} × their printed value (ruling C20). Roll it in `,
      { tool: 'war-industry', text: 'War Industry' },
      '. ',
      { rule: '14.5' },
    ],
  ];
  lines.push(
    b.placed > 0
      ? [
          { strong: 'Step 2: ' },
          `place ${p.transMississippi} in the Trans-Mississippi, ${p.east} East and ${p.west} West, in Resource Hexes he controls with an LOC to a Primary Supply Source, no state taking more than ${CSA_PLACEMENT.perState}; an area with no legal hex loses its SPs. `,
          { rule: '14.3.5' },
        ]
      : [{ strong: 'Step 2: ' }, 'no new SPs to place. ', { rule: '14.3' }],
    [
      { strong: 'Step 3: ' },
      `draw ${cardsText(cardsDrawn(turn, inputs['y61'] === true))}. `,
      { rule: '18.2' },
    ],
  );
  if (inputs['adv'] === true)
    lines.push([
      { strong: 'Step 4: ' },
      'roll on the Confederate Naval Reinforcement table: ',
      { tool: 'naval-reinforcement', text: 'Confederate naval reinforcement' },
      '. ',
      { rule: '21.10' },
    ]);
  return lines;
}

export function unionLines(inputs: Inputs): CalcText[][] {
  const u = unionReinforcements({
    turn: num(inputs, 'turn'),
    winter: inputs['winter'] === true,
    from1861: inputs['y61'] === true,
    advanced: inputs['adv'] === true,
    open: {
      east: inputs['east'] === true,
      ohin: inputs['ohin'] === true,
      il: inputs['il'] === true,
      stl: inputs['stl'] === true,
    },
  });
  return [
    [{ strong: `Union: ${u.sp} SPs` }, u.lost ? ` (${u.lost} lost). ` : '. ', { rule: '14.2' }],
    ...u.items.map((i): CalcText[] => [`• ${i.text} `, { rule: i.rule }]),
  ];
}

export function problems(inputs: Inputs): string[] {
  const turn = num(inputs, 'turn');
  const out: string[] = [];
  const w = winterOf(turn);
  if (w === 'stated' && inputs['winter'] !== true)
    out.push(`Turn ${turn} is a winter turn (${yearOf(turn).place}): tick Winter.`);
  if (turn === 1)
    out.push('Turn 1 has no Reinforcement Phase: a scenario skips it on its first turn (S1.1).');
  return out;
}
