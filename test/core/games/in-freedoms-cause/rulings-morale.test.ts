import { expect } from '@open-wc/testing';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';
import { MODULE } from '../../../../src/core/games/in-freedoms-cause/module.js';
import { MORALE_RULINGS } from '../../../../src/core/games/in-freedoms-cause/rulings-morale.js';

describe("In Freedom's Cause morale rulings", () => {
  it('keeps the spec §9 numbers the morale tools cite', () => {
    expect(MORALE_RULINGS.map(([id]) => id)).to.deep.equal([
      'G7',
      'C12',
      'A13',
      'A14',
      'A15',
      'A19',
      'A27',
    ]);
  });

  it('shows the player section names, never line numbers', () => {
    for (const [id, question, decision, cites] of MORALE_RULINGS) {
      expect(`${question} ${decision}`, id).not.to.match(/L\d/);
      expect(cites.length, id).to.be.above(0);
      for (const cite of cites) {
        const place = typeof cite === 'string' ? cite : cite[0];
        expect(place, id).not.to.match(/L\d/);
      }
    }
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

  it('cites in every tool note only rulings that exist', () => {
    const ids = new Set(MODULE.rulings.map((r) => r.id));
    for (const slug of ['brigade-morale', 'army-morale', 'general-casualty']) {
      const d = MODULE.tools[slug];
      const notes = d?.kind === 'roll' ? (d.tool.notes ?? []) : [];
      expect(notes.length, slug).to.be.above(0);
      for (const n of notes)
        for (const m of `${n.text} ${n.rule}`.matchAll(/rulings? ([ACG]\d+)/g))
          expect(ids.has(m[1] ?? ''), `${slug}: ${m[1]}`).to.equal(true);
    }
  });
});
