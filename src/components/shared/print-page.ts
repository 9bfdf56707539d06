import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PAGE_MARGIN_MM, PAPERS, type PageText, type Paper } from '../../core/shared/paper.js';

/**
 * `text` as a CSS string literal: backslashes and double quotes escaped, line breaks made
 * spaces, so no text (a saved game's name, a link's value) can end the string or the rule.
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;
}

const BOX = `font-family: system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9pt; color: #000;`;

/**
 * The page rule for `paper`, with the running header and footer in the page margin boxes;
 * with `paper` null, the page size is left to the print dialogue.
 */
export function pageCss(paper: Paper | null, text: PageText): string {
  const m = PAGE_MARGIN_MM;
  const size = paper === null ? '' : `\n  size: ${PAPERS[paper].css} portrait;`;
  return `@page {${size}
  margin: ${m.top}mm ${m.side}mm ${m.bottom}mm;
  @top-left { content: ${cssString(text.topLeft)}; ${BOX} vertical-align: bottom; padding-bottom: 3mm; }
  @top-right { content: ${cssString(text.topRight)}; ${BOX} vertical-align: bottom; padding-bottom: 3mm; }
  @bottom-left { content: ${cssString(text.bottomLeft)}; ${BOX} vertical-align: top; padding-top: 3mm; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${BOX} vertical-align: top; padding-top: 3mm; }
}`;
}

/**
 * Puts a view's page rule (paper size, margins, running header and footer) into the document
 * while the view is connected. Shadow styles cannot hold `@page`, and the CSP forbids inline
 * styles, so the rule lives in one constructed stylesheet adopted by the document, updated in
 * place and removed when the view goes.
 */
export class PrintPageController implements ReactiveController {
  private readonly sheet = new CSSStyleSheet();
  private css = '';

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Sets the page rule (no-op when unchanged). */
  set(css: string): void {
    if (css === this.css) return;
    this.css = css;
    this.sheet.replaceSync(css);
  }

  hostConnected(): void {
    if (!document.adoptedStyleSheets.includes(this.sheet))
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.sheet];
  }

  hostDisconnected(): void {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== this.sheet);
  }
}
