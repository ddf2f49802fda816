import { sanitiseOperatorHtml } from './operator-html';

describe('sanitiseOperatorHtml', () => {
  it('removes scripts, handlers and javascript: links', async () => {
    const out = await sanitiseOperatorHtml(
      '<h3>Hi</h3><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">y</a>',
    );
    expect(out).toBe('<h3>Hi</h3><img src="x"><a>y</a>');
  });

  it('removes what could cover the page: style attributes, style elements, frames, forms', async () => {
    const out = await sanitiseOperatorHtml(
      '<div style="position:fixed;inset:0;z-index:2147483647">Win</div>' +
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="p"></form>',
    );
    expect(out).toBe('<div>Win</div>');
  });

  it('keeps a link to another site, opened in a new window without access to ours', async () => {
    const host = document.createElement('div');
    host.innerHTML = await sanitiseOperatorHtml(
      '<a href="https://partner.example/offer" target="_top" rel="opener">Partner</a>' +
        '<a href="/promotions" target="_blank">Ours</a>',
    );
    const [partner, ours] = [...host.querySelectorAll('a')];
    expect(partner).toHaveAttribute('href', 'https://partner.example/offer');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(ours).toHaveAttribute('href', '/promotions');
    expect(ours).not.toHaveAttribute('target');
  });

  it('gives nothing for what is not a string', async () => {
    expect(await sanitiseOperatorHtml(undefined)).toBe('');
    expect(await sanitiseOperatorHtml({ html: '<p>x</p>' })).toBe('');
  });
});
