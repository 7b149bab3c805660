/// <reference types="mocha" />
// curb-car-lines on a day its line does not run (a page of its own, on its own answers).
import { expect } from 'chai';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { button, text } from '../../../tests/elements/user-actions.ts';
import { EMBED, routes } from './test-support/car-lines-fakes.ts';

describe('<curb-car-lines> on a day off', () => {
  const mount = mountEachTest(EMBED, 'curb-car-lines');

  it('says when the line is not operational today and books nothing', async () => {
    const { root } = await mount({ ready: '.line-header', routes: routes({ operational: false }) });
    expect(text(root.querySelector('.line-state'))).to.equal('Not operational today');
    expect(text(root.querySelector('.console-warning'))).to.equal('This car line is not operational today');
    expect(button(root, 'Book ride')?.disabled).to.equal(true);
  });
});
