import { expect } from '@open-wc/testing';
import { ANTIETAM } from '../../../../src/core/games/battle-cry-of-freedom/combat-example-antietam.js';
import { exampleBattle } from '../../../../src/core/games/battle-cry-of-freedom/combat-example-steps.js';

describe('Battle Cry of Freedom worked-example builders', () => {
  it('names an example battle of the rulebook by its card, name and initiative', () => {
    expect(exampleBattle('corinth', 'Corinth', 'union')).to.deep.equal({
      slug: 'example-corinth',
      title: 'Example: Corinth',
      battle: {
        name: 'Corinth',
        initiative: 'union',
        victoryCity: false,
        mode: 'battle',
        card: 'corinth',
      },
    });
    expect(ANTIETAM.slug).to.equal('example-antietam');
    expect(ANTIETAM.battle.card).to.equal('antietam');
  });
});
