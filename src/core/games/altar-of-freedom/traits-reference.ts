/**
 * Altar of Freedom: the traits guide as a reference page: the 26 personality traits (App. I,
 * L1645–1721) in the app's own words, one section per part of the turn where each first applies,
 * each with where it applies, the tools that handle it, and its rule.
 */
import type { ReferenceDoc, ReferenceEntry, RichText } from '../../shared/reference.js';
import { META } from './meta.js';
import { TRAITS } from './traits.js';
import { TRAIT_HOOK_LABELS } from './trait-guide-data.js';
import { groupTraits, traitToolUses } from './trait-guide.js';
import type { Trait } from './trait-types.js';

/** Longest filter text. */
const MAX_QUERY = 80;

const SCOPE: Readonly<Record<Trait['scope'], { text: string; rule: string | null } | null>> = {
  any: null,
  army: { text: 'Army commander only', rule: 'ruling A28' },
  corps: { text: 'Corps or wing general', rule: null },
};

const toolTitle = (slug: string): string => META.tools.find((t) => t.slug === slug)?.title ?? slug;

function traitEntry(t: Trait): ReferenceEntry {
  const scope = SCOPE[t.scope];
  return {
    id: t.id,
    name: t.name,
    ...(scope ? { badge: scope.text } : {}),
    description: t.description,
    fields: [
      { term: 'Applies in', value: [t.hooks.map((h) => TRAIT_HOOK_LABELS[h]).join(', ')] },
      {
        term: 'In this app',
        items: traitToolUses(t).map((u): RichText => [
          { tool: u.tool, text: toolTitle(u.tool) },
          `: ${u.what}${u.how === 'modifier' ? ' (pick it in the tool)' : ''}`,
        ]),
        empty: 'No tool applies it: apply it at the table.',
      },
      { term: 'Rule', value: [{ rule: `${t.rule}${scope?.rule ? `; ${scope.rule}` : ''}` }] },
    ],
    // The filter also finds a trait by the route name of a tool that handles it.
    keywords: traitToolUses(t).map((u) => u.tool.replace(/-/g, ' ')),
  };
}

/** The traits guide. */
export function traitsReference(): ReferenceDoc {
  return {
    intro: [
      [
        'Every general carries personality traits that change from battle to battle ',
        { rule: 'Unit Types › Generals' }, // L213–234
        `. Here are all ${TRAITS.length}, in our own words, grouped by the part of the turn where each first comes into play `,
        { rule: 'Appendix I: General Personality Traits' }, // L1645–1721
        '. The rulebook text does not print any starter scenario’s traits: enter them in the ',
        { tool: 'oob', text: 'orders of battle' },
        '.',
      ],
    ],
    filter: {
      label: 'Filter traits by name, effect, phase or tool',
      one: 'trait',
      many: 'traits',
      maxLength: MAX_QUERY,
    },
    sections: groupTraits(TRAITS).map((g) => ({
      id: g.phase.id,
      title: g.phase.title,
      rule: g.phase.rule,
      entries: g.traits.map(traitEntry),
    })),
  };
}
