import { expect } from '@open-wc/testing';
import { RollToolModel, type Resolve } from '../../../src/components/renderers/roll-tool-model.js';
import { resolveTool } from '../../../src/core/shared/tool-inputs.js';
import type { RollResult } from '../../../src/core/shared/types.js';
import { shotTool } from '../../helpers/fixture-tools.js';

/** The rules core's resolver, counting its calls. */
function counting(): { resolve: Resolve; calls: () => number } {
  let n = 0;
  return {
    resolve: (tool, naturals, inputs) => {
      n += 1;
      return resolveTool(tool, naturals, inputs);
    },
    calls: () => n,
  };
}

const breakdown = (rolls: readonly RollResult[]) => rolls.map((r) => r.total).join(', ');

describe('RollToolModel', () => {
  it('opens on the tool’s defaults: no roll, nothing refused, nothing said, the odds given', () => {
    const c = counting();
    const m = RollToolModel.fromLink(shotTool, [], undefined, c.resolve);
    expect(m.state.inputs).to.deep.equal({ sm: 0, cover: false, close: false, interrupt: false });
    expect(m.state.mode).to.equal('app');
    expect(m.state.entered).to.deep.equal([[null]]);
    expect(m.state.shown).to.equal(null);
    expect(m.current).to.equal(null);
    expect(m.failed).to.deep.equal([]);
    expect(m.totals).to.deep.equal([0]);
    expect(m.state.cleared).to.equal('');
    expect(m.odds()).to.not.equal(null);
    expect(m.link()).to.deep.equal([]);
    expect(c.calls()).to.equal(0);
  });

  it('an input changed under a roll clears the roll and resolves once per change', () => {
    const c = counting();
    const m = RollToolModel.fromLink(shotTool, [['seed', 'abc123']], undefined, c.resolve);
    expect(m.state.shown?.source).to.deep.equal({ kind: 'shared', seed: 'abc123' });
    expect(m.current).to.not.equal(null);
    expect(c.calls()).to.equal(1);
    // Reading the model again (as each render does) resolves nothing more.
    const first = m.current;
    expect(m.current).to.equal(first);
    expect(c.calls()).to.equal(1);
    const changed = m.withInputs({ ...m.state.inputs, sm: 2 });
    expect(changed.state.shown).to.equal(null);
    expect(changed.current).to.equal(null);
    expect(changed.state.cleared).to.match(/^The inputs changed, so the earlier roll was cleared/);
    expect(changed.state.announcement).to.equal(changed.state.cleared);
    expect(changed.totals).to.deep.equal([2]);
    expect(changed.link()).to.deep.equal([['sm', '2']]);
    // A roll on the new inputs: one resolution, announced; a mode change keeps it unresolved again.
    const rolled = changed.showing(
      { naturals: [[4]], source: { kind: 'app', seed: 's1' } },
      breakdown,
    );
    expect(c.calls()).to.equal(2);
    expect(rolled.current?.rolls[0]?.total).to.equal(6);
    expect(rolled.state.cleared).to.equal('');
    expect(rolled.state.announcement).to.equal(`${rolled.current?.resolution.outcome.label}. 6`);
    const moded = rolled.withMode('entered');
    expect(moded.current).to.equal(rolled.current);
    expect(c.calls()).to.equal(2);
  });

  it('entered dice show once every die has a face, and the entry starts afresh', () => {
    const m = RollToolModel.fromLink(shotTool, []).withMode('entered');
    const { model, done } = m.entering(0, [5]);
    expect(done).to.deep.equal({ naturals: [[5]], source: { kind: 'entered' } });
    expect(model.state.entered).to.deep.equal([[null]]);
    const shown = model.showing(done!, breakdown);
    expect(shown.current?.rolls[0]?.natural).to.deep.equal([5]);
    expect(shown.link()).to.deep.equal([['dice', '5']]);
  });

  it('a refused input is named by its check, with no odds, and the roll is still resolved', () => {
    const c = counting();
    const m = RollToolModel.fromLink(
      shotTool,
      [
        ['close', '1'],
        ['interrupt', '1'],
        ['sm', '9'],
      ],
      undefined,
      c.resolve,
    );
    expect(m.failed.map((f) => f.rule)).to.deep.equal(['T1.4']);
    expect(m.odds()).to.equal(null);
    expect(m.state.problems.length).to.equal(1);
    expect(m.warnings.length).to.be.greaterThan(0);
    expect(c.calls()).to.equal(0);
  });

  it('a shared link shows its roll, and a changed input clears it with the link’s seed', () => {
    const m = RollToolModel.fromLink(shotTool, [
      ['cover', '1'],
      ['seed', 'abc123'],
    ]);
    expect(m.state.shown?.source.kind).to.equal('shared');
    expect(m.current?.rolls.length).to.equal(1);
    expect(m.link()).to.deep.equal([
      ['cover', '1'],
      ['seed', 'abc123'],
    ]);
    const cleared = m.withInputs({ ...m.state.inputs, cover: false });
    expect(cleared.link()).to.deep.equal([]);
    // The same link opened again (a new tool or host) keeps the dice mode and what was said.
    const again = RollToolModel.fromLink(
      shotTool,
      [['seed', 'abc123']],
      cleared.withMode('entered'),
    );
    expect(again.state.mode).to.equal('entered');
    expect(again.state.cleared).to.equal(cleared.state.cleared);
  });
});
