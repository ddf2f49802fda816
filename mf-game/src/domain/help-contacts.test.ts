import type { CasinoConfig } from '@parlor/shared';
import { helpContactsOf, telHref } from './help-contacts';

const withHelp = (help: unknown) =>
  ({ protection: { help } }) as unknown as Pick<CasinoConfig, 'protection'>;

describe('helpContactsOf', () => {
  it("lists the profile's contacts with their site and phone", () => {
    expect(
      helpContactsOf(
        withHelp([
          { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: '0808 8020 133' },
          { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
        ]),
      ),
    ).toEqual([
      {
        name: 'BeGambleAware',
        url: 'https://www.begambleaware.org',
        phone: '0808 8020 133',
        tel: 'tel:08088020133',
      },
      { name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: null, tel: null },
    ]);
  });

  it('lists none when the controller sends no profile or no help', () => {
    expect(helpContactsOf(null)).toEqual([]);
    expect(helpContactsOf({})).toEqual([]);
    expect(helpContactsOf(withHelp(undefined))).toEqual([]);
    expect(helpContactsOf(withHelp('BeGambleAware'))).toEqual([]);
  });

  it('skips an entry without a name and links only web addresses', () => {
    expect(
      helpContactsOf(
        withHelp([
          null,
          { url: 'https://nameless.example' },
          { name: '  ', url: 'https://blank.example' },
          { name: 'Script', url: 'javascript:alert(1)' },
          { name: 'Relative', url: '/help', phone: 42 },
        ]),
      ),
    ).toEqual([
      { name: 'Script', url: null, phone: null, tel: null },
      { name: 'Relative', url: null, phone: null, tel: null },
    ]);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +, and gives nothing to dial without digits', () => {
    expect(telHref('+356 1777')).toBe('tel:+3561777');
    expect(telHref('1777')).toBe('tel:1777');
    expect(telHref('ask us')).toBeNull();
  });
});
