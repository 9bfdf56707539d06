import { expect } from '@open-wc/testing';
import setupJson from '../../../../scenarios/price-of-freedom/setup.json' with { type: 'json' };
import commandersJson from '../../../../scenarios/price-of-freedom/commanders.json' with { type: 'json' };
import { parseGameData } from '../../../../src/core/games/price-of-freedom/setup.js';
import { clone } from './data-fixtures.js';

describe('Price of Freedom bundled data', () => {
  it('rejects broken data with readable issues', () => {
    const badRating = clone(commandersJson);
    (badRating.commanders[0] as { mam: unknown }).mam = 2;
    const r1 = parseGameData(setupJson, badRating);
    expect(r1.ok).to.equal(false);
    const badArmy = clone(setupJson);
    badArmy.armies[0]!.commander = 'grant';
    const r2 = parseGameData(badArmy, commandersJson);
    expect(r2.ok).to.equal(false);
    if (!r2.ok) expect(r2.issues[0]!.message).to.contain('grant');
    const badMarker = clone(setupJson);
    badMarker.markers[3]!.space = 5;
    const r3 = parseGameData(badMarker, commandersJson);
    expect(r3.ok).to.equal(false);
    if (!r3.ok) expect(r3.issues[0]!.message).to.contain('csa Corps Deployed');
    const badBox = clone(setupJson);
    badBox.blockade[0]!.box = 'nowhere';
    expect(parseGameData(badBox, commandersJson).ok).to.equal(false);
    expect(parseGameData({}, commandersJson).ok).to.equal(false);
  });
});
