import { render, waitFor } from '@testing-library/react';
import { SanitizedHtml } from './sanitized-html';

it("shows a tournament's operator HTML without scripts, handlers or a covering style", async () => {
  const { container } = render(
    <SanitizedHtml
      className="tournament-column"
      html={
        '<h3>Prizes</h3><script>alert(1)</script><a href="javascript:x">y</a>' +
        '<div style="position:fixed;inset:0;z-index:2147483647" onclick="alert(2)">Cover</div>'
      }
    />,
  );
  const host = container.querySelector('.tournament-column')!;
  await waitFor(() => expect(host.shadowRoot?.innerHTML).toContain('Prizes'));
  expect(host.shadowRoot!.innerHTML).toBe('<h3>Prizes</h3><a>y</a><div>Cover</div>');
  // nothing of it is in our document's own tree, where our classes could style it
  expect(host.innerHTML).toBe('');
});
