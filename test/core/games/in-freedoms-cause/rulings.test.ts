import { expect } from '@open-wc/testing';
import { gameModuleProblems, loadTool } from '../../../../src/core/shared/game-module.js';
import { MODULE } from '../../../../src/core/games/in-freedoms-cause/module.js';
import { RULINGS } from '../../../../src/core/games/in-freedoms-cause/rulings.js';

describe("In Freedom's Cause rulings", () => {
  it('keeps the spec §9 numbers the morale tools cite, in the order of the spec', () => {
    const ids = RULINGS.map((r) => r.id);
    const morale = ['G7', 'C12', 'A13', 'A14', 'A15', 'A19', 'A27'];
    expect(ids.slice(0, morale.length)).to.deep.equal(morale);
  });

  it('fills the numbers of the text from the rules data (C5: the charge bonus, G7: the brackets)', () => {
    const c5 = RULINGS.find((r) => r.id === 'C5')!;
    expect(c5.decision).to.match(/^\d+″, as troops on foot; only mounted cavalry add \d+″\.$/);
    const g7 = RULINGS.find((r) => r.id === 'G7')!;
    expect(g7.question).to.match(/The rulebook mentions .+ and .+\.$/);
  });

  it('leaves the module whole: every descriptor a built tool of its kind', () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const built = MODULE.meta.tools.filter((t) => t.built === true).map((t) => t.slug);
    expect(built).to.include.members([
      'brigade-morale',
      'army-morale',
      'general-casualty',
      'casualties',
      'rulings',
    ]);
    expect(built).to.include('tracker');
  });

  it('cites in every tool note only rulings that exist', async () => {
    const ids = new Set(MODULE.rulings.map((r) => r.id));
    for (const slug of ['brigade-morale', 'army-morale', 'general-casualty']) {
      const held = MODULE.tools[slug];
      const d = held && (await loadTool(held));
      const notes = d?.kind === 'roll' ? (d.tool.notes ?? []) : [];
      expect(notes.length, slug).to.be.above(0);
      for (const n of notes)
        for (const m of `${n.text} ${n.rule}`.matchAll(/rulings? ([ACG]\d+)/g))
          expect(ids.has(m[1] ?? ''), `${slug}: ${m[1]}`).to.equal(true);
    }
  });
});
