import '../../../helpers/bundled-data.js';
/**
 * The War Effort tracker's form that adds a coastal region from the player's map (§4.1 note 4,
 * ruling G3): the event it asks for, and each refusal in words.
 */
import { expect } from '@open-wc/testing';
import { COASTAL_FORM } from '../../../../src/core/games/price-of-freedom/coastal-form.js';
import { createCampaign } from '../../../../src/core/games/price-of-freedom/tracker-setup.js';
import { loadGameData } from '../../../../src/core/games/price-of-freedom/setup.js';
import { regionNames } from '../../../../src/core/games/price-of-freedom/tracker-describe.js';

describe('The Price of Freedom: adding a coastal region (§4.1 note 4, ruling G3)', () => {
  const data = loadGameData();
  if (!data.ok) throw new Error('set-up data');
  const state = createCampaign(data.value.setup);
  const ctx = { names: regionNames(data.value.setup) };
  const submit = (values: Record<string, string>) => COASTAL_FORM.submit(values, state, ctx);

  it('offers its three fields, the coast and the side defaulting to Gulf and Confederate', () => {
    const form = COASTAL_FORM.form(state, ctx);
    expect(form?.fields.map((f) => f.name)).to.deep.equal(['name', 'coast', 'control']);
    expect(form?.note).to.contain('ruling G3');
  });

  it('adds a named region with its own blockade box', () => {
    expect(submit({ name: ' Beaufort ', coast: 'atlantic', control: 'usa' })).to.deep.equal({
      event: {
        type: 'add-coastal-region',
        id: 'beaufort',
        region: { name: 'Beaufort', coast: 'atlantic', box: 'beaufort' },
        control: 'usa',
      },
      says: 'Beaufort added to the Atlantic Coast with its own blockade box.',
    });
  });

  it('refuses an empty name, markup, and a region already on the board', () => {
    expect(submit({ name: '  ', coast: 'gulf', control: 'csa' })).to.deep.equal({
      problem: 'Enter the region’s name (letters or digits).',
    });
    expect(submit({ name: '<b>x</b>', coast: 'gulf', control: 'csa' })).to.deep.equal({
      problem: 'The region’s name must not contain < or >.',
    });
    const [id, shown] = [...ctx.names.entries()][0] ?? ['', ''];
    expect(id, 'the board names regions').not.to.equal('');
    expect(submit({ name: shown.toUpperCase(), coast: 'gulf', control: 'csa' })).to.deep.equal({
      problem: `${shown.toUpperCase()} is already on the board.`,
    });
  });
});
