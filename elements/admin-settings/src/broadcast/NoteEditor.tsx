import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { Field, ShoelaceField } from '@curbside/ui';
import { pastedNoteHtml } from './note-html.ts';

export interface NoteEditorProps {
  /** Bumped to empty the editor (after publishing). */
  resetKey: number;
  onChange(html: string): void;
  error?: string | null;
}

interface ToolbarAction {
  label: string;
  icon: string;
  run(): void;
}

type SelectionRoot = ShadowRoot & { getSelection?(): Selection | null };

/** The selection inside the editor's shadow root (Chromium), else the document's. */
function currentSelection(node: Node | null): Selection | null {
  const root = node?.getRootNode() as SelectionRoot | undefined;
  return root?.getSelection?.() ?? document.getSelection();
}

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

/**
 * A small rich-text editor for the broadcast note (000 §9 allow-list): bold, italic, underline,
 * headings, paragraphs, numbered lists and links. Pasted HTML is sanitised before it enters the
 * editor, so nothing hostile is ever part of the page; what is published is sanitised again.
 */
export function NoteEditor({ resetKey, onChange, error }: NoteEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [length, setLength] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('https://');

  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = '';
    setLength(0);
    onChange('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new reset empties the editor
  }, [resetKey]);

  const changed = () => {
    const html = editorRef.current?.innerHTML ?? '';
    setLength(html.length);
    onChange(html);
  };

  const keepSelection = () => {
    const selection = currentSelection(editorRef.current);
    if (selection && selection.rangeCount > 0 && editorRef.current?.contains(selection.getRangeAt(0).commonAncestorContainer)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    }
  };

  const restoreSelection = () => {
    editorRef.current?.focus();
    const selection = currentSelection(editorRef.current);
    if (selection && savedRange.current) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };

  const act = (run: () => void) => {
    restoreSelection();
    run();
    changed();
  };

  const actions: ToolbarAction[] = [
    { label: 'Bold', icon: 'type-bold', run: () => exec('bold') },
    { label: 'Italic', icon: 'type-italic', run: () => exec('italic') },
    { label: 'Underline', icon: 'type-underline', run: () => exec('underline') },
    { label: 'Heading', icon: 'type-h3', run: () => exec('formatBlock', 'h3') },
    { label: 'Subheading', icon: 'type-h4', run: () => exec('formatBlock', 'h4') },
    { label: 'Paragraph', icon: 'paragraph', run: () => exec('formatBlock', 'p') },
    { label: 'Numbered list', icon: 'list-ol', run: () => exec('insertOrderedList') },
    { label: 'Remove link', icon: 'link-45deg', run: () => exec('unlink') },
  ];

  const addLink = () => {
    const href = linkHref.trim();
    if (!/^(?:https?:\/\/\S+|mailto:\S+)$/i.test(href)) return;
    act(() => exec('createLink', href));
    setLinkOpen(false);
    setLinkHref('https://');
  };

  return (
    <div className="note-editor" part="note-editor">
      <div className="note-toolbar" role="toolbar" aria-label="Formatting">
        {actions.map((action) => (
          <SlIconButton
            key={action.label}
            name={action.icon}
            label={action.label}
            className="note-tool"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => act(action.run)}
          />
        ))}
        <SlButton size="small" className="note-tool" onMouseDown={(e) => e.preventDefault()} onClick={() => setLinkOpen(!linkOpen)}>
          Add link
        </SlButton>
      </div>
      {linkOpen ? (
        <div className="note-link curb-inline">
          <ShoelaceField label="Link address" help="http://, https:// or mailto:" count={{ text: linkHref, max: TEXT_LIMITS.address }}>
            {(control) => <SlInput {...control} className="note-link-href" value={linkHref} onSlInput={(e) => setLinkHref((e.target as HTMLInputElement).value)} />}
          </ShoelaceField>
          <SlButton size="small" onClick={addLink}>Insert link</SlButton>
        </div>
      ) : null}
      <Field label="Note" required error={error} help={`${length.toLocaleString('en-US')} / ${TEXT_LIMITS.richText.toLocaleString('en-US')} characters of HTML`}>
        {(control) => (
          <div
            {...control}
            ref={editorRef}
            className="note-text"
            role="textbox"
            aria-multiline="true"
            tabIndex={0}
            contentEditable
            suppressContentEditableWarning
            onInput={changed}
            onKeyUp={keepSelection}
            onMouseUp={keepSelection}
            onBlur={keepSelection}
            onPaste={(event) => {
              event.preventDefault();
              const html = pastedNoteHtml(event.clipboardData.getData('text/html'), event.clipboardData.getData('text/plain'));
              exec('insertHTML', html);
              changed();
            }}
            onDrop={(event) => event.preventDefault()}
          />
        )}
      </Field>
    </div>
  );
}
