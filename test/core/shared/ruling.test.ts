import { expect } from '@open-wc/testing';
import {
  RULING_KINDS,
  mentionedRulingIds,
  rulingTextParts,
  type Ruling,
} from '../../../src/core/shared/ruling.js';
import { LINE_TRACE, citationText } from '../../../src/core/shared/citation.js';
import { RULINGS as AOF_RULINGS } from '../../../src/core/games/altar-of-freedom/index.js';
import { RULINGS as POF_RULINGS } from '../../../src/core/games/price-of-freedom/index.js';
import { RULINGS as USCW_RULINGS } from '../../../src/core/games/us-civil-war/rulings.js';
import { RULINGS as BCOF_RULINGS } from '../../../src/core/games/battle-cry-of-freedom/rulings.js';
import { RULINGS as IFC_RULINGS } from '../../../src/core/games/in-freedoms-cause/rulings.js';

describe('ruling mentions in running text', () => {
  it('cuts a text into plain runs and the rulings it mentions, the first named with its word', () => {
    expect(rulingTextParts('One pair of rolls (rulings A7, C8).')).to.deep.equal([
      { text: 'One pair of rolls (' },
      { ruling: 'A7', text: 'rulings A7' },
      { text: ', ' },
      { ruling: 'C8', text: 'C8' },
      { text: ').' },
    ]);
    expect(rulingTextParts('Ruling AB1; see rulings A38, A41 and C5')).to.deep.equal([
      { ruling: 'AB1', text: 'Ruling AB1' },
      { text: '; see ' },
      { ruling: 'A38', text: 'rulings A38' },
      { text: ', ' },
      { ruling: 'A41', text: 'A41' },
      { text: ' and ' },
      { ruling: 'C5', text: 'C5' },
    ]);
  });

  it('never takes a grid sector for a ruling', () => {
    const t = 'Deploys in A1–C3; hold D1 alone (ruling A42).';
    expect(mentionedRulingIds(t)).to.deep.equal(['A42']);
    expect(rulingTextParts('Sectors A1 and C3.')).to.deep.equal([{ text: 'Sectors A1 and C3.' }]);
    expect(rulingTextParts('')).to.deep.equal([]);
  });

  it('lists each id once, in order', () => {
    expect(mentionedRulingIds('ruling C1; rulings A5 and C1')).to.deep.equal(['C1', 'A5']);
  });
});

const GAMES: readonly [string, readonly Ruling[]][] = [
  ['Altar of Freedom', AOF_RULINGS],
  ['The Price of Freedom', POF_RULINGS],
  ['The U.S. Civil War', USCW_RULINGS],
  ['Battle Cry of Freedom', BCOF_RULINGS],
  ["In Freedom's Cause", IFC_RULINGS],
];

describe('every ruling of every game (one shape)', () => {
  for (const [game, rulings] of GAMES) {
    it(`${game}: unique ids of a known kind, each with a question, a decision and places`, () => {
      expect(rulings.length).to.be.greaterThan(20);
      expect(new Set(rulings.map((r) => r.id)).size).to.equal(rulings.length);
      const kinds = RULING_KINDS.map((k) => k.kind);
      for (const r of rulings) {
        expect(r.id, r.id).to.match(/^[ACG]B?\d+$/);
        expect(kinds, r.id).to.include(r.kind);
        expect(r.question, r.id).to.not.equal('');
        expect(r.decision, r.id).to.not.equal('');
        expect(r.cites.length, r.id).to.be.greaterThan(0);
      }
    });

    it(`${game}: every number and place the data fills in is filled, none left as a {name}`, () => {
      const texts = rulings.flatMap((r) => [
        r.question,
        r.decision,
        ...r.cites.map((c) => c.place),
      ]);
      expect(texts.length).to.be.greaterThan(0);
      for (const text of texts) expect(text).to.not.match(/[{}]/);
    });

    it(`${game}: every place is the book's, never a line of the text copy`, () => {
      const cites = rulings.flatMap((r) => r.cites);
      expect(cites.length).to.be.greaterThan(0);
      for (const c of cites) {
        expect(LINE_TRACE.test(c.place), c.place).to.equal(false);
        expect(c.place.trim(), c.place).to.equal(c.place);
        if (c.trace !== undefined) expect(c.trace).to.match(/^L\d+(?:–\d+)?(?:, L\d+(?:–\d+)?)*$/);
      }
    });
  }

  it('The Price of Freedom cites its own rule numbers', () => {
    for (const c of POF_RULINGS.flatMap((r) => r.cites)) expect(c.place).to.match(/^§\d+(\.\d+)*$/);
  });

  it('Altar of Freedom keeps a trace for every place it found in the text', () => {
    const untraced = AOF_RULINGS.flatMap((r) => r.cites).filter((c) => c.trace === undefined);
    // Only the places that span the book: Appendix I as a whole, and every scenario's pages.
    expect(untraced.map((c) => c.place)).to.deep.equal([
      'each scenario’s Victory Objectives',
      'each scenario’s Order of Battle',
      'Appendix I: General Personality Traits',
    ]);
  });

  it('Altar of Freedom C1 names the two places that disagree (Shiloh break point)', () => {
    const c1 = AOF_RULINGS.find((r) => r.id === 'C1')!;
    expect(c1.cites.map(citationText)).to.deep.equal([
      'Army Break Points',
      'The Battle of Shiloh › Confederate Victory Objectives',
    ]);
  });
});
