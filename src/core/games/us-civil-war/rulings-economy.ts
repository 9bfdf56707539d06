/**
 * The U.S. Civil War: the rulings about reinforcements, the Confederate economy, victory and the scenarios (spec §8.3), as rows. Ids keep the
 * spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const ECONOMY_RULINGS: readonly RulingRow[] = [
  [
    'C8',
    'Does the automatic victory test of every End Phase also apply in the short scenarios (1861, 1862, 1863)?',
    'Yes: every turn has a benchmark, so the victory tool tests it in every scenario; a switch turns it off for players who read the scenarios as exempt.',
    [
      ['19.3.4', 'L52'],
      ['S1.2, S2.2, S3.2', 'L74–76'],
    ],
  ],
  [
    'C9',
    'At the end of the Campaign Game, are Confederate VPs taken off before comparing the Union total with 60?',
    'Yes: the tool compares the net total (Union less Confederate), as the end-phase calculation and the short scenarios do.',
    [
      ['S4.2', 'L76'],
      ['19.3.4', 'L52'],
    ],
  ],
  [
    'C10',
    'On the election turn, does a Union automatic victory use the reduced or the restored VPs?',
    'The Confederate test uses the Union total less the election cut; the Union test uses the restored total.',
    [['S4.3', 'L76']],
  ],
  [
    'C11',
    'In the End Phase, is the Invading the North award made before or after the Fading Glory test?',
    'The award first, then Fading Glory, which matches the rulebook’s example.',
    [['19.3.2', 'L52']],
  ],
  [
    'C19',
    'What happens when the Confederate BPs fall below Maintenance outside winter?',
    'He builds no SPs and removes none; only a winter turn can make him remove SPs.',
    [
      ['14.1.2', 'L42'],
      ['14.3', 'L44'],
    ],
  ],
  [
    'C20',
    'What if every Resource Hex of the rolled state is already at three times its printed value?',
    'Roll again on the Random States Table, as when the Union holds every Resource Hex of the state.',
    [['14.5', 'L44']],
  ],
  [
    'C21',
    'Does a Resource Hex held by Union SPs without a Control marker count its Arsenals for the Union?',
    'Yes: while the Union controls the hex, its whole current value, Arsenals included, counts as Union VPs.',
    [
      ['19.3.1', 'L52'],
      ['6.4', 'L22'],
    ],
  ],
  [
    'C22',
    'Which turns are winter turns?',
    'The seasons are on the Turn Record Track, which the rulebook does not print. The first turns of 1862 and 1863 are stated as winter and that of 1864 is inferred; the tools ask the player to tick Winter and warn when a stated winter turn is left unticked.',
    [
      ['14.1.2', 'L42'],
      ['S2.1, S3.1', 'L74–76'],
      ['5.4.5', 'L18'],
    ],
  ],
  [
    'C24',
    'Is Maryland a Border State?',
    'No: it is a Northern state, so its Objective Hexes earn Invading the North VPs. Only Kentucky, Missouri and West Virginia are Border States.',
    [
      ['2.1', 'L12'],
      ['19.3.2', 'L52'],
    ],
  ],
  [
    'C25',
    'The 1862 play note counts Bowling Green and Columbus as Confederate although Kentucky starts Union-controlled.',
    'A Border State’s owner and the control of a hex in it are separate: Confederate units or Forts there hold the hex. The setup card shows them.',
    [['S2.1, S2.2', 'L74–76']],
  ],
  [
    'G5',
    'The benchmark of each turn is printed on the Turn Record Track, not in the rulebook.',
    'The victory tool asks for the benchmark you read on the track; only Turn 11’s benchmark, given in the rulebook’s example, is filled in for you and checked.',
    [['19.3.3, 19.3.4', 'L52']],
  ],
  [
    'G6',
    'The unit placements of each scenario are on the At Start cards, not in the rulebook.',
    'The setup sheets give everything the rulebook prints (markers, cards, skipped phases, Border States, errata); the players key in each card’s placements on the Setup placements page, checked against what the rulebook says of the setup, and the sheet shows them.',
    [['S1.1, S2.1, S3.1', 'L72–76']],
  ],
  [
    'C6',
    'The Union reinforcement list in 3.1.A cites rule “10.26” for the free Fort. Which rule is that?',
    'Rule 10.2.6, the Union’s free Fort; the app cites it so.',
    [
      ['3.1.A', 'L14'],
      ['10.2.6', 'L32'],
    ],
  ],
];
