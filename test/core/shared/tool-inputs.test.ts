import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  checkPlaces,
  conditionInputs,
  failedChecks,
  defaultInputs,
  formatDiceParam,
  parseDiceParam,
  readInputs,
  resolveTool,
  writeInputs,
} from '../../../src/core/shared/tool-inputs.js';
import { shotTool, duelTool } from '../../helpers/fixture-tools.js';

describe('tool inputs in links', () => {
  it('writes only non-default inputs and reads them back', () => {
    const inputs = { ...defaultInputs(shotTool), sm: -2, cover: true };
    const pairs = writeInputs(shotTool, inputs);
    expect(pairs).to.deep.equal([
      ['sm', '-2'],
      ['cover', '1'],
    ]);
    expect(readInputs(shotTool, pairs)).to.deep.equal({ inputs, problems: [] });
  });

  it('reports out-of-range counts and unknown choices, keeping defaults', () => {
    const r = readInputs(duelTool, [
      ['a_sm', '9'],
      ['ground', 'swamp'],
    ]);
    expect(r.inputs).to.deep.equal(defaultInputs(duelTool));
    expect(r.problems.map((p) => p.key)).to.deep.equal(['a_sm', 'ground']);
  });

  it('round-trips dice of opposed rolls', () => {
    expect(parseDiceParam(formatDiceParam([[4, 2], [6]]))).to.deep.equal([[4, 2], [6]]);
    expect(parseDiceParam('4,,2')).to.equal(null);
  });

  it('resolves entered dice exactly as the tool does', () => {
    const { rolls, resolution } = resolveTool(duelTool, [[5], [5]], { a_sm: 1, ground: 'hill' });
    expect(rolls.map((r) => r.total)).to.deep.equal([6, 6]);
    expect(resolution.outcome.key).to.equal('d');
  });

  it('gives a valid state or a clear problem for any query pairs, never an exception (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('sm', 'cover', 'close', 'interrupt', 'seed', 'dice'),
              fc.string(),
            ),
            fc.string(),
          ),
          { maxLength: 10 },
        ),
        (pairs) => {
          const r = readInputs(shotTool, pairs);
          expect(r.inputs['sm']).to.be.a('number');
          expect(r.inputs['sm']).to.be.within(-3, 3);
          expect(typeof r.inputs['cover']).to.equal('boolean');
          for (const p of r.problems) expect(p.message).to.match(/\S/);
        },
      ),
      { seed: 99, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const d = parseDiceParam(s);
        if (d !== null)
          for (const side of d) for (const f of side) expect(Number.isInteger(f)).to.equal(true);
      }),
      { seed: 100, numRuns: 2000 },
    );
  });
});

describe('where a failed check is shown', () => {
  it('reads the inputs a condition names, in order, through all, any and not', () => {
    expect(
      conditionInputs({
        all: [{ input: 'a' }, { any: [{ input: 'b', eq: 1 }, { not: { input: 'c' } }] }],
      }),
    ).to.deep.equal(['a', 'b', 'c']);
  });

  it('beside the first shown input the check reads, in side order, or its own `at`', () => {
    const inputs = { close: true, interrupt: true };
    const failed = failedChecks(shotTool, inputs);
    expect(failed.length).to.equal(1);
    expect(checkPlaces(shotTool, inputs, failed).map((p) => p.at?.id)).to.deep.equal(['close']);
    const at = [{ ...failed[0]!, at: 'interrupt' }];
    expect(checkPlaces(shotTool, inputs, at).map((p) => p.at?.id)).to.deep.equal(['interrupt']);
    const nowhere = [{ ...failed[0]!, at: 'no-such-input' }];
    expect(checkPlaces(shotTool, inputs, nowhere).map((p) => p.at)).to.deep.equal([null]);
  });
});
