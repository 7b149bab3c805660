/// <reference types="mocha" />
// curb-coverage-map in real Chromium against its embed build with a fake API: the shared contract
// suite, then the list beside the map, the chosen area's details and the provider filter (issue 14).
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { EMBED, areaButton, routes } from './test-support/coverage-fakes.ts';

elementContractSuite({
  tag: 'curb-coverage-map',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'provider',
    value: 'LDN',
    check: (root) => Boolean(areaButton(root, 'LDN-london')) && !areaButton(root, 'MBC-nyc'),
  },
  event: {
    name: 'curb-coverage-area-selected',
    act: async (root) => (await until(() => areaButton(root, 'MBC-nyc'), 'the New York City area')).click(),
    detail: (detail) => expect(detail).to.deep.equal({ providerCode: 'MBC', areaId: 'MBC-nyc', areaName: 'New York City' }),
  },
});

describe('<curb-coverage-map>', () => {
  const mount = mountEachTest(EMBED, 'curb-coverage-map');

  it("lists every provider's areas beside the map and shows the chosen one's services and phone", async () => {
    const { root } = await mount({ routes: routes(), ready: 'button.coverage-area' });
    expect(text(root.querySelector('.coverage-side'))).to.include('Metro Black Car').and.include('New York City').and.include('London Cars');
    (await until(() => areaButton(root, 'LDN-london'), 'the London area')).click();
    const details = await until(() => root.querySelector('.coverage-details'), 'the area details');
    expect(text(details)).to.include('London Cars').and.include('London').and.include('Sustainable').and.include('Sedan');
    expect(details.querySelector('a[href^="tel:"]')?.getAttribute('href')).to.include('44');
    expect(areaButton(root, 'LDN-london')?.getAttribute('aria-pressed')).to.equal('true');
  });

  it('starts with the filter the vehicle-type attribute names', async () => {
    const { root } = await mount({ routes: routes(), attributes: { 'vehicle-type': 'SUV' }, ready: 'button.coverage-area' });
    expect(areaButton(root, 'MBC-nyc')).to.not.equal(undefined);
    expect(areaButton(root, 'LDN-london')).to.equal(undefined);
  });
});
