/**
 * The U.S. Civil War: which Special Action Cards may pay for a use (F11; 18.1, 18.3, 20.5.6,
 * 21.7.1, 21.12), as a calculator: the side, the use, the theater and the game in; the kinds of
 * card that pay out, why a use is barred, and what else the rules ask of it. Once the players
 * have keyed in their decks (ruling G9), it counts the cards of the side's deck that pay.
 */
import type { BreakdownRow, CalcText, CalculatorTool } from '../../shared/calculator.js';
import { parseWith } from '../../shared/parse-with.js';
import type { Inputs } from '../../shared/types.js';
import { on } from './calc-inputs.js';
import {
  CARD_DECKS_USER_DATA,
  CARD_KINDS,
  CardDecksSchema,
  type CardKind,
} from './cards-deck-data.js';
import { START_1861 } from './scenario-rules.js';
import { DECK_SIZE } from './sac.js';
import {
  CARD_USES,
  cardUseById,
  payingKinds,
  useBarred,
  type CardSituation,
  type CardUse,
} from './sac-uses.js';
import { SIDES, type Side } from './sides.js';
import { THEATERS, type Theater } from './theaters.js';
import { keysOf } from '../../shared/keys-of.js';

const FIRST_USE = CARD_USES[0];
if (!FIRST_USE) throw new Error('no card use');

const sideOf = (i: Inputs): Side => (i['side'] === 'confederate' ? 'confederate' : 'union');
const theaterOf = (i: Inputs): Theater =>
  keysOf(THEATERS).find((t) => t === i['theater']) ?? 'east';

/** The situation the inputs describe. */
export function cardSituation(i: Inputs): CardSituation {
  return {
    side: sideOf(i),
    theater: theaterOf(i),
    advanced: on(i, 'advanced'),
    ramp1861: on(i, 'ramp'),
  };
}

/** The side's deck as entered, or null. */
function deckOf(userData: unknown, side: Side): Partial<Record<CardKind, number>> | null {
  const parsed = parseWith(CardDecksSchema, userData ?? { decks: {} });
  const deck = parsed.ok ? parsed.value.decks[side] : undefined;
  return deck && Object.keys(deck).length > 0 ? deck : null;
}

const list = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;

/** A use as listed: its name, with who has it and in which game. */
function useLabel(u: CardUse): string {
  const who = [
    ...(u.side ? [SIDES[u.side]] : []),
    ...(u.game ? [u.game === 'basic' ? 'Basic Game' : 'Advanced Game'] : []),
  ];
  return who.length > 0 ? `${u.name} (${who.join(', ')})` : u.name;
}

const slowTurns = START_1861.navalRamp.map((r) => r.turn).join(', ');

/** The card-uses calculator. */
export const cardUsesCalculator: CalculatorTool = {
  id: 'card-uses',
  title: 'Special Action Card uses',
  headline: { label: 'Cards that pay' },
  userData: CARD_DECKS_USER_DATA,
  groups: [
    {
      legend: 'The card’s use',
      rule: '18.1',
      inputs: [
        {
          kind: 'choice',
          id: 'side',
          label: 'Phasing player',
          rule: '18.1',
          options: keysOf(SIDES).map((s) => ({ value: s, label: SIDES[s] })),
          default: 'union',
        },
        {
          kind: 'choice',
          id: 'use',
          label: 'Use',
          display: 'list',
          options: CARD_USES.map((u) => ({ value: u.id, label: useLabel(u), rule: u.rule })),
          default: FIRST_USE.id,
        },
        {
          kind: 'choice',
          id: 'theater',
          label:
            'Theater where the force starts its activation (a land battle: where it is fought)',
          rule: '18.1',
          options: keysOf(THEATERS).map((t) => ({
            value: t,
            label: THEATERS[t],
          })),
          default: 'east',
        },
        { kind: 'flag', id: 'advanced', label: 'Advanced Game (naval rules)', rule: '21' },
        {
          kind: 'flag',
          id: 'ramp',
          label: `An 1861 start, Turns ${slowTurns}`,
          rule: 'S1.3',
        },
      ],
    },
  ],
  breakdown: {
    caption: 'Each kind of card for this use (— not entered)',
    columns: ['Card', 'In deck', 'Pays'],
  },
  notesTitle: 'Playing cards',
  seeAlso: [
    'Key in your decks: ',
    { tool: 'card-decks', text: 'card decks' },
    '; cards in hand: ',
    { tool: 'tracker', text: 'turn tracker' },
    '.',
  ],
  compute(inputs, context) {
    const s = cardSituation(inputs);
    const use = cardUseById(String(inputs['use'])) ?? FIRST_USE;
    const barred = useBarred(use, s);
    const kinds = payingKinds(use, s);
    const deck = deckOf(context.userData, s.side);
    const paying = kinds.reduce((n, k) => n + (deck?.[k] ?? 0), 0);
    const rows: BreakdownRow[] = keysOf(CARD_KINDS).map((k) => ({
      label: CARD_KINDS[k],
      rule: '18.1',
      printed: deck?.[k] === undefined ? '—' : String(deck[k]),
      here: kinds.includes(k) ? 'yes' : null,
    }));
    const terms: CalcText[][] = use.terms.map((t) => [t.text, ' ', { rule: t.rule }]);
    return {
      total: kinds.length,
      headline: {
        text: barred ? 'None: not allowed' : list(kinds.map((k) => CARD_KINDS[k])),
        unit: '',
      },
      ...(barred ? { warning: barred } : {}),
      problems: [],
      lines: barred ? [] : terms,
      breakdown: {
        rows,
        total: {
          label: `${SIDES[s.side]} cards that pay, of ${DECK_SIZE}`,
          value: deck ? String(paying) : '—',
        },
      },
      notes: [
        { text: 'Only the phasing player plays cards.', rule: '18.1' },
        {
          text: 'Any number of cards, of any kind, in one Action Phase; a used card goes back into its deck.',
          rule: '18.3.1, 18.1',
        },
        {
          text: 'A Naval card never pays for a land battle, even one after an Amphibious Assault.',
          rule: '18.3.2',
        },
        {
          text: 'The cards’ texts are not in the rulebook: this judges a card by its kind only (ruling G9).',
          rule: '18.1',
        },
      ],
      rulings: ['G9'],
    };
  },
};
