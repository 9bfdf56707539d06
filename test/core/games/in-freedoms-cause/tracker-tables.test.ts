import { expect } from '@open-wc/testing';
import { brigadeTable } from '../../../../src/core/games/in-freedoms-cause/tracker-tables.js';
import { sampleBattle } from '../../../../src/core/games/in-freedoms-cause/tracker-sample.js';

describe('In Freedom’s Cause tracker tables', () => {
  it('notes on a brigade with guns that its attached sections count in its morale test (ruling G15)', () => {
    const s = sampleBattle();
    const rows = brigadeTable(s).rows;
    const withGuns = s.brigades.filter((b) =>
      s.units.some((u) => u.brigade === b.id && u.type.endsWith('artillery')),
    );
    expect(withGuns.length).to.be.above(0);
    for (const b of withGuns) {
      const cell = rows.find((r) => r.id === b.id)?.cells[0];
      const note = cell && typeof cell === 'object' && 'note' in cell ? cell.note : '';
      expect(note).to.match(/its \d+ attached gun sections? counted \(ruling G15\)/);
    }
  });
});
