// The rules documents (the catalogue's Markdown) as HTML, with markdown-it (vendored:
// markdown-it.min.js, 14.3.3, MIT licence in markdown-it.LICENSE, loaded as a classic script that defines ``markdownit``).
// markdown-it's "safe" configuration: raw HTML in the source is escaped, not passed through
// (``html: false``), and its link validator refuses javascript:, vbscript:, file: and data:
// (except images) URLs; the HTML it emits is put in a <template> and moved into the page as nodes.
// @ts-check

/** @type {any} */
let parser = null;

/**
 * ``markdown`` as HTML nodes; ``below``: the heading level the document sits under (its ``#``
 * becomes an ``h(below + 1)``, so the page keeps one ``h1`` and an outline without gaps).
 * @param {string} markdown
 * @param {number} [below]
 * @returns {DocumentFragment}
 */
export function renderMarkdown(markdown, below = 0) {
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
  if (below > 0) {
    for (const heading of [...template.content.querySelectorAll("h1, h2, h3, h4, h5, h6")]) {
      const level = Math.min(6, Number(heading.tagName[1]) + below);
      const moved = document.createElement(`h${level}`);
      moved.append(...heading.childNodes);
      heading.replaceWith(moved);
    }
  }
  return template.content;
}
