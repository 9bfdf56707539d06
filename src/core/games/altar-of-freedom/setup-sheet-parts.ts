/**
 * Altar of Freedom: the pieces its setup sheet repeats, as sheet text: sides' tones, the first
 * place of a long reference, units named by id, a ruling set beside what it decides, and a
 * general's Priority Points and traits as printed or entered. Pure.
 */
import { citationsTextWithin } from '../../shared/citation.js';
import type { SheetRun, SheetText, SideTone } from '../../shared/sheet-text.js';
import { joinRuns, rule, span, strong } from '../../shared/sheet-text.js';
import { generalRating, type GeneralRatings } from './general-ratings.js';
import type { NamedId } from './names.js';
import type { Ruling } from './rulings.js';
import type { Scenario, Side } from './schema.js';
import { TRAITS } from './traits.js';

/** The tone of a side's tags and chips. */
export const toneOf = (side: Side): SideTone => (side === 'USA' ? 'usa' : 'csa');

/** A side's tag, toned. */
export const sideTag = (side: Side): SheetRun => ({ side, tone: toneOf(side) });

/**
 * The first place of a reference, for the tight spots of the sheet: "Special Rules (2)" from
 * "Special Rules (2); Union Deployment › Reinforcement Schedule; ruling C5".
 */
export const shortRule = (text: string) => text.split('; ')[0] ?? text;

/** Units by id, named, with commas; an id that names nothing is shown as unknown. */
export function unitRuns(ids: readonly string[], names: ReadonlyMap<string, NamedId>): SheetRun[] {
  return joinRuns(
    ids.map((id): SheetRun => {
      const n = names.get(id);
      if (!n) return { span: [`unknown unit “${id}”`], look: 'unresolved', id };
      const extra =
        n.kind === 'unit' && n.unattached === true
          ? ` (unattached${n.arm === 'artillery' ? ' artillery' : ''})`
          : '';
      return { span: [`${n.name}${extra}`], look: 'unit', id };
    }),
    ', ',
  );
}

/** A ruling beside what it decides: "Ruling C1: …", with its places inside the scenario. */
export function rulingNote(r: Ruling, scenario: Scenario): SheetText {
  return [
    strong({ ruling: r.id, text: `Ruling ${r.id}` }, ':'),
    ' ',
    r.decision,
    ' ',
    rule(citationsTextWithin(r.cites, scenario.title)),
  ];
}

/**
 * A general's PP and traits for a scenario as shown beside him: the entered values marked as the
 * player's, or the gap marked as not printed (ruling G1).
 */
export function ratingRun(
  ratings: GeneralRatings | undefined,
  scenario: Scenario,
  generalId: string,
): SheetRun {
  const r = generalRating(ratings, scenario, generalId);
  if (!r || (r.ppSource === 'missing' && r.traitsSource === 'missing'))
    return span(
      'missing',
      'Priority Points and traits not printed (',
      { ruling: 'G1', text: 'ruling G1' },
      ')',
    );
  const traits = r.traits.map((t) => TRAITS.find((x) => x.id === t)?.name ?? t).join(', ');
  const mine = r.ppSource === 'player' || r.traitsSource === 'player';
  const text = `${r.pp === null ? 'PP not entered' : `${r.pp} PP`}${traits ? ` · ${traits}` : ''}${mine ? ' (entered by you)' : ''}`;
  return mine ? span('entered', text) : { span: [text] };
}
