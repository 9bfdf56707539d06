import { expect } from '@open-wc/testing';
import {
  hiddenByShadow,
  shadowDivisor,
  shadowLength,
  sightPast,
} from '../../../../src/core/games/in-freedoms-cause/terrain-levels.js';

describe("In Freedom's Cause: line-of-sight shadow (ruling C20)", () => {
  it('one level up the shadow is A, two A/2, three A/4; at the same level all is hidden', () => {
    expect(shadowLength(12, 1)).to.equal(12);
    expect(shadowLength(12, 2)).to.equal(6);
    expect(shadowLength(12, 3)).to.equal(3);
    expect(shadowLength(12, 0)).to.equal(Infinity);
    expect(shadowDivisor(0)).to.equal(null);
    expect(shadowDivisor(4)).to.equal(8);
  });

  it('a target inside the shadow is hidden, beyond it seen', () => {
    expect(hiddenByShadow(10, 1, 10)).to.equal(true);
    expect(hiddenByShadow(10, 1, 11)).to.equal(false);
    expect(hiddenByShadow(10, 2, 6)).to.equal(false);
    expect(hiddenByShadow(10, 0, 100)).to.equal(true);
  });
});

describe('In Freedom’s Cause: Line of Sight (LOS), the shadow past a tall obstruction', () => {
  // The rulebook's three diagram cases, with its X (hidden, inside the shadow) and Y (seen).
  it('one level up: a target at A (B = A) or less beyond the far edge is hidden, past it seen', () => {
    const at = (beyond: number) =>
      sightPast({ spotterLevel: 1, obstructionGround: 0, toFarEdge: 16, beyond });
    expect(at(16)).to.deep.equal({ levels: 1, shadow: 16, hidden: true });
    expect(at(3).hidden).to.equal(true);
    expect(at(17).hidden).to.equal(false);
  });

  it('two levels up, the shadow is A divided by 2; three levels up, A by 4 (half of C)', () => {
    const two = sightPast({ spotterLevel: 2, obstructionGround: 0, toFarEdge: 16, beyond: 9 });
    expect([two.shadow, two.hidden]).to.deep.equal([8, false]);
    const three = sightPast({ spotterLevel: 3, obstructionGround: 0, toFarEdge: 16, beyond: 4 });
    expect([three.shadow, three.hidden]).to.deep.equal([4, true]);
    expect(three.shadow).to.equal(two.shadow / 2);
  });

  it('levels add up: woods on a one-level hill block a spotter on that hill, shade one on level 2', () => {
    expect(
      sightPast({ spotterLevel: 1, obstructionGround: 1, toFarEdge: 10, beyond: 50 }),
    ).to.deep.equal({
      levels: 0,
      shadow: Infinity,
      hidden: true,
    });
    expect(
      sightPast({ spotterLevel: 2, obstructionGround: 1, toFarEdge: 10, beyond: 11 }).hidden,
    ).to.equal(false);
  });

  it('over the whole range the shadow is never negative, shrinks as the spotter climbs, and hides exactly what lies in it', () => {
    let checked = 0;
    for (let ground = 0; ground <= 3; ground++)
      for (let spotterLevel = 0; spotterLevel <= 6; spotterLevel++)
        for (let toFarEdge = 1; toFarEdge <= 48; toFarEdge++)
          for (let beyond = 0; beyond <= 48; beyond++) {
            const s = sightPast({ spotterLevel, obstructionGround: ground, toFarEdge, beyond });
            expect(s.shadow).to.be.at.least(0);
            expect(s.hidden).to.equal(beyond <= s.shadow);
            if (s.levels >= 1) {
              expect(s.shadow).to.be.at.most(toFarEdge);
              const higher = sightPast({
                spotterLevel: spotterLevel + 1,
                obstructionGround: ground,
                toFarEdge,
                beyond,
              });
              expect(higher.shadow).to.equal(s.shadow / 2);
              if (!s.hidden) expect(higher.hidden).to.equal(false);
            } else expect(s.hidden).to.equal(true);
            checked++;
          }
    expect(checked).to.equal(4 * 7 * 48 * 49);
  });
});
