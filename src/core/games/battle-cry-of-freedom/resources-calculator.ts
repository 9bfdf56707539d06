/**
 * Battle Cry of Freedom: the Resource-card checker (Phases B and J) as a calculator: the phase,
 * the command-point lead and the situation flags in; each named Resource card of the chosen side
 * with its window, its command-point effect and whether it may be played now, out.
 */
import { calcChoice, calcCount, seeAlso } from '../../shared/calc-builders.js';
import type { CalcInput, CalculatorTool } from '../../shared/calculator.js';
import { optionsOf } from '../../shared/input-builders.js';
import { signed } from '../../shared/signed.js';
import { EVIDENCE_LABEL, PLACE, SIDE_LABEL, SIDES, placesText, type Side } from './cards-common.js';
import type { CpEffect } from './play-cards.js';
import { FLAG_TEXT, resourceStandings } from './resources.js';
import { RESOURCES_READING } from './campaign-readings.js';
import { keysOf } from '../../shared/keys-of.js';

/** The lead's control range: wider than any lead the two tracks allow; not a rule. */
const LEAD_RANGE = 30;

const FLAGS = keysOf(FLAG_TEXT);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The effect in words: "Union +1, Confederate −1" ("U +1, C −1" when short); parts not given are left out. */
export function effectText(e: CpEffect, short = false): string {
  const parts = SIDES.flatMap((s: Side) => {
    const v = e[s];
    return v === null ? [] : [`${short ? SIDE_LABEL[s].charAt(0) : SIDE_LABEL[s]} ${signed(v)}`];
  });
  return parts.length > 0 ? parts.join(', ') : 'not given';
}

const STATUS = { playable: 'yes', barred: null, check: 'check' } as const;

/** The Resource-card checker. */
export const resourcesCalculator: CalculatorTool = {
  id: 'resources',
  title: 'Resource cards',
  headline: { label: 'Playable now', unit: { one: 'named card', other: 'named cards' } },
  readsGame: RESOURCES_READING,
  groups: [
    {
      legend: 'Phase and side',
      rule: `${PLACE.phaseB}; ${PLACE.phaseJ}`,
      inputs: [
        calcChoice(
          'phase',
          'Resource phase',
          optionsOf([
            ['first', 'First (B)'],
            ['second', 'Second (J)'],
          ]),
        ),
        calcChoice(
          'side',
          'Cards of',
          SIDES.map((s) => ({ value: s, label: SIDE_LABEL[s] })),
          { default: 'union' },
        ),
        calcCount(
          'lead',
          'Union lead in command points (negative when behind)',
          'lead',
          -LEAD_RANGE,
          LEAD_RANGE,
          { signed: true },
        ),
      ],
    },
    {
      legend: 'What has happened',
      inputs: FLAGS.map((id): CalcInput => ({ kind: 'flag', id, label: cap(FLAG_TEXT[id]) })),
    },
  ],
  breakdown: {
    caption: 'Each named Resource card: its command-point effect and whether it may be played now',
    columns: ['Card', 'Effect', 'Now'],
  },
  notesTitle: 'Where these come from',
  seeAlso: seeAlso('The cards and what you entered for them: ', 'cards', 'cards and generals'),
  compute(inputs) {
    const side: Side = inputs['side'] === 'confederate' ? 'confederate' : 'union';
    const standings = resourceStandings(
      {
        phase: inputs['phase'] === 'second' ? 'second' : 'first',
        lead: Number(inputs['lead'] ?? 0),
        flags: new Set(FLAGS.filter((f) => inputs[f] === true)),
      },
      side,
    );
    const playable = standings.filter((s) => s.status === 'playable').length;
    return {
      total: playable,
      problems: [],
      breakdown: {
        rows: standings.map((s) => ({
          label: `${s.card.name}${s.card.copies ? ` (${s.card.copies} copies)` : ''}`,
          rule: `${placesText(s.card.cites)} (${EVIDENCE_LABEL[s.card.evidence]})`,
          ...(s.reasons.length > 0 || s.card.does
            ? { note: [s.card.does ?? '', ...s.reasons].filter((x) => x !== '').join(' ') }
            : {}),
          printed: effectText(s.card.effect, true),
          here: STATUS[s.status],
        })),
        total: {
          label: 'To check on the card',
          value: String(standings.filter((s) => s.status === 'check').length),
        },
      },
      notes: [
        {
          text: 'Most of these cards are known only from the designer’s player notes, which describe cards the rulebook does not print; an example’s card is marked as such. What the notes leave out reads “not given” or “check card”.',
          rule: `${PLACE.notesU}; ${PLACE.notesC}`,
        },
        {
          text: 'Each player may play one Resource card per Resource phase, the Union first.',
          rule: `${PLACE.phaseB}; ${PLACE.phaseJ}`,
        },
      ],
      rulings: ['C21'],
    };
  },
};
