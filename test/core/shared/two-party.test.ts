import { expect } from '@open-wc/testing';
import {
  ANSWERING_KEY_HEX,
  answeringKeyName,
  canonicalSetup,
  commitment,
  deriveAnswer,
  newAnsweringKey,
  deriveDice,
  makeAnswer,
  makeRequest,
  setupDigest,
  verifyReveal,
  type TwoPartyReveal,
} from '../../../src/core/shared/two-party.js';
import { sha256 } from '../../../src/platform/hash.js';
import { cryptoFill } from '../../../src/platform/random.js';
import { duelTool, shotTool } from '../../helpers/fixture-tools.js';
import { CHI2_CRITICAL_P001, chiSquare } from './chi-square.js';

/** One honest exchange on `setup` inputs: request, answer, reveal. */
async function exchange(inputs: Record<string, number | boolean | string> = {}) {
  const setup = canonicalSetup('test', shotTool, inputs);
  const { request, secret } = await makeRequest(sha256, cryptoFill, setup);
  const answer = makeAnswer(cryptoFill, request);
  const reveal: TwoPartyReveal = { ...answer, s: secret };
  return { request, answer, reveal, dice: await deriveDice(sha256, shotTool, inputs, reveal) };
}

describe('two-party rolls (protocol)', () => {
  it('an honest exchange verifies, and the same reveal always gives the same dice', async () => {
    const { reveal, dice } = await exchange({ sm: 1 });
    expect(dice).to.have.length(1);
    expect(dice[0]).to.have.length(1);
    expect(dice[0]![0]).to.be.within(1, 6);
    expect(await deriveDice(sha256, shotTool, { sm: 1 }, reveal)).to.deep.equal(dice);
    const checked = await verifyReveal(sha256, 'test', shotTool, { sm: 1 }, reveal, dice);
    expect(checked).to.deep.equal({ ok: true, dice });
  });

  it('commits to the setup: the commitment covers the setup digest, the digest every input', async () => {
    const a = canonicalSetup('test', shotTool, { sm: 1 });
    const b = canonicalSetup('test', shotTool, { sm: 2 });
    expect(a).to.not.equal(b);
    expect(canonicalSetup('other', shotTool, { sm: 1 })).to.not.equal(a);
    expect(await setupDigest(sha256, a)).to.match(/^[0-9a-f]{64}$/);
    const c1 = await commitment(
      sha256,
      'a'.repeat(24),
      await setupDigest(sha256, a),
      'f'.repeat(32),
    );
    const c2 = await commitment(
      sha256,
      'a'.repeat(24),
      await setupDigest(sha256, b),
      'f'.repeat(32),
    );
    expect(c1).to.not.equal(c2);
  });

  it('derives an answer from the request and the answering key: the same key, the same answer; another key or request, another', async () => {
    const setup = canonicalSetup('test', shotTool, { sm: 1 });
    const { request } = await makeRequest(sha256, cryptoFill, setup);
    const { request: other } = await makeRequest(sha256, cryptoFill, setup);
    const key = newAnsweringKey(cryptoFill);
    expect(key).to.match(new RegExp(`^[0-9a-f]{${ANSWERING_KEY_HEX}}$`));
    const a = await deriveAnswer(sha256, key, request);
    expect(a).to.include(request);
    expect(a.r).to.match(/^[0-9a-f]{32}$/);
    expect(await deriveAnswer(sha256, key, request)).to.deep.equal(a);
    expect((await deriveAnswer(sha256, newAnsweringKey(cryptoFill), request)).r).not.to.equal(a.r);
    expect((await deriveAnswer(sha256, key, other)).r).not.to.equal(a.r);
    expect(await answeringKeyName(sha256, key)).to.match(/^[0-9a-f]{4} [0-9a-f]{4}$/);
  });

  it('refuses a setup changed after the commitment', async () => {
    const { reveal, dice } = await exchange({ sm: 1 });
    const checked = await verifyReveal(sha256, 'test', shotTool, { sm: 2 }, reveal, dice);
    expect(checked.ok).to.equal(false);
    if (!checked.ok) {
      expect(checked.problem.check).to.equal('setup');
      expect(checked.problem.message).to.contain('changed after the request was made');
    }
  });

  it('refuses a secret that does not match the commitment', async () => {
    const { reveal, dice } = await exchange();
    const other = { ...reveal, s: reveal.s.replace(/^./, (d) => (d === '0' ? '1' : '0')) };
    const checked = await verifyReveal(sha256, 'test', shotTool, {}, other, dice);
    expect(checked.ok).to.equal(false);
    if (!checked.ok) expect(checked.problem.check).to.equal('secret');
  });

  it('refuses forged dice', async () => {
    const { reveal, dice } = await exchange();
    const forged = [[dice[0]![0] === 6 ? 5 : 6]];
    const checked = await verifyReveal(sha256, 'test', shotTool, {}, reveal, forged);
    expect(checked.ok).to.equal(false);
    if (!checked.ok) expect(checked.problem.check).to.equal('dice');
  });

  it('gives each side of an opposed roll its own dice', async () => {
    const setup = canonicalSetup('test', duelTool, {});
    const { request, secret } = await makeRequest(sha256, cryptoFill, setup);
    const reveal = { ...makeAnswer(cryptoFill, request), s: secret };
    const dice = await deriveDice(sha256, duelTool, {}, reveal);
    expect(dice).to.have.length(duelTool.sides.length);
  });

  it('binds the dice to both contributions: another contribution gives another stream', async () => {
    const { reveal } = await exchange();
    const faces = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const r = i.toString(16).padStart(32, '0');
      faces.add(JSON.stringify(await deriveDice(sha256, duelTool, {}, { ...reveal, r })));
    }
    expect(faces.size).to.be.greaterThan(1);
  });

  it('rolls a fair die: faces over many contributions pass a χ² test', async () => {
    const { reveal } = await exchange();
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 600; i++) {
      const r = i.toString(16).padStart(32, '0');
      const [[face = 0] = []] = await deriveDice(sha256, shotTool, {}, { ...reveal, r });
      counts[face - 1]! += 1;
    }
    expect(counts.reduce((a, b) => a + b, 0)).to.equal(600);
    expect(chiSquare(counts)).to.be.below(CHI2_CRITICAL_P001[6]);
  });
});
