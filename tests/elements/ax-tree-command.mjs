// A web-test-runner plugin: the 'ax-tree' command answers Chromium's accessibility tree (CDP
// Accessibility.getFullAXTree), so a browser test checks roles, names and states the way
// assistive technology reads them rather than the DOM attributes (tests/elements/ax-tree.ts).
function propertyValue(property) {
  const { value } = property;
  return value.relatedNodes ? value.relatedNodes.map((node) => node.backendDOMNodeId) : value.value;
}

export function accessibilityTreeCommand() {
  return {
    name: 'curbside-ax-tree',
    async executeCommand({ command, session }) {
      if (command !== 'ax-tree') return undefined;
      const page = session.browser.getPage(session.id);
      const cdp = await page.context().newCDPSession(page);
      try {
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        const byId = new Map(nodes.map((node) => [node.nodeId, node]));
        // What a live region says: the text under it (its name stays empty).
        const textOf = (node) => (node.role?.value === 'StaticText' ? (node.name?.value ?? '') : (node.childIds ?? []).map((id) => (byId.has(id) ? textOf(byId.get(id)) : '')).join(''));
        const nameOf = new Map(nodes.filter((node) => node.backendDOMNodeId).map((node) => [node.backendDOMNodeId, node.name?.value ?? '']));
        return nodes
          .filter((node) => !node.ignored && node.role?.value)
          .map((node) => {
            const entry = { role: node.role.value, name: node.name?.value ?? '' };
            if (node.description?.value) entry.description = node.description.value;
            if (['status', 'alert', 'log'].includes(node.role.value)) entry.text = textOf(node);
            for (const property of node.properties ?? []) {
              const value = propertyValue(property);
              // Element references (activedescendant, controls) are given as the names of what they point at.
              entry[property.name] = Array.isArray(value) ? value.map((id) => nameOf.get(id) ?? '') : value;
            }
            return entry;
          });
      } finally {
        await cdp.detach();
      }
    },
  };
}
