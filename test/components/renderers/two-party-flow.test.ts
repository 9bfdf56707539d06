import { expect } from '@open-wc/testing';
import {
  answerRequest,
  openToken,
  startRequest,
  OTHER_ANSWER,
  VERIFIED,
  type TwoPartyContext,
  type TwoPartyView,
} from '../../../src/components/renderers/two-party-flow.js';
import { readTwoPartyToken, type TwoPartyToken } from '../../../src/core/shared/two-party-link.js';
import type { Inputs } from '../../../src/core/shared/types.js';
import { sha256 } from '../../../src/platform/hash.js';
import { cryptoFill } from '../../../src/platform/random.js';
import { MemoryStore } from '../../../src/storage/memory-store.js';
import { ANSWERING_KEY, getTwoParty, listTwoParty } from '../../../src/storage/two-party-store.js';
import { shotTool } from '../../helpers/fixture-tools.js';

/** A device: its own store, the shot tool, `inputs` as its link's setup. */
function device(store = new MemoryStore(), inputs: Inputs = { sm: 1 }): TwoPartyContext {
  return {
    sha: sha256,
    fill: cryptoFill,
    store,
    game: 'test',
    tool: shotTool,
    inputs,
    link: (t) => `?tp=${t}`,
    now: () => new Date().toISOString(),
  };
}

const token = (v: TwoPartyView): TwoPartyToken => {
  if (!('token' in v)) throw new Error(`no token in a ${v.kind} view`);
  const read = readTwoPartyToken(v.token);
  if (!read.ok) throw new Error(read.message);
  return read.token;
};

/** Roller asks, opponent answers: both devices and the answer. */
async function asked() {
  const roller = device();
  const opponent = device();
  const request = token(await startRequest(roller));
  const seen = await openToken(opponent, request);
  expect(seen.kind).to.equal('to-answer');
  if (seen.kind !== 'to-answer') throw new Error('not to answer');
  const answer = token(await answerRequest(opponent, seen.request));
  return { roller, opponent, request, answer };
}

const refusal = (v: TwoPartyView): string => (v.kind === 'refused' ? v.message : `(${v.kind})`);

