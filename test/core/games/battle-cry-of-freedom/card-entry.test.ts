import { expect } from '@open-wc/testing';
import { importUserData, exportUserData } from '../../../../src/core/shared/user-data.js';
import {
  CARD_USER_DATA,
  checkBattleEntry,
  checkEventEntry,
  checkGeneralEntry,
  resolveGeneral,
  resolveSplit,
  withEntry,
} from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';

describe('Battle Cry of Freedom card entries', () => {
  it('refuses an entry that contradicts the rulebook and accepts one that fills a gap', () => {
    expect(checkGeneralEntry('grant', { offense: 3 })).to.have.length(1);
    expect(checkGeneralEntry('grant', { offense: 2 })).to.deep.equal([]);
    expect(checkGeneralEntry('sherman', { offense: 2, defense: 3, cavalry: false })).to.deep.equal(
      [],
    );
    expect(checkGeneralEntry('stuart', { cavalry: false })[0]).to.contain('cavalry');
    expect(checkBattleEntry('vicksburg', { union: { gain: 2, loss: 2 } })).to.have.length(1);
    expect(checkBattleEntry('vicksburg', { confederate: { gain: 1, loss: 1 } })).to.deep.equal([]);
    expect(checkBattleEntry('vicksburg', { major: 'x' })[0]).to.contain('no Major Victory');
    expect(checkBattleEntry('shiloh', { union: { gain: 1, loss: 1 } })[0]).to.contain(
      'no union split',
    );
    expect(checkEventEntry('massed-artillery', { stars: 2 })).to.deep.equal([]);
    expect(checkEventEntry('election', { stars: 2 })).to.have.length(1);
  });

  it('resolves the rulebook’s values first, then the player’s', () => {
    let data = CARD_USER_DATA.empty();
    data = withEntry(data, 'generals', 'sherman', { offense: 2 });
    data = withEntry(data, 'battles', 'shiloh', { any: { gain: 1, loss: 1 } });
    expect(resolveGeneral('sherman', data).offense).to.deep.equal({ value: 2, source: 'player' });
    expect(resolveGeneral('grant', data).defense).to.deep.equal({ value: 3, source: 'rulebook' });
    expect(resolveGeneral('sherman', data).cavalry.source).to.equal('missing');
    expect(resolveSplit('shiloh', 'any', data)).to.deep.equal({
      value: { gain: 1, loss: 1 },
      source: 'player',
    });
    expect(resolveSplit('vicksburg', 'union', data).source).to.equal('rulebook');
    expect(withEntry(data, 'generals', 'sherman', null).generals).to.deep.equal({});
  });

  it('round-trips an export and refuses unknown cards on import', () => {
    const data = withEntry(CARD_USER_DATA.empty(), 'events', 'woods', { deck: 'one' });
    const file = JSON.stringify(exportUserData(CARD_USER_DATA, data, '2024-01-01T00:00:00Z'));
    const back = importUserData(CARD_USER_DATA, file);
    expect(back.ok).to.equal(true);
    const bad = JSON.parse(file) as { data: { generals: unknown } };
    bad.data.generals = { nobody: { offense: 2 } };
    expect(importUserData(CARD_USER_DATA, JSON.stringify(bad)).ok).to.equal(false);
  });
});
