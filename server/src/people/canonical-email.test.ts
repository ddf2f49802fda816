import { canonicalEmail } from './canonical-email';

describe('canonicalEmail', () => {
  it.each([
    ['excluded@example.com', 'excluded@example.com'],
    ['  Excluded@EXAMPLE.com  ', 'excluded@example.com'],
    ['excluded@EXAMPLE.com.', 'excluded@example.com'],
    ['excluded+1@example.com', 'excluded@example.com'],
    ['excluded+casino+2@example.com', 'excluded@example.com'],
    ['ex\u200Bcluded@example.com', 'excluded@example.com'],
    ['excluded\uFEFF@exam\u200Dple.com', 'excluded@example.com'],
    // NFKC: full-width letters and the full-width at sign are the plain ones
    ['ｅｘｃｌｕｄｅｄ＠example.com', 'excluded@example.com'],
    ['J.Doe+x@GoogleMail.com', 'jdoe@gmail.com'],
    ['j.d.o.e@gmail.com', 'jdoe@gmail.com'],
  ])('%j is the person %j', (raw, person) => {
    expect(canonicalEmail(raw)).toBe(person);
  });

  it('keeps dots where the provider does not ignore them', () => {
    expect(canonicalEmail('j.doe@example.com')).not.toBe(canonicalEmail('jdoe@example.com'));
  });

  it('keeps a local part that starts with +', () => {
    expect(canonicalEmail('+tag@example.com')).toBe('+tag@example.com');
  });
});