describe('two-party roll steps', () => {
  it('runs an honest exchange: reveal on the roller’s device, checked on the opponent’s and by anyone', async () => {
    const { roller, opponent, answer } = await asked();
    const revealed = await openToken(roller, answer);
    expect(revealed.kind).to.equal('result');
    if (revealed.kind !== 'result') return;
    expect(revealed.status).to.equal(VERIFIED.roller);
    const result = token(revealed);
    const checked = await openToken(opponent, result);
    expect(checked).to.include({ kind: 'result', status: VERIFIED.opponent });
    expect((await getTwoParty(opponent.store, result.p.rid))?.state).to.equal('verified');
    expect(checked).to.include({ proves: true });
    const other = await openToken(device(), result);
    expect(other).to.include({ kind: 'result', status: VERIFIED.other, proves: false });
  });

  // Decision 0008, T1: a roller forges the whole exchange on his own devices.
  it('T1: on a device that did not answer the request, a forged result proves nothing and is never called verified', async () => {
    const roller = device();
    const stooge = device();
    const request = token(await startRequest(roller));
    const seen = await openToken(stooge, request);
    if (seen.kind !== 'to-answer') throw new Error('not to answer');
    const answer = token(await answerRequest(stooge, seen.request));
    const result = token(await openToken(roller, answer));
    // The opponent's own device never answered it, though it answered others.
    const opponent = device();
    const own = token(await startRequest(device()));
    await answerRequest(opponent, own.p);
    const shown = await openToken(opponent, result);
    expect(shown).to.include({ kind: 'result', proves: false });
    if (shown.kind !== 'result') return;
    expect(shown.status).to.contain('this device did not answer this request');
    expect(shown.status).to.contain('proves nothing to you');
    expect(shown.status).not.to.match(/\bverified\b/i);
    expect(await getTwoParty(opponent.store, result.p.rid)).to.equal(undefined);
  });

  // Decision 0008, T2: the opponent answers one request on two devices.
  it('T2: two devices holding the same answering key (one restored from the other’s backup) give the same answer', async () => {
    const roller = device();
    const request = token(await startRequest(roller));
    const first = device();
    const seen = await openToken(first, request);
    if (seen.kind !== 'to-answer') throw new Error('not to answer');
    const a = await answerRequest(first, seen.request);
    expect(a).to.include({ kind: 'answered', again: false });
    if (a.kind !== 'answered') return;
    expect(a.key).to.match(/^[0-9a-f]{4} [0-9a-f]{4}$/);
    const second = device();
    await second.store.setPreference(ANSWERING_KEY, await first.store.getPreference(ANSWERING_KEY));
    const b = await answerRequest(second, seen.request);
    expect(token(b)).to.deep.equal(token(a));
    expect(b).to.include({ key: a.key });
    // Answering again on the first device gives the same answer too.
    expect(token(await answerRequest(first, seen.request))).to.deep.equal(token(a));
  });

  it('T2: with two different keys, the device whose answer was not used refuses the result, saying it was answered twice', async () => {
    const roller = device();
    const request = token(await startRequest(roller));
    const phone = device();
    const tablet = device();
    const answers = [];
    for (const d of [phone, tablet]) {
      const seen = await openToken(d, request);
      if (seen.kind !== 'to-answer') throw new Error('not to answer');
      answers.push(token(await answerRequest(d, seen.request)));
    }
    expect(answers[0]).not.to.deep.equal(answers[1]);
    const result = token(await openToken(roller, answers[1]!));
    expect(await openToken(tablet, result)).to.include({
      kind: 'result',
      status: VERIFIED.opponent,
      proves: true,
    });
    expect(refusal(await openToken(phone, result))).to.equal(OTHER_ANSWER);
    expect((await getTwoParty(phone.store, result.p.rid))?.state).to.equal('answered');
  });

  it('refuses to answer with a damaged answering key, and keeps it unchanged', async () => {
    const roller = device();
    const request = token(await startRequest(roller));
    const opponent = device();
    await opponent.store.setPreference(ANSWERING_KEY, 'not a key');
    let said = '';
    try {
      await answerRequest(opponent, request.p);
    } catch (e) {
      said = e instanceof Error ? e.message : '';
    }
    expect(said).to.contain('answering key');
    expect(await opponent.store.getPreference(ANSWERING_KEY)).to.equal('not a key');
    expect(await getTwoParty(opponent.store, request.p.rid)).to.equal(undefined);
  });

  it('refuses a request whose setup was changed after the commitment', async () => {
    const roller = device();
    const request = token(await startRequest(roller));
    const changed = await openToken(device(new MemoryStore(), { sm: 2 }), request);
    expect(refusal(changed)).to.contain('changed after the request was made');
  });

  it('refuses an answer replayed for another request', async () => {
    const { roller, answer } = await asked();
    const second = token(await startRequest(roller));
    const replayed: TwoPartyToken = {
      stage: 'answer',
      p: { ...second.p, r: (answer.p as { r: string }).r, c: answer.p.c },
    };
    expect(refusal(await openToken(roller, replayed))).to.contain('replayed');
  });

  it('refuses a second, different answer to a request already revealed', async () => {
    const { roller, answer } = await asked();
    await openToken(roller, answer);
    const other: TwoPartyToken = { stage: 'answer', p: { ...answer.p, r: 'f'.repeat(32) } };
    expect(refusal(await openToken(roller, other))).to.contain('second answer is refused');
  });

  it('refuses a result whose secret does not match, or whose dice were forged', async () => {
    const { roller, opponent, answer } = await asked();
    const result = token(await openToken(roller, answer));
    if (result.stage !== 'result') throw new Error('no result');
    const badSecret = { ...result, p: { ...result.p, s: '0'.repeat(32) } };
    expect(refusal(await openToken(device(), badSecret))).to.contain('does not match');
    const face = result.dice[0]![0]!;
    const forged = { ...result, dice: [[face === 6 ? 5 : 6]] };
    expect(refusal(await openToken(opponent, forged))).to.contain('result was altered');
  });

  it('refuses, on the opponent’s device, a result made with a contribution he did not give', async () => {
    const { roller, opponent, answer } = await asked();
    const foreign = { ...answer, p: { ...answer.p } } as TwoPartyToken;
    // The roller's device reveals against another contribution (as a tampered app could).
    const stored = await getTwoParty(roller.store, answer.p.rid);
    const result = token(
      await openToken(roller, { stage: 'answer', p: { ...foreign.p, r: '1'.repeat(32) } }),
    );
    expect(stored?.state).to.equal('requested');
    expect(refusal(await openToken(opponent, result))).to.equal(OTHER_ANSWER);
  });

  it('refuses an answer on a device that made no such request', async () => {
    const { answer } = await asked();
    expect(refusal(await openToken(device(), answer))).to.contain('did not make');
  });

  it('keeps a request the roller never revealed, listed on the opponent’s device as not revealed', async () => {
    const { opponent, request } = await asked();
    const [kept] = await listTwoParty(opponent.store, 'test', 'shot');
    expect(kept).to.include({ rid: request.p.rid, role: 'opponent', state: 'answered' });
    const again = await openToken(opponent, request);
    expect(again).to.include({ kind: 'answered', again: true });
  });
});
