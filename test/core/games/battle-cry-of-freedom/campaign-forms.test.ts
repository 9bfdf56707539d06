import { expect } from '@open-wc/testing';
import {
  ALLOCATION_FORM,
  CP_FORM,
  DISCRETIONARY_FORM,
  GENERAL_FORM,
  SWAP_FORM,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-forms.js';
import {
  CITY_THEATER,
  VICTORY_CITIES,
} from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';
import { minimumFaceDown } from '../../../../src/core/games/battle-cry-of-freedom/allocation.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignSnapshot,
  SideAllocation,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { requireScenario } from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<CampaignSnapshot>;
const scenario = requireScenario('deck-two');
const game = (over: Partial<CampaignSnapshot> = {}): S => ({
  ...createCampaign('deck-two'),
  ...over,
});
const laid = (east: number, west: number): SideAllocation => ({
  faceDown: { east, west },
  discretionary: null,
  faceUp: false,
});

describe('Battle Cry of Freedom campaign forms', () => {
  it('records a command point change only with its reason (ruling G11)', () => {
    const s = game();
    expect(CP_FORM.rulings).to.include('G11');
    const refused = CP_FORM.submit({ side: 'union', delta: 2, reason: ' ' }, s, scenario);
    expect(isProblem(refused)).to.equal(true);
    const ok = CP_FORM.submit({ side: 'confederate', delta: -2, reason: 'Antietam' }, s, scenario);
    expect(ok).to.deep.include({
      event: { type: 'cp', side: 'confederate', delta: -2, reason: 'Antietam' },
    });
  });

  it('takes Phase C’s face-down points privately, the Union first, with the half face down (Detailed Sequence of Play › C. Command Point Phase)', () => {
    expect(ALLOCATION_FORM.form(game({ phase: 'D' }), scenario)).to.equal(null);
    const s = game({ phase: 'C' });
    const form = ALLOCATION_FORM.form(s, scenario)!;
    expect(form.private).to.equal(true);
    expect(form.note).to.contain(`at least ${minimumFaceDown(s.cp.union)} of his ${s.cp.union}`);
    expect(ALLOCATION_FORM.submit({ east: 3, west: 3 }, s, scenario)).to.deep.include({
      event: { type: 'allocate', side: 'union', east: 3, west: 3, faceUp: false },
    });
    const second = game({ phase: 'C', allocation: { union: laid(3, 3), confederate: null } });
    const cform = ALLOCATION_FORM.form(second, scenario)!;
    expect(cform.submit).to.contain('Confederate');
    expect(cform.fields.some((f) => f.name === 'faceUp')).to.equal(false);
    const both = game({ phase: 'C', allocation: { union: laid(3, 3), confederate: laid(3, 3) } });
    expect(ALLOCATION_FORM.form(both, scenario)).to.equal(null);
    expect(isProblem(ALLOCATION_FORM.submit({ east: 1, west: 1 }, both, scenario))).to.equal(true);
  });

  it('offers the discretionary points left after the face-down ones in Phase F (ruling C10)', () => {
    const s = game({ phase: 'F', allocation: { union: laid(4, 2), confederate: laid(3, 3) } });
    const form = DISCRETIONARY_FORM.form(s, scenario)!;
    const free = s.cp.union - 4 - 2;
    expect(form.fields.every((f) => f.kind === 'number' && f.max === free)).to.equal(true);
    expect(form.fields.length).to.be.greaterThan(0);
    expect(DISCRETIONARY_FORM.submit({ east: 1, west: 0 }, s, scenario)).to.deep.include({
      event: { type: 'discretionary', side: 'union', east: 1, west: 0 },
    });
  });

  it('turns the general form into a placement event with its checks', () => {
    const out = GENERAL_FORM.submit(
      {
        side: 'confederate',
        theater: 'west',
        name: 'Forrest',
        cavalry: true,
        byCard: false,
        home: true,
      },
      game(),
      scenario,
    );
    expect(out).to.deep.include({
      event: {
        type: 'place-general',
        side: 'confederate',
        theater: 'west',
        name: 'Forrest',
        cavalry: true,
        byCard: false,
        homeChecked: true,
      },
    });
    expect(
      GENERAL_FORM.form(game({ result: { winner: 'union', reason: 'x' } }), scenario),
    ).to.equal(null);
  });

  it('offers the closed theater’s swap only for the Confederate’s infantry there (Glossary › Victory Condition Cities, ruling A41)', () => {
    expect(SWAP_FORM.form(game(), scenario)).to.equal(null);
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    const s = game({ fallen: west, phase: 'G' });
    const form = SWAP_FORM.form(s, scenario)!;
    const out = form.fields.find((f) => f.name === 'out');
    const options = out?.kind === 'select' ? out.options : [];
    const expected = s.generals.filter(
      (g) => g.side === 'confederate' && g.theater === 'west' && !g.cavalry,
    );
    expect(expected.length).to.be.greaterThan(0);
    expect(options.map((o) => o.value)).to.deep.equal(expected.map((g) => g.id));
    expect(isProblem(SWAP_FORM.submit({ out: expected[0]!.id, name: ' ' }, s, scenario))).to.equal(
      true,
    );
    expect(
      SWAP_FORM.submit({ out: expected[0]!.id, name: 'Hardee', home: true }, s, scenario),
    ).to.deep.include({
      event: {
        type: 'replace-general',
        id: expected[0]!.id,
        side: 'confederate',
        theater: 'west',
        name: 'Hardee',
        cavalry: false,
        byCard: false,
        homeChecked: true,
      },
    });
  });
});
