import { html, toHtml } from './ops-html';

describe('the console’s markup', () => {
  it('escapes every value put into it, in text and in attributes', () => {
    const release = '<script>alert(1)</script>';
    const url = `https://x.example/"><img src=x onerror='alert(2)'>`;
    expect(html`<p title="${url}">${release}</p>`.text).toBe(
      '<p title="https://x.example/&quot;&gt;&lt;img src=x onerror=&#39;alert(2)&#39;&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('keeps markup made by html as it is, joins lists and drops empty values', () => {
    const items = ['a&b', html`<b>c</b>`];
    const list = items.map((item) => html`<li>${item}</li>`);
    expect(toHtml(list)).toBe('<li>a&amp;b</li><li><b>c</b></li>');
    expect(toHtml([null, undefined, false, 0, ''])).toBe('0');
  });
});
