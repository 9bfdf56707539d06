/**
 * The U.S. Civil War setup sheet's section of units placed: each side's placements from the
 * players' own At Start card, with a tick box to check off each as it is set up, and each fact of
 * the rulebook the card is checked against; or, when none are entered, a plain line saying so and
 * where to key them in (ruling G6).
 */
import type { SheetContent, SheetSection } from '../../shared/setup-sheet.js';
import { rule, span, strong, type SheetText } from '../../shared/sheet-text.js';
import { CHECK_STATUS_TEXT } from './entered-page.js';
import type { Scenario } from './scenario-types.js';
import { SIDES, type Side } from './sides.js';
import {
  fortificationOf,
  PLACEMENT_KINDS,
  placementsOf,
  type Placement,
  type Placements,
} from './setup-placements-data.js';
import { checkPlacements } from './setup-placements-facts.js';
import { cardName } from './setup-placements-roster.js';
import { keysOf } from '../../shared/keys-of.js';

const PAGE = { tool: 'setup-placements', text: 'Setup placements' } as const;

const unitText = (p: Placement): string =>
  p.kind === 'fort'
    ? (fortificationOf(p.name) ?? '')
    : [PLACEMENT_KINDS[p.kind], p.name?.trim()].filter(Boolean).join(': ');

function sideTable(side: Side, ps: readonly Placement[], s: Scenario): SheetContent {
  return {
    kind: 'sub',
    title: `${SIDES[side]} (${ps.length})`,
    content: [
      {
        kind: 'table',
        look: ['markers'],
        caption: `${SIDES[side]} placements from your ${cardName(s)}`,
        columns: [
          { text: 'Where' },
          { text: 'Unit, General or marker' },
          { text: 'Strength', look: 'num' },
        ],
        rows: ps.map((p) => ({
          head: [p.where],
          cells: [
            [unitText(p)],
            { text: [p.strength === undefined ? '' : String(p.strength)], look: 'num' },
          ],
        })),
        checklist: 'Placed',
      },
    ],
  };
}

/** The section of `s`'s placements from the players' `data`. */
export function placementsSection(s: Scenario, data: Placements): SheetSection {
  const ps = placementsOf(data, s);
  const title: SheetText = ['Units placed ', rule(s.place)];
  if (!ps.length)
    return {
      id: 'placed-h',
      title,
      content: [
        {
          kind: 'paragraph',
          look: 'intro',
          text: [
            strong(`No placements entered for the ${cardName(s)}. `),
            'Set up from the card, or key its placements in on the ',
            PAGE,
            ' page to see them here (ruling G6).',
          ],
        },
      ],
    };
  const checks = checkPlacements(s, ps);
  const sides = keysOf(SIDES).filter((side) => ps.some((p) => p.side === side));
  return {
    id: 'placed-h',
    title,
    flow: true,
    content: [
      {
        kind: 'paragraph',
        look: 'intro',
        text: [`As you entered them from your ${cardName(s)} on the `, PAGE, ' page (ruling G6).'],
      },
      ...sides.map((side) =>
        sideTable(
          side,
          ps.filter((p) => p.side === side),
          s,
        ),
      ),
      {
        kind: 'sub',
        title: `Checked against the rulebook: ${checks.filter((c) => c.status === 'pass').length} of ${checks.length} agree`,
        content: [
          {
            kind: 'list',
            look: 'objectives',
            items: checks.map((c) => [
              c.status === 'fail'
                ? span('warn', CHECK_STATUS_TEXT[c.status])
                : CHECK_STATUS_TEXT[c.status],
              ` ${c.expected}`,
              c.status === 'fail' ? `; yours: ${c.found} ` : ' ',
              rule(c.place),
            ]),
          },
        ],
      },
    ],
  };
}
