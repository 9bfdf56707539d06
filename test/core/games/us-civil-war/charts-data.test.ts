import { expect } from '@open-wc/testing';
import { exportUserData, importUserData } from '../../../../src/core/shared/user-data.js';
import {
  CHARTS_USER_DATA,
  checkCounter,
  counterOf,
  crtContext,
  inferenceWarnings,
} from '../../../../src/core/games/us-civil-war/charts-data.js';
import { CHARTS_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

describe('The U.S. Civil War charts data', () => {
  it('exports and imports the charts whole', () => {
    const file = JSON.stringify(
      exportUserData(CHARTS_USER_DATA, CHARTS_FIXTURE, '2026-01-01T00:00:00.000Z'),
    );
    const back = importUserData(CHARTS_USER_DATA, file);
    expect(back.ok && back.value).to.deep.equal(CHARTS_FIXTURE);
  });

  it('refuses a file with an unreadable result, an unknown column or an unknown general', () => {
    const bad = (data: unknown) =>
      importUserData(
        CHARTS_USER_DATA,
        JSON.stringify({
          ...exportUserData(CHARTS_USER_DATA, CHARTS_FIXTURE, '2026-01-01T00:00:00.000Z'),
          data,
        }),
      ).ok;
    expect(bad({ crt: { '0': { from: 1, results: ['1x'] } }, generals: {} })).to.equal(false);
    expect(bad({ crt: { '5': { from: 1, results: ['1'] } }, generals: {} })).to.equal(false);
    expect(bad({ crt: {}, generals: { nobody: { attack: 1 } } })).to.equal(false);
    expect(bad({ crt: {}, generals: { grant: { attack: 99 } } })).to.equal(false);
    expect(bad({ crt: {}, generals: {} })).to.equal(true);
  });

  it('keeps the rulebook’s values over the player’s', () => {
    expect(
      counterOf('burnside', { crt: {}, generals: { burnside: { attack: 3 } } }).attack,
    ).to.equal(1);
    expect(counterOf('grant', CHARTS_USER_DATA.empty())).to.deep.equal({ rank: 4, defense: 2 });
  });

  it('refuses a counter that contradicts the rulebook, or a stated sum of two ratings', () => {
    const empty = CHARTS_USER_DATA.empty();
    expect(checkCounter('grant', { defense: 3 }, empty)).to.have.length(1);
    expect(checkCounter('grant', { attack: 2 }, empty)).to.deep.equal([]);
    const withLee = { crt: {}, generals: { lee: { attack: 2, defense: 2 } } };
    expect(checkCounter('jackson', { attack: 2 }, withLee)).to.deep.equal([]);
    expect(checkCounter('jackson', { attack: 3 }, withLee)[0]).to.contain('add up to 4');
    expect(checkCounter('longstreet', { defense: 1 }, withLee)).to.have.length(1);
    expect(checkCounter('nobody', {}, empty)).to.have.length(1);
  });

  it('gives the CRT check Polk’s attack and the best Union attack', () => {
    const ctx = crtContext({ crt: {}, generals: { polk: { attack: 1 }, grant: { attack: 2 } } });
    expect([ctx.attack('polk'), ctx.attack('lee'), ctx.unionMaxAttack]).to.deep.equal([1, null, 2]);
    expect(crtContext(CHARTS_USER_DATA.empty()).unionMaxAttack).to.equal(1);
  });

  it('How Safe is Cairo? (ruling C30): Morgan’s Attack Rating is +2 until the players enter theirs', () => {
    const empty = CHARTS_USER_DATA.empty();
    expect(counterOf('morgan', empty)).to.deep.equal({ attack: 2 });
    expect(inferenceWarnings(empty)).to.deep.equal([]);
    const typed = { crt: {}, generals: { morgan: { attack: 1, cavalry: true } } };
    expect(counterOf('morgan', typed)).to.deep.equal({ attack: 1, cavalry: true });
    expect(checkCounter('morgan', { attack: 1 }, empty)).to.deep.equal([]);
    const [warning, ...more] = inferenceWarnings(typed);
    expect(more).to.deep.equal([]);
    expect(warning).to.contain(
      'Morgan: Map Notes, How Safe is Cairo? implies his Attack Rating is 2',
    );
    expect(warning).to.contain('ruling C30');
    expect(inferenceWarnings({ crt: {}, generals: { morgan: { attack: 2 } } })).to.deep.equal([]);
  });
});
