// The rules documents (the catalogue's Markdown) as HTML, with markdown-it (vendored:
// markdown-it.min.js, 14.3.3, MIT licence in markdown-it.LICENSE, loaded as a classic script that defines ``markdownit``).
// markdown-it's "safe" configuration: raw HTML in the source is escaped, not passed through
// (``html: false``), and its link validator refuses javascript:, vbscript:, file: and data:
// (except images) URLs; the HTML it emits is put in a <template> and moved into the page as nodes.
// @ts-check

/** @type {any} */
let parser = null;

/**
 * @param {string} markdown
 * @returns {DocumentFragment}
 */
export function renderMarkdown(markdown) {
  const factory = /** @type {any} */ (globalThis).markdownit;
  const template = document.createElement("template");
  if (typeof factory !== "function") {
    const pre = document.createElement("pre");
    pre.textContent = markdown;
    template.content.append(pre);
    return template.content;
  }
  if (!parser) parser = factory({ html: false, linkify: false, typographer: false });
  template.innerHTML = parser.render(markdown);
  return template.content;
}
