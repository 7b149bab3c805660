import { sanitizeNoteHtml } from '@curbside/ui';

// What the note editor holds, made into a broadcast note of the 000 §9 allow-list (p, h6, h3,
// h4, h5, strong, a, em, u, ol, li, br). Browsers' editing commands write <b>, <i>, <div> and
// <ul>: they become the allowed tags of the same meaning before the sanitiser drops the rest.

const RENAMED: Record<string, string> = { b: 'strong', i: 'em', div: 'p', ul: 'ol', h1: 'h3', h2: 'h3' };

/** The editor's HTML as it will be published: renamed to the allow-list, then sanitised (safe links). */
export function noteDocument(editorHtml: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeNoteHtml(renameable(editorHtml));
  return template.innerHTML;
}

/** Pasted HTML or text, as the editor may take it (never anything the allow-list drops). */
export function pastedNoteHtml(html: string, text: string): string {
  if (html) return noteDocument(html);
  const holder = document.createElement('div');
  holder.textContent = text;
  return holder.innerHTML.replace(/\r?\n/g, '<br>');
}

/** Whether the note has words to show. */
export function noteHasText(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() !== '';
}

function renameable(html: string): string {
  // Parsed inert (a template's content runs nothing, loads nothing), renamed, serialised again.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const [from, to] of Object.entries(RENAMED)) {
    for (const element of Array.from(template.content.querySelectorAll(from))) {
      const renamed = document.createElement(to);
      for (const attribute of Array.from(element.attributes)) renamed.setAttribute(attribute.name, attribute.value);
      renamed.append(...Array.from(element.childNodes));
      element.replaceWith(renamed);
    }
  }
  return template.innerHTML;
}
