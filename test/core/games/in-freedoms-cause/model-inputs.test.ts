import { expect } from '@open-wc/testing';
import {
  modelOpening,
  qualityChoice,
  situationOptions,
} from '../../../../src/core/games/in-freedoms-cause/model-inputs.js';
import {
  MODEL_USER_DATA,
  paramById,
} from '../../../../src/core/games/in-freedoms-cause/model-params.js';
import { QUALITIES } from '../../../../src/core/games/in-freedoms-cause/quality.js';

describe('In Freedom’s Cause model calculators’ inputs', () => {
  it('opens with the headline labelled as our model and the player’s parameters', () => {
    const unit = { one: 'casualty', other: 'casualties' };
    expect(modelOpening(unit)).to.deep.equal({
      headline: { label: 'Our model', unit },
      userData: MODEL_USER_DATA,
    });
  });

  it('opens without a unit for a table whose results word their own headline', () => {
    expect(modelOpening()).to.deep.equal({
      headline: { label: 'Our model' },
      userData: MODEL_USER_DATA,
    });
  });

  it('names each situation as its parameter is named, Open first', () => {
    const options = situationOptions('terrain', ['soft', 'hard', 'fort']);
    expect(options.map((o) => o.value)).to.deep.equal(['open', 'soft', 'hard', 'fort']);
    expect(options[0]?.label).to.equal('Open');
    for (const o of options.slice(1))
      expect(o.label).to.equal(paramById(`terrain-${o.value}`)?.label);
    expect(situationOptions('cover', ['soft', 'hard']).map((o) => o.label)).to.deep.equal([
      'Open',
      'Soft cover',
      'Hard cover',
    ]);
  });

  it('offers every quality as a list, Average chosen first', () => {
    const q = qualityChoice('q', 'Quality');
    expect(q.default).to.equal('average');
    expect(q.display).to.equal('list');
    expect(q.options.map((o) => o.value)).to.deep.equal(QUALITIES.map((x) => x.id));
  });
});
