import { expect } from '@open-wc/testing';
import {
  WEIGHT_GROUPS,
  encounterProblems,
} from '../../../../src/core/games/in-freedoms-cause/encounter-problems.js';
import {
  MODEL_PARAMS,
  MODEL_USER_DATA,
  modelProblems,
  paramValue,
} from '../../../../src/core/games/in-freedoms-cause/model-params.js';
import { exportUserData, importUserData } from '../../../../src/core/shared/user-data.js';

const zero = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 0]));

describe('In Freedom’s Cause encounter parameters (ruling G13)', () => {
  it('are model parameters with defaults in bounds and no problem by default', () => {
    const enc = MODEL_PARAMS.filter((p) => p.id.startsWith('enc-'));
    expect(enc.length).to.be.greaterThan(25);
    expect(encounterProblems((id) => paramValue({}, id))).to.deep.equal([]);
    for (const g of WEIGHT_GROUPS)
      for (const id of g.ids) expect(MODEL_PARAMS.some((p) => p.id === id)).to.equal(true, id);
  });

  it('refuses a weight group with nothing to choose, naming it', () => {
    expect(WEIGHT_GROUPS.length).to.be.greaterThan(0);
    for (const g of WEIGHT_GROUPS) {
      const problems = modelProblems(zero(g.ids));
      expect(problems.length).to.be.greaterThan(0);
      expect(problems.some((p) => p.startsWith(`${g.name}:`))).to.equal(true, g.name);
    }
  });

  it('refuses pickets nearer than they are far, and a value out of bounds', () => {
    expect(modelProblems({ 'enc-picket-near': 20, 'enc-picket-far': 10 })[0]).to.contain('Pickets');
    expect(modelProblems({ 'enc-players': 101 })[0]).to.contain('from 0 to 100');
    expect(modelProblems({ 'enc-spread': 1.5 })).to.have.length(1);
  });

  it('is saved, exported and imported as the model’s entered data, refusing a broken file', () => {
    const data = { values: { 'enc-players': 60, 'enc-first-laager': 0 } };
    const file = JSON.stringify(exportUserData(MODEL_USER_DATA, data, '2026-11-24T04:00:00Z'));
    const back = importUserData(MODEL_USER_DATA, file);
    expect(back.ok && back.value).to.deep.equal(data);
    const broken = JSON.stringify(
      exportUserData(
        MODEL_USER_DATA,
        { values: zero(WEIGHT_GROUPS[0]!.ids) },
        '2026-11-24T04:00:00Z',
      ),
    );
    expect(importUserData(MODEL_USER_DATA, broken).ok).to.equal(false);
  });
});
