/**
 * Battle Cry of Freedom's set-up sheets as a `SetupSheetDescriptor`: one per scenario (Campaign,
 * Deck One, Deck Two, Gettysburg), on screen and on A4 or US Letter, each a checklist of the
 * command points, the hands and decks, the generals in play per theater (or the pools to pick
 * from), the cards out of play, the battle cards held, the first phase and the rulings applied.
 */
import type {
  SetupSheetDescriptor,
  SetupSheetDoc,
  SheetSection,
} from '../../shared/setup-sheet.js';
import { rule, strong, type SheetText } from '../../shared/sheet-text.js';
import { rulingsById, rulingsSheetSection } from '../../shared/sheet-rulings.js';
import { META } from './meta.js';
import { phaseOf, SIDE_LABELS, SIDES, THEATER_LABELS, THEATERS, type Side } from './phases.js';
import { RULINGS } from './rulings.js';
import type { Scenario } from './scenario-types.js';
import { isKnownCavalry, scenarioOf, SCENARIOS } from './scenarios.js';
import { setupGeneralsSection } from './setup-sheet-generals.js';

const tone = (side: Side) =>
  ({ side: SIDE_LABELS[side], tone: side === 'union' ? 'usa' : 'csa' }) as const;
const list = (names: readonly string[]): string => (names.length ? names.join(', ') : 'none');

function hand(s: Scenario, side: Side): string {
  const h = s.hands[side];
  return h.choose
    ? `chooses ${h.choose} from his Play Deck, then draws ${h.draw} (${h.choose + h.draw})`
    : `draws ${h.draw}`;
}

function startSection(s: Scenario): SheetSection {
  const first = phaseOf(s.firstPhase);
  const rows: { term: string; value: SheetText }[] = [];
  if (s.victory !== 'gettysburg')
    rows.push({
      term: 'Command points',
      value: SIDES.flatMap((side, i) => [
        ...(i ? [{ br: true } as const] : []),
        tone(side),
        ` ${s.cp[side]}`,
      ]),
    });
  rows.push(
    {
      term: 'Hands',
      value: SIDES.flatMap((side, i) => [
        ...(i ? [{ br: true } as const] : []),
        tone(side),
        ` ${hand(s, side)}`,
      ]),
    },
    {
      term: 'Play Decks',
      value: SIDES.flatMap((side, i) => [
        ...(i ? [{ br: true } as const] : []),
        tone(side),
        ` Deck ${s.decks[side] === 1 ? 'One' : 'Two'}`,
      ]),
    },
    {
      term: 'First phase',
      value: [strong(`${first.letter}. ${first.name}`), ` ${s.firstPhaseNote} `, rule(first.place)],
    },
  );
  if (s.opening)
    rows.push({
      term: 'In play',
      value: [`${s.opening.card}, ${THEATER_LABELS[s.opening.theater]}. ${s.opening.note}`],
    });
  if (s.initiative)
    rows.push({ term: 'Initiative', value: [`${SIDE_LABELS[s.initiative]}, every day`] });
  return { id: 'start-h', title: ['Start ', rule(s.place)], content: [{ kind: 'facts', rows }] };
}

function outSection(s: Scenario): SheetSection {
  const rows: { term: string; value: SheetText }[] = [];
  for (const side of SIDES) {
    if (s.setAside[side].length)
      rows.push({
        term: `${SIDE_LABELS[side]}, set aside`,
        value: [`three-star ${list(s.setAside[side])}, out of the deck until promoted`],
      });
    if (s.removed[side].length)
      rows.push({ term: `${SIDE_LABELS[side]}, removed`, value: [list(s.removed[side])] });
  }
  if (s.threeStar.length) rows.push({ term: 'Start three-star', value: [list(s.threeStar)] });
  for (const t of THEATERS)
    if (s.held[t].length)
      rows.push({ term: `Union holds, ${THEATER_LABELS[t]}`, value: [list(s.held[t])] });
  if (s.alreadyPlayed.length)
    rows.push({ term: 'Already played', value: [{ list: s.alreadyPlayed.map((e) => [e]) }] });
  if (rows.length === 0)
    rows.push({ term: 'Out of play', value: ['nothing beyond the generals not listed'] });
  const cavalry = [
    ...new Set([...SIDES.flatMap((side) => THEATERS.flatMap((t) => s.generals[side][t]))]),
  ].filter(isKnownCavalry);
  if (cavalry.length) rows.push({ term: 'Cavalry', value: [list(cavalry)] });
  return {
    id: 'out-h',
    title: ['Cards held, set aside and removed'],
    content: [{ kind: 'facts', rows }],
  };
}

function rulingsSection(s: Scenario): SheetSection {
  return rulingsSheetSection(rulingsById(RULINGS, s.rulings));
}

/** The sheet of scenario `s`. */
export function scenarioSheet(s: Scenario): SetupSheetDoc {
  return {
    masthead: {
      kicker: [`${META.title} · Set-up sheet`],
      title: s.title,
      subtitle: [`${s.summary} `, rule(s.place)],
    },
    page: { topLeft: `${META.title} · Set-up`, topRight: s.title },
    blocks: [
      { pair: [startSection(s), outSection(s)] },
      { pair: SIDES.map((side) => setupGeneralsSection(s, side)) },
      rulingsSection(s),
    ],
  };
}

/** The set-up sheet tool. */
export const SETUP_SHEET_TOOL: SetupSheetDescriptor = {
  kind: 'setup-sheet',
  choices: [
    {
      kind: 'select',
      key: 'scenario',
      label: 'Scenario',
      options: SCENARIOS.map((s) => ({ value: s.slug, label: s.title })),
      fallback: 'campaign',
      notice: (text) => `No scenario “${text}”: showing the Campaign Game.`,
    },
    { kind: 'paper' },
  ],
  unreadable: 'The scenario could not be read.',
  sheet(values) {
    const s = scenarioOf(typeof values.scenario === 'string' ? values.scenario : 'campaign');
    return s ? scenarioSheet(s) : null;
  },
};
