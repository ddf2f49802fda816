import { installFakeApi, MemoryRouter } from '@parlor/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { HeaderWidgets } from './header-widgets';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

function withWidgets(getWidgets: jest.Mock) {
  installFakeApi({ getWidgets });
  return render(
    <MemoryRouter>
      <HeaderWidgets />
    </MemoryRouter>,
  );
}

it('links each widget, keeping links on our own site', async () => {
  withWidgets(
    jest.fn().mockResolvedValue([
      { id: 'a', kind: 'escapepodwidget', title: 'Escape Pod', link: '/promotions' },
      { id: 'b', kind: 'x', title: 'Elsewhere', link: '//evil.example/steal' },
    ]),
  );
  const nav = await screen.findByRole('navigation', { name: 'Featured' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Escape Pod' })).toHaveAttribute('href', '/promotions');
  expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', '/');
});

it("keeps a widget's link to another site, opened in a new window without a hold on ours", async () => {
  withWidgets(
    jest.fn().mockResolvedValue([
      {
        id: 'f',
        kind: 'fortunetellerwidget',
        title: 'Fortune Teller',
        link: 'https://fortune.example/today',
      },
    ]),
  );
  const link = await screen.findByRole('link', { name: 'Fortune Teller' });
  expect(link).toHaveAttribute('href', 'https://fortune.example/today');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('shows nothing when the widgets cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const getWidgets = jest.fn().mockRejectedValue(new Error('down'));
  const { container } = withWidgets(getWidgets);
  await act(async () => {});
  expect(getWidgets).toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});
