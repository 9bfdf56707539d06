import { expect } from '@open-wc/testing';
import { IRONCLAD_SAVE_EXAMPLES } from '../../../../src/core/games/us-civil-war/ironclad-save-examples.js';
import {
  afterSaves,
  ironcladSaveTool as tool,
} from '../../../../src/core/games/us-civil-war/ironclad-save.js';
import { IRONCLAD_SAVE } from '../../../../src/core/games/us-civil-war/naval-data.js';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, sideDice } from '../../../../src/core/shared/tool-inputs.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const resolve = (inputs: Inputs, faces: number[]) =>
  resolveTool(tool, [faces], { ...defaultInputs(tool), ...inputs }).resolution;
const share = (inputs: Inputs, key: string) => {
  const o = tool.odds({ ...defaultInputs(tool), ...inputs });
  return (o.outcomes.find((x) => x.key === key)?.weight ?? 0) / o.total;
};

describe('The U.S. Civil War Ironclad saves (21.6.6)', () => {
  it('reads the target from the rulebook’s 4–6', () => {
    expect(IRONCLAD_SAVE.target).to.equal(4);
    expect(IRONCLAD_SAVE.dice).to.deep.equal({ count: 1, sides: 6 });
  });

  it('Naval Example #2: the * on the Ironclad is saved on 4–6 and damages it on 1–3', () => {
    const [saved, notSaved] = IRONCLAD_SAVE_EXAMPLES;
    expect(saved && resolve(saved.inputs, [...(saved.dice[0] ?? [])]).outcome.key).to.equal(
      'unharmed',
    );
    expect(
      notSaved && resolve(notSaved.inputs, [...(notSaved.dice[0] ?? [])]).outcome.key,
    ).to.equal('damaged');
    expect([1, 2, 3, 4, 5, 6].map((f) => resolve({ star: true }, [f]).outcome.key)).to.deep.equal([
      'damaged',
      'damaged',
      'damaged',
      'unharmed',
      'unharmed',
      'unharmed',
    ]);
    expect(share({ star: true }, 'unharmed')).to.equal(0.5);
  });

  it('rolls one die per hit and per *, and steps each effect down one level', () => {
    const inputs = { hits: 2, star: true };
    expect(sideDice(tool.sides[0]!, { ...defaultInputs(tool), ...inputs }).count).to.equal(3);
    const r = resolve(inputs, [4, 1, 6]);
    expect(r.outcome.key).to.equal('sunk');
    const text = (r.effects ?? []).join(' ');
    expect(text).to.contain('hit 1: 4, saved: damaged, not sunk');
    expect(text).to.contain('hit 2: 1, sunk');
    expect(text).to.contain('the *: 6, saved: no effect');
    expect(text).to.contain('1 Ironclad sunk');
    expect(afterSaves(2, true, [true, false, true])).to.deep.equal({
      sunk: 1,
      damaged: 1,
      spared: 1,
    });
    expect(resolve({ hits: 1, star: false }, [5]).outcome.key).to.equal('damaged');
  });

  it('gives exact odds: a hit is never wholly spared, and two hits sink one 3 times in 4', () => {
    expect(share({ hits: 1, star: false }, 'unharmed')).to.equal(0);
    expect(share({ hits: 1, star: false }, 'damaged')).to.equal(0.5);
    expect(share({ hits: 2, star: false }, 'sunk')).to.equal(0.75);
    const o = tool.odds({ ...defaultInputs(tool), hits: 2, star: true });
    expect(o.outcomes.reduce((n, x) => n + x.weight, 0)).to.equal(o.total);
  });

  it('says so when nothing was put on an Ironclad', () => {
    const r = resolve({ hits: 0, star: false }, [6]);
    expect(r.outcome.key).to.equal('unharmed');
    expect(r.effects?.[0]).to.contain('nothing to save');
  });
});
