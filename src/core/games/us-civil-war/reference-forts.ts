/**
 * The U.S. Civil War reference cards: the fortifications, what each Coastal Fort protects and the
 * important SP numbers, as tables read from `forts.ts`, `coastal-forts.ts` and
 * `reference-sp-numbers.ts`.
 */
import type { ReferenceTable } from '../../shared/reference.js';
import { signed } from '../../shared/signed.js';
import { COASTAL_FORTS, COASTAL_FORTS_RULE } from './coastal-forts.js';
import { FORTIFICATIONS, FORT_LOSS_REDUCTION } from './forts.js';
import { SP_NUMBERS } from './reference-sp-numbers.js';

/** Fortifications: battle modifier, naval strength, loss reduction, how built. */
export const FORTS_TABLE: ReferenceTable = {
  caption: 'Fortifications',
  rule: '10.1–10.3',
  columns: ['Fortification', 'Defender in battle', 'NSP', 'Defender’s losses', 'Built'],
  rows: FORTIFICATIONS.map((f) => [
    [f.name, { rule: f.rule }],
    signed(f.battle),
    String(f.nsp),
    f.reducesLosses ? `−${FORT_LOSS_REDUCTION} SP if the attacker does not win` : '—',
    f.built,
  ]),
  notes: [
    [
      'One completed fortification a hex; a Fort’s defenders lose fewer SPs only after the winner is known. ',
      { rule: '10.2.1, 10.2.4' },
    ],
  ],
};

/** What each Confederate-held Coastal Fort protects (20.5). */
export const COASTAL_FORTS_TABLE: ReferenceTable = {
  caption: 'What each Coastal Fort protects while Confederate',
  rule: COASTAL_FORTS_RULE,
  columns: ['Coastal Fort', 'Protects', 'Hex of the place protected'],
  rows: COASTAL_FORTS.map((f) => [
    f.rulings ? [f.fort, { rule: f.rulings.map((r) => `ruling ${r}`).join(', ') }] : f.fort,
    f.also ? `${f.protects}; also ${f.also}` : f.protects,
    f.hex ?? 'not printed: see your map',
  ]),
  notes: [
    [
      'The list gives the hex of the port each fort guards, not of the fort itself. Fort Johnson is the space the Special Hexes call Fort Fisher. ',
      { rule: '20.5, Special Hexes' },
    ],
  ],
};

/** The important SP numbers. */
export const SP_NUMBERS_TABLE: ReferenceTable = {
  caption: 'Important SP numbers',
  columns: ['SPs', 'What it limits'],
  rows: SP_NUMBERS.map((n) => [[String(n.sps), { rule: n.rule }], n.meaning]),
  notes: [
    [
      'The box’s “Railroad Control” heading is the caption of a diagram beside it, not a limit, and is left out (ruling C28). ',
      { rule: 'Examples of Play, Important SP Numbers' },
    ],
  ],
};
