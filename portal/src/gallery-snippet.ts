// The copy-paste snippet of the gallery's preview (issue 9): what a host developer writes to get
// the element as it shows on the stage, from another site: the element with the attributes and
// custom properties set, its one script from this server, and the properties set in script.
import type { GalleryState } from './gallery-url.ts';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * `attributes` are the ones the element carries on the stage (name -> value, '' for a present
 * boolean), in order; `origin` is the Curbside server (this page's origin).
 */
export function snippetOf(state: GalleryState, attributes: [string, string][], origin: string): string {
  const attrs = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`));
  const style = Object.entries(state.css).map(([name, value]) => `${name}: ${value}`).join('; ');
  if (style) attrs.push(` style="${escapeAttribute(style)}"`);
  const slots = Object.entries(state.slots)
    .filter(([, text]) => text !== '')
    .map(([name, text]) => (name === '' ? `\n  ${escapeText(text)}` : `\n  <span slot="${escapeAttribute(name)}">${escapeText(text)}</span>`))
    .join('');
  const lines = [
    `<${state.tag}${attrs.join('')}>${slots}${slots ? '\n' : ''}</${state.tag}>`,
    `<script type="module" src="${origin}/embed/${state.tag}.js"></script>`,
  ];
  const properties = Object.entries(state.properties).filter(([, json]) => json.trim() !== '');
  if (properties.length > 0) {
    lines.push('<script type="module">', `  await customElements.whenDefined('${state.tag}');`, `  const element = document.querySelector('${state.tag}');`);
    for (const [name, json] of properties) lines.push(`  element.${name} = ${json.trim()};`);
    lines.push('</script>');
  }
  return lines.join('\n');
}
