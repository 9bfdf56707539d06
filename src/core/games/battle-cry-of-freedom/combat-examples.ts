/**
 * Battle Cry of Freedom: the worked battles the combat ledger offers to replay step by step: the
 * rulebook's Antietam and Corinth (Appendix › Example of Play) and the two small examples under
 * Glossary › Defend Card (spec T1, T2).
 */
import { COMBAT_PLACE } from './combat-data.js';
import { ANTIETAM } from './combat-example-antietam.js';
import { CORINTH } from './combat-example-corinth.js';
import { card, HAND_OVER, type ExampleStep, type WorkedExample } from './combat-example-steps.js';

export type { ExampleStep, WorkedExample } from './combat-example-steps.js';

/** One of the glossary's small examples under Defend Card: the Union attacks, no general. */
const glossaryExample = (
  slug: string,
  title: string,
  steps: readonly ExampleStep[],
): WorkedExample => ({
  slug,
  title,
  battle: { name: 'Glossary example', initiative: 'union', victoryCity: false, mode: 'battle' },
  generals: [],
  steps,
  cites: [[COMBAT_PLACE.defend, 'L113–117']],
});

/** Glossary T1: defends against a lone Frontal Assault drive its value below zero. */
export const DEFEND_EXAMPLE_ONE = glossaryExample(
  'example-defend-one',
  'Example: defends (glossary)',
  [
    {
      action: 'The Union has only a Frontal Assault in play.',
      stated: 1,
      events: [card('union', 'frontal', 'Frontal Assault', 'attack', 1), HAND_OVER],
    },
    {
      action:
        'The Confederate plays Massed Artillery and Defend: Woods: the Union’s value falls below zero.',
      stated: -3,
      events: [
        card('confederate', 'artillery', 'Massed Artillery', 'defend', -3),
        card('confederate', 'woods', 'Defend: Woods', 'defend', -1),
      ],
    },
  ],
);

/** Glossary T2: a defend that cancels the only attack lies dormant until the next attack. */
export const DEFEND_EXAMPLE_TWO = glossaryExample(
  'example-defend-two',
  'Example: a dormant defend',
  [
    {
      action: 'The Union has only a Massed Infantry Column in play.',
      stated: 2,
      events: [card('union', 'column', 'Massed Infantry Column', 'attack', 2), HAND_OVER],
    },
    {
      action:
        'The Confederate’s Massed Artillery cancels it: both values are 0 and the artillery waits for the next Union attack.',
      stated: 0,
      events: [
        card('confederate', 'artillery', 'Massed Artillery', 'defend', -3, { cancels: 'column' }),
      ],
    },
  ],
);

/** Every worked battle, in the order the tracker offers them. */
export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  ANTIETAM,
  CORINTH,
  DEFEND_EXAMPLE_ONE,
  DEFEND_EXAMPLE_TWO,
];

/** The worked battle `slug`, if any. */
export function exampleOf(slug: string): WorkedExample | undefined {
  return WORKED_EXAMPLES.find((e) => e.slug === slug);
}
