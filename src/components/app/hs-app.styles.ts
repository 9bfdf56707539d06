import { css } from 'lit';
import { sharedStyles, visuallyHidden } from '../shared/shared-styles.js';

/** The app shell's look: header, breadcrumb, main, footer and the notices at the bottom. */
export const appStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
      min-height: 100vh;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 1rem;
      padding: 0.5rem 1rem;
      background: var(--hs-surface);
      border-bottom: 2px solid var(--hs-border);
    }
    .brand {
      display: inline-flex;
      align-items: center;
      gap: 0.5rem;
      min-height: var(--hs-target);
      padding-block: 0;
      font-size: 1.25rem;
      font-weight: 700;
      color: var(--hs-text);
      text-decoration: none;
    }
    .brand img {
      width: 32px;
      height: 32px;
    }
    nav[aria-label='Breadcrumb'] {
      max-width: 72rem;
      margin: 0 auto;
      padding: 0 1rem;
    }
    nav[aria-label='Breadcrumb'] ol {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    nav[aria-label='Breadcrumb'] li + li::before {
      content: '›';
      margin-right: 0.25rem;
      color: var(--hs-muted);
    }
    nav[aria-label='Breadcrumb'] li {
      display: flex;
      align-items: center;
      min-height: var(--hs-target);
    }
    /* On a phone the tool's own crumb repeats the heading just below it: it stays for screen
         readers but is not drawn, so the trail keeps to one line. */
    @media (max-width: 40rem) {
      nav[aria-label='Breadcrumb'] li:nth-child(3) {
        ${visuallyHidden}
      }
    }
    nav[aria-label='Breadcrumb'] a {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: var(--hs-target);
      min-width: var(--hs-target);
      padding-block: 0;
    }
    .offline {
      padding: 0.25rem 0.5rem;
      border: 2px solid var(--hs-border);
      border-radius: var(--hs-radius);
      font-weight: 600;
    }
    main {
      max-width: 72rem;
      /* The footer starts below the fold, so a tool that replaces "Loading…" moves nothing
           in view (no layout shift). */
      min-height: 100vh;
      margin: 0 auto;
      padding: 1rem;
    }
    .update {
      position: fixed;
      inset: auto 1rem 1rem 1rem;
      max-width: 32rem;
      margin: 0 auto;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.75rem;
      padding: 0.75rem 1rem;
      background: var(--hs-surface);
      border: 2px solid var(--hs-accent);
      border-radius: var(--hs-radius);
      box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
    }
    .update p {
      margin: 0;
      flex: 1 1 12rem;
    }
    /*
     * Being ready offline asks nothing of the player: it is said at the end of the page (and
     * announced), never over the fields of the tool in use.
     */
    .update.ready {
      position: static;
      margin: 0 auto 1rem;
      box-shadow: none;
    }
    .skip {
      position: absolute;
      left: -999px;
    }
    .skip:focus {
      left: 1rem;
      top: 0.5rem;
      z-index: 10;
      background: var(--hs-surface);
      padding: 0.5rem;
    }
    footer {
      max-width: 72rem;
      margin: 2rem auto 0;
      padding: 1rem;
      color: var(--hs-muted);
      font-size: 0.9rem;
    }
    @media print {
      header,
      nav,
      footer,
      .update,
      .skip {
        display: none !important;
      }
      :host {
        min-height: 0;
      }
      /* On paper the page ends with its content: no blank sheet after a short one. */
      main {
        max-width: none;
        min-height: 0;
        padding: 0;
      }
    }
  `,
];
