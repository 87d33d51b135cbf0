export { sanitizeHtml } from './sanitize-html';
export { sanitizeHtmlText } from './sanitize-html-text';
