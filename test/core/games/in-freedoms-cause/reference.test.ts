import { expect } from '@open-wc/testing';
import { REFERENCE_DOC } from '../../../../src/core/games/in-freedoms-cause/reference.js';
import { CHARGE_STEPS } from '../../../../src/core/games/in-freedoms-cause/charge.js';
import { FIRE_LINES } from '../../../../src/core/games/in-freedoms-cause/weapons.js';
import { META } from '../../../../src/core/games/in-freedoms-cause/meta.js';
import { MODULE } from '../../../../src/core/games/in-freedoms-cause/module.js';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';

describe("In Freedom's Cause reference", () => {
  it('has the turn, moves, formations, changes, terrain, sight, ranges, the charge sequence, generals and organisation', () => {
    expect(REFERENCE_DOC.sections.map((s) => s.id)).to.deep.equal([
      'turn',
      'moves',
      'formations',
      'changes',
      'terrain',
      'los',
      'ranges',
      'charge-who',
      'charge',
      'melee-after',
      'generals',
      'organisation',
    ]);
  });

  it('The Play of the Game: the initiative’s winner must act, and I-go-you-go is for competitive play only', () => {
    const t = REFERENCE_DOC.sections.find((x) => x.id === 'turn');
    expect(t?.rule).to.equal('The Play of the Game');
    expect(JSON.stringify(t))
      .to.contain('must use it, even if only to say a unit stands')
      .and.contain('Never in cooperative or solo play');
  });

  it('Troop Types, Units, Scales, and Organization: the printed unit and brigade sizes, and the Fire & Fury conversion', () => {
    const o = REFERENCE_DOC.sections.find((x) => x.id === 'organisation');
    const rows = o?.tables?.[0]?.rows ?? [];
    expect(rows.length).to.equal(6);
    const sizes = rows.map((r) => r[1]);
    expect(sizes).to.deep.equal([
      '12–24 figures',
      'average 12–18, large 24, small 6–12 figures',
      'about 12 figures',
      'often 2–4 companies',
      '3–8 infantry or cavalry units, usually with 1–3 artillery sections',
      '75–125',
    ]);
    for (const r of rows)
      expect(JSON.stringify(r[0])).to.match(
        /"rule":"(Equipment Needed for Play|Troop Types, Units, Scales, and Organization)"/,
      );
    expect(JSON.stringify(o?.tables?.[0]?.notes)).to.contain(
      '1 infantry or cavalry base counts as one figure, and 2 artillery bases with limbers as one artillery base',
    );
  });

  it('Generals, Orders, and Command Control: orders change within 18″ with the divisional chain, attach and detach costs, the escape move (rulings A17, A18)', () => {
    const g = REFERENCE_DOC.sections.find((x) => x.id === 'generals');
    expect(g?.rule).to.equal('Generals, Orders, and Command Control');
    const text = JSON.stringify(g);
    expect(text)
      .to.contain('within 18″ of its commanding general')
      .and.contain('divisional general');
    expect(text).to.contain('costs no action (ruling A17)');
    expect(text)
      .to.contain('his own action')
      .and.contain('separate initiative')
      .and.contain('ruling A18');
    expect(text).to.contain('free escape move').and.contain('never fires').and.contain('moves 20″');
    expect(text).to.contain('within 12″').and.contain('2 to 1');
    const ids = new Set(MODULE.rulings.map((r) => r.id));
    expect(ids.has('A17') && ids.has('A18')).to.equal(true);
  });
  it('the ranges section holds the lines of fire: a 1″ gap, soft cover over half the way (Fire)', () => {
    const ranges = JSON.stringify(REFERENCE_DOC.sections.find((x) => x.id === 'ranges'));
    expect(FIRE_LINES).to.deep.equal({ gapInches: 1, coverShare: 1 / 2, coverDepthInches: 1 });
    expect(ranges).to.contain('narrower than 1″').and.contain('more than half');
    expect(ranges).to.contain('nearest legal target');
    expect(ranges).to.contain('45° either side').and.contain('Generals never fire');
    expect(ranges).to.contain('never added into one firing').and.contain('agree before play');
  });

  it('the charge sequence runs through its eight steps and checks in order', () => {
    expect(CHARGE_STEPS.map((s) => s.name)).to.deep.equal([
      '1. Ordered to Charge',
      '2. Receiving Charge',
      '3. Reactions',
      '4. Fired on during Charge',
      '5. Melee',
      '6. The loser tests',
      '7. Breakthrough',
      '8. Occupy',
    ]);
    const loser = JSON.stringify(CHARGE_STEPS[5]);
    expect(loser).to.contain('Unit Lost Melee');
    expect(loser).to.contain('Unit Taking Casualties from Fire/Melee');
  });

  it('the charge reach and shadow tables read the data', () => {
    const text = JSON.stringify(REFERENCE_DOC);
    expect(text).to.contain('"14″"');
    expect(text).to.contain('"24″"');
    expect(text).to.contain('A ÷ 4');
  });

  it('links only tools the game lists, names only rulings it has, and cites no line of the text copy', () => {
    const text = JSON.stringify(REFERENCE_DOC);
    const tools = [...text.matchAll(/"tool":"([\w-]+)"/g)].map((m) => m[1]);
    expect(tools.length).to.be.greaterThan(0);
    for (const t of tools)
      expect(
        META.tools.some((m) => m.slug === t),
        t,
      ).to.equal(true);
    const rulings = [...text.matchAll(/rulings? ([ACG]\d+)/g)].map((m) => m[1]);
    expect(rulings.length).to.be.greaterThan(0);
    for (const id of rulings)
      expect(
        MODULE.rulings.some((r) => r.id === id),
        id,
      ).to.equal(true);
    expect(text).not.to.match(/\bL\d/);
  });

  it('the module is consistent', () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
  });
});
