// Imported first by the entry point: the page's base is made absolute before any element is
// defined, so no history change can move the document's relative URLs (see pinBase).
import { pinBase } from './app-base.js';

pinBase();
