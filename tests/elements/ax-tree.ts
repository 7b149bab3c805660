// The browser half of the 'ax-tree' test-runner command (tests/elements/ax-tree-command.mjs).

/** One node of Chromium's accessibility tree. */
export interface AxNode {
  role: string;
  name: string;
  description?: string;
  expanded?: boolean;
  selected?: boolean;
  focused?: boolean;
  disabled?: boolean;
  /** The name of the node aria-activedescendant points at. */
  activedescendant?: string[];
  /** The names of the nodes aria-controls points at. */
  controls?: string[];
  /** The text a live region (status, alert, log) holds. */
  text?: string;
  [property: string]: unknown;
}

interface WebSocketModule {
  sendMessageWaitForResponse(message: unknown): Promise<{ executed: boolean; result: unknown }>;
}

/** The page's accessibility tree (its unignored nodes, in document order). */
export async function axTree(): Promise<AxNode[]> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  const socket = (await import('/__web-dev-server__web-socket.js' as string)) as WebSocketModule;
  const answer = await socket.sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'ax-tree' });
  if (!answer.executed) throw new Error("The test runner has no 'ax-tree' command: add accessibilityTreeCommand() to web-test-runner.config.mjs");
  return answer.result as AxNode[];
}
