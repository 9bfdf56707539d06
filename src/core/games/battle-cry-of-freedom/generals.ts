/**
 * Battle Cry of Freedom: the general cards the rulebook names, with the little it reveals of each
 * (where the set-ups and examples put him, whether he is cavalry, his stars). The cards are not in
 * the rulebook: every value it does not give is null, for the player to enter on the cards page.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { PLACE, type Side, type Theater } from './cards-common.js';

export { STAR_VALUES, STARS, type Stars } from './stars.js';
import type { Stars } from './stars.js';

export interface GeneralCard {
  readonly id: string;
  /** As the rulebook spells him ("Joe Johnston", "A.S. Johnston"). */
  readonly name: string;
  readonly side: Side;
  /** Where the set-ups and examples put him; his printed home theater is never given. */
  readonly seen: Theater | null;
  /** Cavalry, when the rulebook says so either way (the Gettysburg lists name both kinds). */
  readonly cavalry: boolean | null;
  /** Offensive stars (used when his side has the initiative), when known. */
  readonly offense: Stars | null;
  /** Defensive stars (used when the opponent has the initiative), when known. */
  readonly defense: Stars | null;
  /** One of the four who may be promoted to a three-star card. */
  readonly promotable: boolean;
  readonly cites: readonly CiteRow[];
  /** What the rulebook says of him, in our words. */
  readonly note?: string;
}

type Row = readonly [
  id: string,
  name: string,
  seen: Theater | null,
  cavalry: boolean | null,
  offense: Stars | null,
  defense: Stars | null,
  cites: readonly CiteRow[],
  note?: string,
];

const CAMPAIGN: CiteRow = [PLACE.campaign, 'L55–65'];
const DECK_TWO: CiteRow = [`${PLACE.deckTwo} › At Start`, 'L397–405'];
const GETTYSBURG: CiteRow = [PLACE.gettysburg, 'L437–447'];
const EXAMPLE: CiteRow = [PLACE.example, 'L305–361'];
const PROMOTION: CiteRow = [`${PLACE.glossary} › General Card`, 'L140'];

const PROMOTABLE = new Set(['grant', 'sherman', 'lee', 'jackson']);

const UNION: readonly Row[] = [
  ['mcdowell', 'McDowell', 'east', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['burnside', 'Burnside', 'east', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['halleck', 'Halleck', 'west', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['buell', 'Buell', 'west', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['mcpherson', 'McPherson', 'west', null, null, null, [EXAMPLE]],
  ['rosecrans', 'Rosecrans', 'west', null, null, null, [EXAMPLE]],
  [
    'grant',
    'Grant',
    'west',
    null,
    2,
    3,
    [EXAMPLE, PROMOTION, DECK_TWO],
    'Split two/three-star card; counts two stars while the Union has the initiative.',
  ],
  ['sherman', 'Sherman', 'west', null, null, null, [PROMOTION, DECK_TWO]],
  ['thomas', 'Thomas', 'west', null, null, null, [DECK_TWO]],
  ['sheridan', 'Sheridan', 'west', null, null, null, [DECK_TWO]],
  [
    'meade',
    'Meade',
    'east',
    false,
    null,
    3,
    [EXAMPLE, GETTYSBURG],
    'Three stars on defense, per the Example of Play; his offensive stars are not given.',
  ],
  ['howard', 'Howard', 'east', false, null, null, [EXAMPLE, GETTYSBURG]],
  [
    'mcclellan',
    'McClellan',
    'east',
    null,
    2,
    2,
    [EXAMPLE],
    'Called a two-star general in the Example of Play; no split rating is mentioned.',
  ],
  ['sedgwick', 'Sedgwick', 'east', false, null, null, [DECK_TWO, GETTYSBURG]],
  ['hancock', 'Hancock', 'east', false, null, null, [DECK_TWO, GETTYSBURG]],
  ['reynolds', 'Reynolds', 'east', false, null, null, [DECK_TWO, GETTYSBURG]],
  ['pleasonton', 'Pleasonton', 'east', true, null, null, [DECK_TWO, GETTYSBURG]],
  ['slocum', 'Slocum', 'east', false, null, null, [GETTYSBURG]],
  ['pope', 'Pope', null, null, null, null, [[`${PLACE.deckTwo} › Scenario Rules`, 'L423']]],
];

const CONFEDERATE: readonly Row[] = [
  ['joe-johnston', 'Joe Johnston', 'east', null, null, null, [CAMPAIGN, EXAMPLE, DECK_TWO]],
  ['beauregard', 'Beauregard', 'east', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['as-johnston', 'A.S. Johnston', 'west', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['polk', 'Polk', 'west', null, null, null, [CAMPAIGN, EXAMPLE]],
  ['ap-hill', 'A.P. Hill', 'east', false, null, null, [EXAMPLE, GETTYSBURG]],
  ['ewell', 'Ewell', 'east', false, null, null, [EXAMPLE, GETTYSBURG]],
  [
    'stuart',
    'J.E.B. Stuart',
    'east',
    true,
    null,
    null,
    [EXAMPLE, GETTYSBURG],
    'Engages only to draw a card, as any cavalry general.',
  ],
  ['cleburne', 'Cleburne', 'west', null, null, null, [EXAMPLE, DECK_TWO]],
  ['lee', 'Lee', 'east', false, null, null, [PROMOTION, DECK_TWO, GETTYSBURG]],
  ['jackson', 'Jackson', null, null, null, null, [PROMOTION]],
  ['bragg', 'Bragg', 'west', null, null, null, [DECK_TWO]],
  ['hardee', 'Hardee', 'west', null, null, null, [DECK_TWO]],
  [
    'forrest',
    'Forrest',
    'west',
    null,
    null,
    null,
    [DECK_TWO],
    'Deck Two puts five generals in the West, one more than the infantry limit, which suggests he is cavalry; the rulebook does not say.',
  ],
  ['longstreet', 'Longstreet', 'east', false, null, null, [DECK_TWO, GETTYSBURG]],
  ['hood', 'Hood', 'east', false, null, null, [DECK_TWO, GETTYSBURG]],
  ['mclaws', 'McLaws', 'east', false, null, null, [GETTYSBURG]],
  ['heth', 'Heth', 'east', false, null, null, [GETTYSBURG]],
  ['early', 'Early', 'east', false, null, null, [GETTYSBURG]],
];

const card =
  (side: Side) =>
  ([id, name, seen, cavalry, offense, defense, cites, note]: Row): GeneralCard => ({
    id,
    name,
    side,
    seen,
    cavalry,
    offense,
    defense,
    promotable: PROMOTABLE.has(id),
    cites,
    ...(note !== undefined && { note }),
  });

/** Every general card the rulebook names, Union first. */
export const GENERALS: readonly GeneralCard[] = [
  ...UNION.map(card('union')),
  ...CONFEDERATE.map(card('confederate')),
];

/** The general `id`, if the rulebook names him. */
export function generalById(id: string): GeneralCard | undefined {
  return GENERALS.find((g) => g.id === id);
}
