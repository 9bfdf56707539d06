import { expect } from '@open-wc/testing';
import { MODEL_ROSTER } from '../../../../src/core/games/in-freedoms-cause/model-roster.js';
import {
  MODEL_USER_DATA,
  type ModelData,
} from '../../../../src/core/games/in-freedoms-cause/model-params.js';
import type { RosterState } from '../../../../src/core/shared/roster.js';

const state = (
  data: ModelData = MODEL_USER_DATA.empty(),
  show = 'fire',
): RosterState<ModelData> => ({
  choices: { show },
  query: '',
  data,
});

describe('In Freedom’s Cause model page (ruling G3)', () => {
  it('says the numbers are Haversack’s model and shows every table', () => {
    const titles = ['fire', 'melee', 'morale'].map((show) => {
      const v = MODEL_ROSTER.view(state(undefined, show));
      expect(JSON.stringify(v.legend)).to.contain('not the publisher’s');
      return v.sections.map((s) => s.title);
    });
    expect(titles).to.deep.equal([['Fire table'], ['Melee tables'], ['Unit morale table']]);
    const fire = JSON.stringify(MODEL_ROSTER.view(state()).sections);
    expect(fire).to.contain('"text":"—"').and.contain('forbids fire');
  });

  it('saves a changed value, shows it as the player’s, and clears it', () => {
    const form = MODEL_ROSTER.form(state(), 'p-cover');
    expect(form?.fields.map((f) => f.key)).to.deep.equal(['cover-soft', 'cover-hard']);
    const saved = MODEL_ROSTER.save(state(), 'p-cover', { 'cover-soft': '50', 'cover-hard': '' });
    if (!saved.ok) throw new Error(saved.errors.join());
    expect(saved.data.values).to.deep.equal({ 'cover-soft': 50 });
    const card = JSON.stringify(MODEL_ROSTER.view(state(saved.data)).sections);
    expect(card).to.contain('"text":"50%"');
    expect(card).to.contain('"source":"player"');
    expect(MODEL_ROSTER.clear(state(saved.data), 'p-cover').data.values).to.deep.equal({});
  });

  it('refuses a value out of bounds or one making better troops worse', () => {
    const bad = MODEL_ROSTER.save(state(), 'p-cover', { 'cover-soft': '-5' });
    expect(bad.ok).to.equal(false);
    const worse = MODEL_ROSTER.save(state(), 'p-quality', { 'quality-crack': '10' });
    expect(worse.ok).to.equal(false);
    if (!worse.ok) expect(worse.errors.join()).to.contain('Crack/Elite');
    expect(MODEL_ROSTER.form(state(), 'p-nothing')).to.equal(null);
  });
});
