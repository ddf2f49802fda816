import { render, waitFor } from '@testing-library/react';
import { OperatorMarkup } from './operator-markup';

const HOSTILE =
  '<h3>Prizes</h3><script>alert(1)</script><a href="javascript:x">y</a>' +
  '<img src="x" onerror="alert(3)"><style>body{display:none}</style>' +
  '<div style="position:fixed;inset:0;z-index:2147483647" onclick="alert(2)">Cover</div>';

it('shows operator HTML in a shadow root, without scripts, handlers, styles or a cover', async () => {
  const { container } = render(<OperatorMarkup className="operator-column" html={HOSTILE} />);
  const host = container.querySelector('.operator-column')!;
  await waitFor(() => expect(host.shadowRoot?.innerHTML).toContain('Prizes'));
  expect(host.shadowRoot!.innerHTML).toBe('<h3>Prizes</h3><a>y</a><img src="x"><div>Cover</div>');
  // nothing of it is in our document's own tree, where our classes and queries could reach it
  expect(host.innerHTML).toBe('');
  expect(document.querySelector('h3')).toBeNull();
});

it('shows new markup when the HTML changes, and nothing for no HTML', async () => {
  const { container, rerender } = render(<OperatorMarkup className="m" html="<b>One</b>" />);
  const host = container.querySelector('.m')!;
  await waitFor(() => expect(host.shadowRoot?.innerHTML).toBe('<b>One</b>'));
  rerender(<OperatorMarkup className="m" html="<i>Two</i>" />);
  await waitFor(() => expect(host.shadowRoot!.innerHTML).toBe('<i>Two</i>'));
  rerender(<OperatorMarkup className="m" html={undefined} />);
  await waitFor(() => expect(host.shadowRoot!.innerHTML).toBe(''));
});
