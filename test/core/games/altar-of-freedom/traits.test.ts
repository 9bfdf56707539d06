import { expect } from '@open-wc/testing';
import {
  RULINGS,
  TOOLS,
  TRAITS,
  TRAIT_IDS,
  clockBidCap,
  micromanagerMinimumSave,
  replacementPp,
  shrewdCarryOver,
} from '../../../../src/core/games/altar-of-freedom/index.js';

describe('Altar of Freedom traits (App. I)', () => {
  it('lists all 26 traits once, in the book order', () => {
    expect(TRAITS.map((t) => t.id)).to.deep.equal([...TRAIT_IDS]);
    expect(TRAITS).to.have.length(26);
    for (const t of TRAITS) expect(t.rule).to.equal(`Appendix I › ${t.name}`);
  });

  it('encodes the roll effects the spec lists (§2.11)', () => {
    const effects = (id: string) => TRAITS.find((t) => t.id === id)?.effects;
    expect(effects('aggressive')).to.deep.equal([
      { kind: 'roll-modifier', roll: 'clock-control', value: 1 },
    ]);
    expect(effects('cautious')).to.deep.equal([
      { kind: 'roll-modifier', roll: 'clock-control', value: -1 },
    ]);
    expect(effects('leads-from-the-front')).to.deep.equal([
      { kind: 'ignore-fatigue-penalty', rolls: ['firing', 'close-combat'], reach: 'base-contact' },
      { kind: 'roll-modifier', roll: 'general-fate', value: 1 },
    ]);
    expect(effects('leads-from-the-rear')?.[0]).to.deep.equal({
      kind: 'roll-modifier',
      roll: 'general-fate',
      value: -1,
    });
    expect(effects('revered')).to.deep.equal([{ kind: 'rally-bonus', value: 2, withinInches: 6 }]);
    expect(effects('dour')).to.deep.equal([{ kind: 'no-rally-bonus' }]);
    expect(effects('masterful')).to.deep.equal([
      { kind: 'pick-one-of', roll: 'clock-depletion', dice: { count: 2, sides: 6 } },
    ]);
    expect(effects('stalwart')).to.deep.equal([
      { kind: 'break-save', die: 6, target: 5, recoilBd: 4, fatigue: 1, withinInches: 6 },
    ]);
    expect(effects('hard-driving')).to.deep.equal([{ kind: 'reserve-move', inches: 30 }]);
    expect(effects('tardy')).to.deep.equal([{ kind: 'reserve-move', inches: null }]);
    expect(effects('energetic')).to.deep.equal([
      { kind: 'remove-fatigue', markers: 2, withinInches: 6 },
    ]);
  });

  it('limits Aggressive, Cautious and Masterful to the army commander (ruling A28)', () => {
    expect(TRAITS.filter((t) => t.scope === 'army').map((t) => t.id)).to.deep.equal([
      'aggressive',
      'cautious',
      'masterful',
    ]);
  });

  it('PP arithmetic: clock cap and replacements round up, Micromanager and Shrewd round down', () => {
    expect([clockBidCap(5), clockBidCap(6), clockBidCap(0)]).to.deep.equal([3, 3, 0]);
    expect([replacementPp(5), replacementPp(6), replacementPp(1)]).to.deep.equal([3, 3, 1]);
    expect([micromanagerMinimumSave(5), shrewdCarryOver(3)]).to.deep.equal([2, 1]);
    expect(() => clockBidCap(-1)).to.throw(RangeError);
  });
});

describe('Altar of Freedom rulings', () => {
  it('has unique ids covering C1–C15 and A1–A50', () => {
    const ids = RULINGS.map((r) => r.id);
    expect(new Set(ids).size).to.equal(ids.length);
    for (let i = 1; i <= 15; i++) expect(ids).to.include(`C${i}`);
    for (let i = 1; i <= 50; i++) expect(ids).to.include(`A${i}`);
  });

  it('every ruling id cited by a tool resolves', () => {
    const ids = new Set(RULINGS.map((r) => r.id));
    const cited = new Set<string>();
    for (const tool of TOOLS) {
      const texts = [
        ...(tool.notes ?? []).flatMap((n) => [n.text, n.rule]),
        ...(tool.checks ?? []).flatMap((c) => [c.message, c.rule]),
        ...tool.sides.flatMap((s) => [
          ...s.inputs.flatMap((i) => [i.label, i.rule ?? '', i.help ?? '']),
          ...s.modifiers.flatMap((m) => [m.rule, m.note ?? '']),
        ]),
      ];
      for (const t of texts)
        for (const m of t.matchAll(/\b(?:ruling |rulings )?([ACG]\d{1,2}|AB\d)\b/g))
          cited.add(m[1]!);
    }
    expect(cited.size).to.be.greaterThan(5);
    for (const id of cited) expect(ids.has(id), id).to.equal(true);
  });
});
