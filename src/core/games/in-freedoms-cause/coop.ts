/**
 * In Freedom's Cause: the coop/solo set-up page: the count to enter with its difficulty
 * adjustment, the unit-size classes, artillery bases and the artillery-type roll, and where
 * players and enemies deploy. Every number is read from `coop-data.ts`.
 */
import type { ReferenceDoc, ReferenceSection } from '../../shared/reference.js';
import { coopUnitsCalculator } from './coop-calculator.js';
import {
  ARTILLERY_BASES,
  ARTILLERY_TYPE_ROLL,
  COOP_RULE,
  DEPLOYMENT as D,
  DIFFICULTY_MAX,
  GUNS_PER_BASE,
  ROOM_NEEDED,
  SIZE_CLASSES,
} from './coop-data.js';
import { inchText } from './movement-data.js';

const faces = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

const START: ReferenceSection = {
  id: 'start',
  title: 'Starting a new game',
  rule: COOP_RULE,
  paragraphs: [
    [
      `Count your infantry and cavalry regiments and artillery sections, not generals; take up to ${DIFFICULTY_MAX} off for an easier game, or add up to ${DIFFICULTY_MAX} for a harder one.`,
    ],
  ],
  calculator: coopUnitsCalculator,
};

const SIZES: ReferenceSection = {
  id: 'sizes',
  title: 'Unit sizes',
  rule: COOP_RULE,
  paragraphs: [
    [
      'The app names enemy units by size class; agree the figures before play. Player units are best normal-size or large, and keep a few more enemy units to hand than you field.',
    ],
  ],
  tables: [
    {
      caption: 'Figures by size class',
      columns: ['Class', 'Normal scale', 'Reduced scale'],
      rows: SIZE_CLASSES.map((s) => [
        s.label,
        `${s.normal} (cavalry ${s.cavalryNormal} if reduced)`,
        `${s.reduced} (cavalry ${s.cavalryReduced} if reduced)`,
      ]),
      notes: [['Cavalry are the same size, or one of the reduced figures given.']],
    },
    {
      caption: 'Artillery bases',
      columns: ['Unit', 'Bases', 'Guns'],
      rows: ARTILLERY_BASES.map((a) => [a.label, String(a.bases), String(a.bases * GUNS_PER_BASE)]),
      notes: [['The game master may change artillery counts for balance.']],
    },
  ],
};

const ARMS: ReferenceSection = {
  id: 'arms',
  title: 'Armament and artillery type',
  rule: COOP_RULE,
  paragraphs: [
    [
      'Agree before play what infantry carry (Minie rifles or other) and cavalry (by default single-shot breechloading carbines); the app gives only type and quality.',
    ],
  ],
  tables: [
    {
      caption: `Artillery type, if the scenario does not set it: one d${ARTILLERY_TYPE_ROLL.die} per battery or section`,
      columns: ['Side', 'Roll', 'Type'],
      rows: ARTILLERY_TYPE_ROLL.sides.flatMap((s) =>
        s.faces.map((f) => [
          s.label,
          faces(f.from, f.to),
          f.bore.charAt(0).toUpperCase() + f.bore.slice(1),
        ]),
      ),
    },
  ],
};

const DEPLOY: ReferenceSection = {
  id: 'deploy',
  title: 'Deployment',
  rule: COOP_RULE,
  tables: [
    {
      caption: 'Where forces deploy',
      captionHidden: true,
      columns: ['Who', 'Where'],
      rows: [
        [
          'Players',
          `Within ${inchText(D.playerZone)} of a long table edge, centred, advancing over the rest (the designers use ${D.tableFeet.width} × ${D.tableFeet.length} ft, ${D.advanceFeet} ft to cross)`,
        ],
        [
          'Pickets',
          'From the centre of the player’s edge along the direction given, the distance given beyond the player front line; in skirmish, Attack orders, self-commanding',
        ],
        [
          'Main force, front line',
          `${inchText(D.frontLine)} from the player front line and no nearer any player unit, centred on the third named (left, centre, right); the first ${D.front} of every ${D.group} units listed`,
        ],
        [
          'Main force, second line',
          `At least ${inchText(D.secondLine)} behind the front line; every ${D.group}rd unit listed`,
        ],
        ['Its general', 'Where his whole brigade is within command range'],
        [
          'Reinforcements',
          `Enter in the area given, using an enemy action; they join a brigade of fewer than ${D.brigadeCap} units, else a new brigadier comes with them`,
        ],
      ],
      notes: [
        [
          `Concealing terrain, and ground hidden behind a hill, counts ${D.concealment} times each inch when measuring enemy distances (the `,
          { tool: 'concealment', text: 'concealed distances calculator' },
          ' works it out).',
        ],
        [
          `With less than ${inchText(ROOM_NEEDED.both)} between the nearest player unit and the enemy edge, second-line units arrive on the edge, their action spent; with less than ${inchText(ROOM_NEEDED.front)}, front-line units do, and the second line follows next turn.`,
        ],
        [
          'Deployed enemies have not acted and no new turn begins; entrenchments, if the message gives them, cover only the front of the front line.',
        ],
        [
          'Enemy units may always take existing cover, hard cover included; on the defensive they may stand a little further off than the distance given to get it.',
        ],
      ],
    },
  ],
};

export const COOP_DOC: ReferenceDoc = {
  intro: [
    [
      'Set-up for cooperative and solo play, where the companion app decides what enemy appears and a game master moves it.',
    ],
    [
      'Without the app, press INITIATIVE on the ',
      { tool: 'encounters', text: 'coop/solo initiative and encounters' },
      ' page: our own model, not the game’s companion app, with its encounters kept on this device.',
    ],
  ],
  sections: [START, SIZES, ARMS, DEPLOY],
};
