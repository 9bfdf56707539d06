/**
 * A two-party roll as one link parameter (`tp`): its stage (request, answer or result) and its
 * parts, separated by '-'. Reading checks every part's length and digits, so a link cut short or
 * altered in transit is refused with words saying so, never half-read.
 */
import { formatDiceParam, parseDiceParam } from './tool-inputs.js';
import {
  TWO_PARTY_HEX,
  type TwoPartyAnswer,
  type TwoPartyRequest,
  type TwoPartyReveal,
} from './two-party.js';
import { keysOf } from './keys-of.js';

/** The link parameter holding a two-party roll. */
export const TWO_PARTY_PARAM = 'tp';

/** A two-party link's content at each stage. */
export type TwoPartyToken =
  | { readonly stage: 'request'; readonly p: TwoPartyRequest }
  | { readonly stage: 'answer'; readonly p: TwoPartyAnswer }
  | {
      readonly stage: 'result';
      readonly p: TwoPartyReveal;
      readonly dice: readonly (readonly number[])[];
    };

const TAGS = { request: 'req', answer: 'ans', result: 'res' } as const;

/** The parts each stage carries, in order, and their names in messages. */
const PARTS = {
  request: ['rid', 'sd', 'c'],
  answer: ['rid', 'sd', 'c', 'r'],
  result: ['rid', 'sd', 'c', 'r', 's'],
} as const;

const PART_NAMES = {
  rid: 'request id',
  sd: 'setup digest',
  c: 'commitment',
  r: 'opponent’s contribution',
  s: 'roller’s secret',
} as const;

const STAGE_NAMES = { request: 'request', answer: 'answer', result: 'result' } as const;

/** The link parameter's value for `token`. */
export function writeTwoPartyToken(token: TwoPartyToken): string {
  const p = token.p as Partial<TwoPartyReveal>;
  const parts = PARTS[token.stage].map((k) => p[k] ?? '');
  if (token.stage === 'result') parts.push(formatDiceParam(token.dice));
  return [TAGS[token.stage], ...parts].join('-');
}

/** A reading: the token, or the one message saying why the link cannot be used. */
export type TwoPartyRead =
  | { readonly ok: true; readonly token: TwoPartyToken }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): TwoPartyRead => ({ ok: false, message });

/** Reads a `tp` parameter's value; never throws. */
export function readTwoPartyToken(raw: string): TwoPartyRead {
  if (raw.length > 600)
    return refuse('This two-party link is too long to be one: it was not read.');
  const [tag, ...parts] = raw.split('-');
  const stage = keysOf(TAGS).find((s) => TAGS[s] === tag);
  if (!stage)
    return refuse(
      'This two-party link is damaged: it does not say whether it is a request, an answer or a result. Ask for the link again, copied whole.',
    );
  const names = PARTS[stage];
  const expected = names.length + (stage === 'result' ? 1 : 0);
  if (parts.length !== expected)
    return refuse(
      `This two-party ${STAGE_NAMES[stage]} link is cut short or damaged (it has ${parts.length} of its ${expected} parts). Ask for the link again, copied whole.`,
    );
  const p: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const value = parts[i] ?? '';
    if (!new RegExp(`^[0-9a-f]{${TWO_PARTY_HEX[name]}}$`).test(value))
      return refuse(
        `The ${PART_NAMES[name]} in this two-party ${STAGE_NAMES[stage]} link is cut short or damaged. Ask for the link again, copied whole.`,
      );
    p[name] = value;
  }
  if (stage === 'request')
    return { ok: true, token: { stage, p: p as unknown as TwoPartyRequest } };
  if (stage === 'answer') return { ok: true, token: { stage, p: p as unknown as TwoPartyAnswer } };
  const dice = parseDiceParam(parts[names.length] ?? '');
  if (dice === null)
    return refuse(
      'The dice in this two-party result link are cut short or damaged. Ask for the link again, copied whole.',
    );
  return { ok: true, token: { stage, p: p as unknown as TwoPartyReveal, dice } };
}
