// In-page timing of one interaction, INP-style: from the input event's timestamp until the frame
// that shows the outcome has been presented (a task posted from that frame's animation callback
// runs after the paint). The outcome is found by a predicate evaluated each frame; it may look
// through open shadow roots with `deepText(root)`.

/** Installs window.__benchWatch(predicateSource, eventTypes) -> Promise<ms> in every page of the context. */
export const PAINT_TIMER_SCRIPT = `(() => {
  const deepText = (root) => {
    let text = '';
    const walk = (node) => {
      if (node.nodeType === 3) text += node.data;
      if (node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes ?? []) walk(child);
    };
    walk(root);
    return text;
  };
  const deepQueryAll = (root, selector, found = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(selector)) found.push(el);
      if (el.shadowRoot) deepQueryAll(el.shadowRoot, selector, found);
    }
    return found;
  };
  window.__benchDeep = { deepText, deepQueryAll };
  window.__benchWatch = (predicateSource, eventTypes = ['pointerdown', 'keydown']) => new Promise((resolve) => {
    const predicate = new Function('deep', 'return (' + predicateSource + ')(deep)');
    let start = null;
    const onInput = (event) => { if (start === null) start = event.timeStamp; };
    for (const type of eventTypes) window.addEventListener(type, onInput, { capture: true, once: true });
    const frame = () => {
      if (start !== null && predicate(window.__benchDeep)) {
        // This frame paints the outcome: a task queued now runs after it is presented.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
})();`;
