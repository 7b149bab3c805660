// spec 000 §1: 'One customer firm has a light theme override.' Firm data carries it as a map of
// custom properties; it applies in light mode only, so it targets the light wrapper class.
const PROPERTY_NAME = /^--(sl|curb)-[a-z0-9-]+$/i;
// A value must not be able to close the declaration or the rule.
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;

export function firmOverrideCss(override: Record<string, string> | null | undefined): string {
  if (!override) return '';
  const declarations = Object.entries(override)
    .filter(([name, value]) => PROPERTY_NAME.test(name) && value.trim() !== '' && !UNSAFE_VALUE.test(value))
    .map(([name, value]) => `  ${name}: ${value.trim()};`);
  return declarations.length ? `.sl-theme-light {\n${declarations.join('\n')}\n}\n` : '';
}
