import { css, unsafeCSS } from 'lit';

/**
 * The roll panel beside the inputs, in view while they scroll: the layout `layout` names turned
 * into two columns, its panel stuck to the top of the screen and scrolling within itself, with
 * the breakdown and odds always open. Shared by the two widths at which a page turns to it.
 */
function sidePanel(layout: string) {
  const l = unsafeCSS(layout);
  return css`
    :host([page]) ${l} {
      display: grid;
      grid-template-columns: minmax(0, 3fr) minmax(17rem, 2fr);
      gap: 1rem;
      align-items: start;
    }
    :host([page]) ${l} .roll {
      top: 0.5rem;
      bottom: auto;
      margin-top: 0;
      max-height: calc(100vh - 1rem);
      box-shadow: none;
      padding: 0.5rem 1rem 1rem;
    }
    :host([page]) ${l} .roll h2#roll-h {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
      overflow: visible;
    }
    :host([page]) ${l} .result {
      order: 0;
    }
    :host([page]) ${l} .more,
    :host([page]) ${l} .result .detail {
      display: block;
    }
    :host([page]) ${l} .result .effects {
      display: revert;
    }
    :host([page]) ${l} .result .after-next,
    :host([page]) ${l} .result .placeholder {
      display: block;
    }
    :host([page]) ${l} .roll:not(.rolled) {
      max-height: calc(100vh - 1rem);
    }
    :host([page]) ${l} .more-toggle {
      display: none;
    }
    :host([page]) ${l} .totals {
      display: block;
    }
    :host([page]) ${l} .go {
      display: block;
    }
    :host([page]) ${l} .mode {
      margin-bottom: 0.75rem;
    }
  `;
}

/**
 * The generic roller as a tool's page (`page`): on a phone the roll is a bar stuck to the bottom
 * of the screen, outcome first, the full result opening from it; from about 700 px it is a panel
 * beside the inputs; an opposed roll shows its two sides side by side from about 700 px and
 * moves the panel beside them once there is room for three columns.
 */
export const rollPageStyles = css`
  :host([page]) .layout {
    display: block;
  }
  :host([page]) .roll {
    box-sizing: border-box;
    position: sticky;
    bottom: 0;
    z-index: 2;
    margin-top: 1rem;
    max-height: 75vh;
    overflow-y: auto;
    padding: 0.25rem 0.75rem 0.5rem;
    box-shadow: 0 -4px 16px rgb(0 0 0 / 25%);
  }
  :host([page]) .roll h2#roll-h {
    position: absolute;
    width: 1px;
    height: 1px;
    clip-path: inset(50%);
    overflow: hidden;
  }
  :host([page]) .result {
    order: -1;
    min-height: 0;
  }
  /*
   * Before a roll the bar is small whatever the inputs (a refused input is explained beside the
   * input, a line here points to it); it scrolls within itself if it must.
   */
  :host([page]) .roll:not(.rolled) {
    max-height: 35vh;
  }
  :host([page]) .roll:not(.open) .more,
  :host([page]) .roll:not(.open) .result .after-next,
  :host([page]) .result .placeholder,
  :host([page]) .totals {
    display: none;
  }
  :host([page]) .notice.failed {
    padding: 0.25rem 0.75rem;
    margin: 0.25rem 0;
  }
  :host([page]) .notice.failed p {
    margin: 0;
  }
  :host([page]) .more-toggle {
    display: block;
    width: 100%;
    margin-top: 0.5rem;
  }
  /* In the bar, the mode and the roll share a row where there is room. */
  :host([page]) .go {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  :host([page]) .go .mode {
    flex: 1 1 14rem;
    margin: 0;
  }
  :host([page]) .go button.big,
  :host([page]) .go .entries {
    flex: 2 1 16rem;
  }
  @media (min-width: 43rem) {
    :host([page]) .layout.opposed .sides {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    ${sidePanel('.layout.single')}
  }
  @media (min-width: 64rem) {
    ${sidePanel('.layout.opposed')}
  }
`;
