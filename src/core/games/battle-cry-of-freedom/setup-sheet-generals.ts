/**
 * A side's generals on a set-up sheet: those in play per theater with a tick box each, or, for
 * Gettysburg, the pools to pick from and how many start in play.
 */
import type { SheetSection } from '../../shared/setup-sheet.js';
import { rule } from '../../shared/sheet-text.js';
import { GENERAL_LIMIT, GENERALS_PLACE } from './campaign-generals.js';
import { SIDE_LABELS, THEATER_LABELS, THEATERS, type Side } from './phases.js';
import type { Scenario } from './scenario-types.js';
import { isKnownCavalry } from './scenarios.js';

const tag = (name: string, s: Scenario): string =>
  `${name}${s.threeStar.includes(name) ? ' (three-star)' : ''}${isKnownCavalry(name) ? ' (cavalry)' : ''}`;

/** The generals section of `side`. */
export function setupGeneralsSection(s: Scenario, side: Side): SheetSection {
  const who = SIDE_LABELS[side];
  const pool = s.pools?.[side];
  if (pool)
    return {
      id: `generals-${side}`,
      title: [
        { side: who, tone: side === 'union' ? 'usa' : 'csa' },
        ` ${who} generals `,
        rule(s.place),
      ],
      content: [
        {
          kind: 'table',
          look: ['rules'],
          caption: `${who} generals available`,
          columns: [{ text: 'Arm' }, { text: 'Generals' }],
          rows: [
            { head: ['Cavalry'], cells: [[pool.cavalry.map((n) => tag(n, s)).join(', ')]] },
            { head: ['Infantry'], cells: [[pool.infantry.map((n) => tag(n, s)).join(', ')]] },
          ],
        },
        {
          kind: 'paragraph',
          look: 'note',
          text: [
            `In play at the start: ${[...pool.startCavalry, `any ${pool.startInfantry} infantry`].join(' and ')}. The others wait as reinforcements`,
            ...(pool.cavalryFromDay
              ? [
                  `; ${pool.cavalry.join(', ')} may enter only from day ${pool.cavalryFromDay}, save by a Special Event`,
                ]
              : []),
            '.',
          ],
        },
      ],
    };
  return {
    id: `generals-${side}`,
    title: [
      { side: who, tone: side === 'union' ? 'usa' : 'csa' },
      ` ${who} generals in play `,
      rule(s.place),
    ],
    content: [
      {
        kind: 'table',
        look: ['rules'],
        caption: `${who} generals in play at the start, by theater`,
        checklist: 'Placed',
        columns: [{ text: 'General' }, { text: 'Theater' }],
        rows: THEATERS.flatMap((t) =>
          s.generals[side][t].map((name) => ({
            head: [tag(name, s)],
            cells: [[THEATER_LABELS[t]]],
          })),
        ),
      },
      {
        kind: 'paragraph',
        look: 'note',
        text: [
          `Limit per theater: ${GENERAL_LIMIT.infantry} infantry and ${GENERAL_LIMIT.cavalry} cavalry. `,
          rule(GENERALS_PLACE),
        ],
      },
    ],
  };
}
