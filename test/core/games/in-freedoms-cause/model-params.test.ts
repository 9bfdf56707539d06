import { expect } from '@open-wc/testing';
import {
  MODEL_PARAMS,
  MODEL_USER_DATA,
  modelProblems,
  paramValue,
  valuesOf,
} from '../../../../src/core/games/in-freedoms-cause/model-params.js';
import { exportUserData, importUserData } from '../../../../src/core/shared/user-data.js';

describe('In Freedom’s Cause model parameters (ruling G3)', () => {
  it('has unique ids, defaults within bounds, and no problems by default', () => {
    const ids = MODEL_PARAMS.map((p) => p.id);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const p of MODEL_PARAMS) expect(p.default).to.be.within(p.min, p.max);
    expect(modelProblems({})).to.deep.equal([]);
  });

  it('reads the player’s value, else the default', () => {
    expect(paramValue({}, 'quality-average')).to.equal(100);
    expect(paramValue({ 'quality-average': 90 }, 'quality-average')).to.equal(90);
  });

  it('refuses an unknown parameter, one out of bounds, or better troops doing worse', () => {
    expect(modelProblems({ nope: 1 })).to.have.length(1);
    expect(modelProblems({ 'cover-soft': 9999 })).to.have.length(1);
    expect(modelProblems({ 'quality-crack': 10 })[0]).to.contain('Crack/Elite');
    expect(modelProblems({ 'morale-base-crack': 12 })[0]).to.contain('higher morale roll');
  });

  it('exports and imports, and rejects an import that breaks the model', () => {
    const data = { values: { 'cover-soft': 50 } };
    const file = JSON.stringify(exportUserData(MODEL_USER_DATA, data, '2026-01-01T00:00:00Z'));
    const back = importUserData(MODEL_USER_DATA, file);
    expect(back.ok && back.value).to.deep.equal(data);
    const bad = JSON.stringify(
      exportUserData(MODEL_USER_DATA, { values: { 'quality-crack': 1 } }, '2026-01-01T00:00:00Z'),
    );
    expect(importUserData(MODEL_USER_DATA, bad).ok).to.equal(false);
    expect(valuesOf({ values: { 'quality-crack': 1 } })).to.deep.equal({});
    expect(valuesOf(data)).to.deep.equal(data.values);
  });

  it('says which parameter an import gets wrong, and what it must be', () => {
    const file = (values: unknown) =>
      JSON.stringify(exportUserData(MODEL_USER_DATA, { values } as never, '2026-01-01T00:00:00Z'));
    const soft = MODEL_PARAMS.find((p) => p.id === 'cover-soft')!;
    const outOfRange = importUserData(MODEL_USER_DATA, file({ 'cover-soft': 9999 }));
    expect(outOfRange.ok).to.equal(false);
    if (!outOfRange.ok)
      expect(outOfRange.issues.map((i) => i.message)).to.deep.equal([
        `${soft.label}: a whole number from ${String(soft.min)} to ${String(soft.max)}.`,
      ]);
    const text = importUserData(MODEL_USER_DATA, file({ 'cover-soft': 'abc' }));
    expect(text.ok).to.equal(false);
    if (!text.ok)
      expect(text.issues.map((i) => i.message)).to.deep.equal([
        'Each model parameter is a number.',
      ]);
  });
});
