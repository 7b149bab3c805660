/// <reference types="mocha" />
// useEditableCopy in real Chromium: a form's copy follows new server answers until the user edits
// it, then keeps the edit (the account's Preferences tab lost what was being typed on a refetch).
import { expect } from 'chai';
import { createElement, Fragment } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useEditableCopy } from './use-editable-copy.ts';

interface Form { note: string }

/** The copy's note, and a button that edits it as a form field would (a new value). */
function Probe({ answer }: { answer: Form }) {
  const [form, setForm] = useEditableCopy(answer);
  return createElement(
    Fragment,
    null,
    createElement('output', null, form.note),
    createElement('button', { type: 'button', onClick: () => setForm((previous) => ({ ...previous, note: 'typed' })) }, 'Edit'),
  );
}

describe('useEditableCopy', () => {
  let host: HTMLElement;
  let root: Root;
  const render = (answer: Form) => flushSync(() => root.render(createElement(Probe, { answer })));
  const shown = () => host.querySelector('output')?.textContent;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('follows a new answer while the user has not edited the copy', () => {
    render({ note: 'first' });
    expect(shown()).to.equal('first');
    render({ note: 'refetched' });
    expect(shown()).to.equal('refetched');
  });

  it('keeps the user\'s edit when a new answer comes, and the same answer again changes nothing', () => {
    const answer = { note: 'saved' };
    render(answer);
    flushSync(() => host.querySelector('button')?.click());
    expect(shown()).to.equal('typed');
    render({ note: 'refetched' });
    expect(shown()).to.equal('typed');
    render(answer);
    expect(shown()).to.equal('typed');
  });
});
