import { css } from 'lit';

/**
 * A tracker panel folded to one line: a boxed summary as tall as a touch target, the heading and
 * what the panel holds now side by side, wrapping on a phone; on paper, the panel as it is.
 */
export const foldStyles = css`
  details.fold {
    margin: 0.75rem 0 0;
    padding: 0 1rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  details.fold > summary {
    min-height: var(--hs-target);
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.6rem;
    padding: 0.55rem 0;
    cursor: pointer;
  }
  details.fold > summary::before {
    content: '▸';
    width: 1ch;
  }
  details.fold[open] > summary::before {
    content: '▾';
  }
  .fold-title {
    font-size: 1.1rem;
    font-weight: 700;
  }
  .fold-sum {
    color: var(--hs-muted);
  }
  .fold-body {
    padding-bottom: 0.75rem;
  }
  .fold-body > :first-child,
  .fold-body > section:first-child > h2:first-child {
    margin-top: 0;
  }
  /* The panel's own heading, the fold's: read by screen readers, not shown twice. */
  details.fold.one > .fold-body > h2:first-child,
  details.fold.one > .fold-body > section:first-child > h2:first-child {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media print {
    details.fold {
      border: 0;
      padding: 0;
      background: none;
    }
    details.fold::details-content {
      content-visibility: visible;
    }
    details.fold > summary::before {
      content: none;
    }
    /* On paper the body is open below it: the one-line summary would say it twice. */
    details.fold .fold-sum {
      display: none;
    }
    /* A fold holding only forms (which do not print) would print its heading over nothing. */
    details.fold:not(:has(> .fold-body > :not(.form-panel))) {
      display: none;
    }
  }
`;
