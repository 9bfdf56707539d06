/** Persistent storage in words a player understands, whatever the browser answers. */
import { expect } from '@open-wc/testing';
import { askToKeep, persistence, persistenceText } from '../../src/platform/persist.js';

describe('persistent storage', () => {
  it('reads and asks without throwing, answering one of the three states', async () => {
    const states = ['kept', 'may-clear', 'unknown'];
    expect(states).to.include(await persistence());
    expect(states).to.include(await askToKeep());
  });

  it('says each state plainly, and offers the export where data may go', () => {
    expect(persistenceText('kept')).to.contain('keeps Haversack’s data');
    expect(persistenceText('may-clear')).to.contain('may clear');
    expect(persistenceText('may-clear')).to.contain('Export a backup');
    expect(persistenceText('unknown')).to.contain('does not say');
  });
});
